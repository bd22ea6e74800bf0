import { describe, expect, it } from 'vitest';
import { isSelfOrDescendant, keepMatches, nest, orgTree } from './tree';

const rows = [
  { organizeId: 'B', parentId: 'A', organizeName: 'Finance', orderNum: 2 },
  { organizeId: 'A', parentId: '', organizeName: 'HQ', orderNum: 0 },
  { organizeId: 'C', parentId: 'A', organizeName: 'HR', orderNum: 1 },
  { organizeId: 'D', parentId: 'C', organizeName: 'Payroll', orderNum: 0 },
];

describe('organisation tree', () => {
  it('nests by parent and orders by orderNum', () => {
    const tree = nest(rows);
    expect(tree.map((n) => n.organizeId)).toEqual(['A']);
    expect(tree[0]?.children.map((n) => n.organizeId)).toEqual(['C', 'B']);
  });
  it('adds leaves under their organisation', () => {
    const tree = orgTree(rows, (id) =>
      id === 'D' ? [{ id: 'P1', label: 'Clerk', kind: 'position', children: [] }] : [],
    );
    expect(tree[0]?.children[0]?.children[0]?.children.map((n) => n.label)).toEqual(['Clerk']);
  });
  it('keeps matches and their ancestors only', () => {
    expect(
      keepMatches(rows, 'pay')
        .map((r) => r.organizeId)
        .sort(),
    ).toEqual(['A', 'C', 'D']);
    expect(keepMatches(rows, '')).toHaveLength(4);
  });
  it('detects a parent change that would make a cycle', () => {
    expect(isSelfOrDescendant(rows, 'C', 'D')).toBe(true);
    expect(isSelfOrDescendant(rows, 'C', 'C')).toBe(true);
    expect(isSelfOrDescendant(rows, 'C', 'B')).toBe(false);
  });
});
