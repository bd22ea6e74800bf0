import { describe, expect, it } from 'vitest';
import { changeValue, fieldLabelKeys, visibleChanges } from './auditChanges';

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
});
