import { describe, expect, it } from 'vitest';
import { diffFields } from './diff';

describe('diffFields', () => {
  it('lists only the fields that changed, with before and after', () => {
    expect(
      diffFields(
        { nickName: 'A', email: 'a@b.cn', status: '0' },
        { nickName: 'B', email: 'a@b.cn', status: '1' },
      ),
    ).toEqual([
      { field: 'nickName', before: 'A', after: 'B' },
      { field: 'status', before: '0', after: '1' },
    ]);
  });
  it('a create has null befores and a delete null afters', () => {
    expect(diffFields(undefined, { roleName: 'x' })).toEqual([
      { field: 'roleName', before: null, after: 'x' },
    ]);
    expect(diffFields({ roleName: 'x' }, undefined)).toEqual([
      { field: 'roleName', before: 'x', after: null },
    ]);
  });
  it('hides password hashes behind a marker and ignores bookkeeping', () => {
    const d1 = new Date('2026-01-01T00:00:00Z');
    const d2 = new Date('2026-01-02T00:00:00Z');
    expect(diffFields({ passwordHash: 'a', updatedAt: d1 }, { passwordHash: 'b', updatedAt: d2 })).toEqual([
      { field: 'password', before: '******', after: '******' },
    ]);
    expect(diffFields({ passwordHash: 'a' }, undefined)).toEqual([]);
  });
  it('compares dates and id lists by value', () => {
    const at = (s: string) => new Date(s);
    expect(
      diffFields(
        { t: at('2026-01-01T00:00:00Z'), ids: ['b', 'a'] },
        { t: at('2026-01-01T00:00:00Z'), ids: ['a', 'b'] },
      ),
    ).toEqual([]);
    expect(diffFields({ t: null }, { t: at('2026-01-01T00:00:00Z') })).toEqual([
      { field: 't', before: null, after: '2026-01-01T00:00:00.000Z' },
    ]);
  });
});
