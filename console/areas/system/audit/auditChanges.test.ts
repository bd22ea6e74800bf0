import { describe, expect, it } from 'vitest';
import { changeValue, fieldLabelKeys, valueLabelKey, visibleChanges } from './auditChanges';

const time = (value: string) => `T(${value})`;

describe('audit change display', () => {
  it.each([
    ['user', 'nickName', ['user.nickName', 'audit.fields.nickName']],
    ['user', 'organizeId', ['user.organize', 'audit.fields.organizeId']],
    ['user', 'password', ['audit.fields.password']],
    ['position', 'positionName', ['position.name', 'audit.fields.positionName']],
    ['merchantAuth', 'roleId', ['merchantAuth.roleId', 'audit.fields.roleId']],
  ])('names %s.%s through the form label first, then the audit label', (target, field, keys) => {
    expect(fieldLabelKeys(target, field)).toEqual(keys);
  });

  it.each([
    ['phonenumber', '13812345678', '138****5678'],
    ['phone', '13912345678', '139****5678'],
    ['createdAt', '2026-11-25T00:37:09.392Z', 'T(2026-11-25T00:37:09.392Z)'],
    ['nickName', '审计测试', '审计测试'],
    ['nickName', '2026-11-25', '2026-11-25'],
    ['roleIds', ['R1', 'R2'], 'R1, R2'],
    ['roleIds', [], '--'],
    ['avatar', null, '--'],
    ['remark', '', '--'],
    ['sex', 0, '0'],
    ['permission', { a: 1 }, '{"a":1}'],
  ])('shows %s %j as %s', (field, value, shown) => {
    expect(changeValue(field, value, time)).toBe(shown);
  });

  it('leaves out changes with nothing on either side and tolerates a missing list', () => {
    expect(
      visibleChanges(
        [
          { field: 'avatar', before: null, after: '' },
          { field: 'phonenumber', before: null, after: '13812345678' },
        ],
        time,
      ),
    ).toEqual([{ field: 'phonenumber', before: '--', after: '138****5678' }]);
    expect(visibleChanges(undefined, time)).toEqual([]);
  });

  it.each([
    ['user', 'passwordChangeRequired', true, 'audit.values.yes'],
    ['role', 'isSuper', false, 'audit.values.no'],
    ['user', 'status', 2, 'user.statusName.2'],
    ['user', 'status', '0', 'user.statusName.0'],
    ['user', 'sex', 1, 'audit.values.sex.1'],
    ['user', 'sex', 7, undefined],
    ['position', 'status', 0, undefined],
    ['user', 'nickName', '0', undefined],
  ])('names %s.%s %j by the key %s', (target, field, value, key) => {
    expect(valueLabelKey(target, field, value)).toBe(key);
  });

  it('shows a named value instead of its code', () => {
    const labelOf = (field: string, value: unknown) => (field === 'sex' && value === 0 ? 'Male' : undefined);
    expect(changeValue('sex', 0, time, labelOf)).toBe('Male');
    expect(changeValue('sex', 5, time, labelOf)).toBe('5');
  });
});
