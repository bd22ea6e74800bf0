import { describe, expect, it } from 'vitest';
import { organizeScopeOf, withSubtrees } from './dataScope';

const orgs = [
  { organizeId: 'A', parentId: '' },
  { organizeId: 'B', parentId: 'A' },
  { organizeId: 'C', parentId: 'B' },
  { organizeId: 'D', parentId: 'A' },
];

describe('data-permission scope', () => {
  it('no rows: unlimited', () => {
    expect(organizeScopeOf(orgs, [])).toBeNull();
  });

  it('an included organisation brings its subtree; an excluded one takes its subtree away', () => {
    expect([...withSubtrees(orgs, ['B'])].sort()).toEqual(['B', 'C']);
    expect([...(organizeScopeOf(orgs, [{ organizeId: 'B', mode: 'include' }]) ?? [])].sort()).toEqual([
      'B',
      'C',
    ]);
    const scope = organizeScopeOf(orgs, [
      { organizeId: 'A', mode: 'include' },
      { organizeId: 'B', mode: 'exclude' },
    ]);
    expect([...(scope ?? [])].sort()).toEqual(['A', 'D']);
  });

  it('only exclusions: everything else; unknown ids count for nothing', () => {
    const scope = organizeScopeOf(orgs, [{ organizeId: 'D', mode: 'exclude' }]);
    expect([...(scope ?? [])].sort()).toEqual(['A', 'B', 'C']);
    expect([...(organizeScopeOf(orgs, [{ organizeId: 'Z', mode: 'include' }]) ?? [])]).toEqual([]);
  });
});
