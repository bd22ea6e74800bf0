import { describe, expect, it } from 'vitest';
import { card, field, grid, tableOf } from '../testBuilders';
import { cellAt, controlAt, dropTarget, visibleRange } from './hitTest';
import { layoutForm } from './layoutForm';

const opts = { width: 600, layout: 'vertical' as const, labelWidth: 100 };

describe('layoutForm', () => {
  it('stacks top-level controls without overlap, inside the canvas width', () => {
    const layout = layoutForm([field('input', 'a'), field('textarea', 'b'), field('radio', 'c')], opts);
    expect(layout.roots.map((box) => box.key)).toEqual(['a', 'b', 'c']);
    for (let i = 1; i < layout.roots.length; i += 1) {
      const prev = layout.roots[i - 1]!;
      expect(layout.roots[i]!.y).toBeGreaterThanOrEqual(prev.y + prev.height);
    }
    for (const box of layout.roots) expect(box.x + box.width).toBeLessThanOrEqual(600);
    expect(layout.height).toBeGreaterThan(layout.roots[2]!.y + layout.roots[2]!.height);
  });

  it('puts grid columns side by side and sizes the grid to its tallest column', () => {
    const layout = layoutForm(
      [grid('g', [field('input', 'l1'), field('input', 'l2')], [field('input', 'r1')])],
      opts,
    );
    const [g, l1, l2, r1] = ['g', 'l1', 'l2', 'r1'].map((key) =>
      layout.boxes.find((box) => box.key === key)!,
    );
    expect(r1!.x).toBeGreaterThan(l1!.x + l1!.width - 1);
    expect(l2!.y).toBeGreaterThan(l1!.y);
    expect(g!.y + g!.height).toBeGreaterThan(l2!.y + l2!.height);
  });

  it('lays out merged table cells across their columns and rows', () => {
    const table = tableOf('t', [
      [[], []],
      [[], []],
    ]);
    table.trs![0]!.tds[0]!.colspan = 2;
    table.trs![0]!.tds.splice(1, 1);
    const layout = layoutForm([table], opts);
    const top = layout.cells.find((cell) => cell.row === 0)!;
    const bottom = layout.cells.filter((cell) => cell.row === 1);
    expect(bottom).toHaveLength(2);
    expect(top.width).toBeCloseTo(bottom[0]!.width + bottom[1]!.width);
    expect(cellAt(layout, bottom[1]!.x + 5, bottom[1]!.y + 5)).toMatchObject({ row: 1, cell: 1 });
  });
});

describe('hit testing', () => {
  const list = [field('input', 'a'), card('c', [field('input', 'inner')]), field('input', 'b')];
  const layout = layoutForm(list, opts);
  const box = (key: string) => layout.boxes.find((entry) => entry.key === key)!;

  it('finds the deepest control under a point', () => {
    const inner = box('inner');
    expect(controlAt(layout, inner.x + 10, inner.y + 10)?.key).toBe('inner');
    expect(controlAt(layout, box('c').x + 4, box('c').y + 4)?.key).toBe('c');
    expect(controlAt(layout, 2, 2)).toBeUndefined();
  });

  it('drops into the deepest accepting list at the nearest position', () => {
    const inner = box('inner');
    expect(dropTarget(layout, inner.x + 10, inner.y + inner.height - 2, 'input')).toMatchObject({
      slot: { containerKey: 'c', part: 'list' },
      index: 1,
    });
    const a = box('a');
    expect(dropTarget(layout, a.x + 10, a.y + 2, 'input')).toMatchObject({
      slot: { containerKey: null },
      index: 0,
    });
  });

  it('counts a move index after taking the moved control out, and never drops a container into itself', () => {
    const b = box('b');
    expect(dropTarget(layout, b.x + 5, b.y + b.height - 1, 'input', 'a')).toMatchObject({ index: 2 });
    const inner = box('inner');
    expect(dropTarget(layout, inner.x + 5, inner.y + 5, 'card', 'c')?.slot).toEqual({ containerKey: null });
  });

  it('refuses layout containers inside a batch', () => {
    const withBatch = layoutForm([{ type: 'batch', key: 'bt', label: 'bt', options: {}, list: [] }], opts);
    const bt = withBatch.boxes[0]!;
    expect(dropTarget(withBatch, bt.x + 60, bt.y + 60, 'grid')?.slot).toEqual({ containerKey: null });
    expect(dropTarget(withBatch, bt.x + 60, bt.y + 60, 'input')?.slot).toEqual({
      containerKey: 'bt',
      part: 'list',
    });
  });

  it('culls to the controls that intersect the viewport', () => {
    const many = layoutForm(
      Array.from({ length: 300 }, (_, i) => field('input', `f${i}`)),
      opts,
    );
    const visible = visibleRange(many, 5000, 5800);
    expect(visible.length).toBeGreaterThan(5);
    expect(visible.length).toBeLessThan(20);
    expect(visible[0]!.y + visible[0]!.height).toBeGreaterThanOrEqual(5000);
  });
});
