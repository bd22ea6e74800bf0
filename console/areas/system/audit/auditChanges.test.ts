import { describe, expect, it } from 'vitest';
import { changeValue, visibleChanges } from './auditChanges';

const time = (value: string) => `T(${value})`;

describe('audit change display', () => {
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

  it('shows the server’s label of a field and its reading of a value instead of the stored code', () => {
    expect(
      visibleChanges(
        [
          {
            field: 'status',
            label: 'Status',
            before: '1',
            after: '0',
            beforeText: 'Disabled',
            afterText: 'Normal',
          },
        ],
        time,
      ),
    ).toEqual([{ field: 'status', label: 'Status', before: 'Disabled', after: 'Normal' }]);
  });

  it('leaves out changes with nothing on either side and tolerates a missing list', () => {
    expect(
      visibleChanges(
        [
          { field: 'avatar', before: null, after: '' },
          { field: 'phonenumber', label: 'Mobile', before: null, after: '13812345678' },
        ],
        time,
      ),
    ).toEqual([{ field: 'phonenumber', label: 'Mobile', before: '--', after: '138****5678' }]);
    expect(visibleChanges(undefined, time)).toEqual([]);
  });
});
