import { describe, expect, it } from 'vitest';
import { filterByText, togglePick, visibleRange } from './window';
import { flattenTree } from './tree';

describe('picker model', () => {
  it('renders only the rows in view', () => {
    expect(visibleRange(0, 320, 32, 10000)).toEqual({ start: 0, end: 16 });
    expect(visibleRange(32 * 5000, 320, 32, 10000)).toEqual({ start: 4994, end: 5016 });
    expect(visibleRange(32 * 9999, 320, 32, 10000).end).toBe(10000);
  });
  it('filters by text and toggles picks', () => {
    const people = [
      { id: '1', name: 'Ann' },
      { id: '2', name: 'Bob' },
    ];
    expect(filterByText(people, 'bo', (p) => p.name)).toEqual([{ id: '2', name: 'Bob' }]);
    expect(togglePick([{ id: '1', name: 'Ann' }], { id: '2', name: 'Bob' }, false)).toEqual([
      { id: '2', name: 'Bob' },
    ]);
    expect(togglePick([{ id: '1', name: 'Ann' }], { id: '2', name: 'Bob' }, true)).toHaveLength(2);
    expect(togglePick([{ id: '1', name: 'Ann' }], { id: '1', name: 'Ann' }, true)).toEqual([]);
  });
  it('flattens expanded branches and search matches with ancestors', () => {
    const tree = [
      {
        id: 'A',
        label: 'HQ',
        kind: 'organize',
        children: [{ id: 'B', label: 'Finance', kind: 'organize', children: [] }],
      },
    ];
    expect(flattenTree(tree, new Set(), '').map((r) => r.node.id)).toEqual(['A']);
    expect(flattenTree(tree, new Set(['A']), '').map((r) => [r.node.id, r.depth])).toEqual([
      ['A', 0],
      ['B', 1],
    ]);
    expect(flattenTree(tree, new Set(), 'fin').map((r) => r.node.id)).toEqual(['A', 'B']);
  });
});
