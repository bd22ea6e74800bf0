import { describe, expect, it } from 'vitest';
import { subtreeIds } from './scope';

describe('subtreeIds', () => {
  const rows = [
    { id: 'A', parentId: '' },
    { id: 'B', parentId: 'A' },
    { id: 'C', parentId: 'B' },
    { id: 'D', parentId: '' },
  ];
  it('collects a node and its descendants only', () => {
    expect(subtreeIds(rows, 'A')).toEqual(['A', 'B', 'C']);
    expect(subtreeIds(rows, 'D')).toEqual(['D']);
  });
  it('survives a cycle', () => {
    expect(
      subtreeIds(
        [
          { id: 'X', parentId: 'Y' },
          { id: 'Y', parentId: 'X' },
        ],
        'X',
      ),
    ).toEqual(['X', 'Y']);
  });
});
