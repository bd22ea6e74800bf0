import { describe, expect, it } from 'vitest';
import { testFactoryContext } from '@shared/flow/testing';
import { addNodeCommand } from '../commands';
import { layoutFlow } from '../layout';
import { testDocument } from '../testDocument';
import type { ExportTile } from './exportPlan';
import {
  EXPORT_LIMITS,
  exportContent,
  exportFileName,
  planExport,
  planTiles,
  tileFileNames,
} from './exportPlan';
import { generateFlow } from './generateFlow';

describe('planExport', () => {
  it('keeps a small flow at ratio 2 with a small margin and a title band', () => {
    const plan = planExport({ x: -110, y: 0, width: 220, height: 356 });
    expect(plan).toEqual({
      width: 252,
      height: 444,
      pixelRatio: 2,
      offsetX: 126,
      offsetY: 72,
      padding: 16,
      titleHeight: 56,
    });
  });
  it('widens the image for a title wider than the flow, with the flow centred', () => {
    const plan = planExport({ x: -110, y: 0, width: 220, height: 356 }, undefined, 400);
    expect(plan.width).toBe(400);
    expect(plan.offsetX).toBe(200);
  });
  it('lowers the ratio of a large flow so one image stays under the side and area limits', () => {
    const plan = planExport({ x: 0, y: 0, width: 3000, height: 12_000 });
    expect(plan.pixelRatio).toBeGreaterThan(1);
    expect(plan.pixelRatio).toBeLessThan(2);
    expect(plan.height * plan.pixelRatio).toBeLessThanOrEqual(16_000);
    expect(plan.width * plan.height * plan.pixelRatio ** 2).toBeLessThanOrEqual(64_000_001);
    expect(planTiles(plan)).toEqual([{ x: 0, y: 0, width: plan.width, height: plan.height }]);
  });
  it('never goes below ratio 1 (text as large as at 100 % zoom), however large the flow', () => {
    expect(planExport({ x: 0, y: 0, width: 6000, height: 90_000 }).pixelRatio).toBe(1);
    expect(planExport({ x: 0, y: 0, width: 200_000, height: 200_000 }).pixelRatio).toBe(1);
  });
});

/** Checks that `tiles` cover a `width` × `height` image in a grid, neighbours sharing at least `overlap`. */
function expectCover(tiles: ExportTile[], width: number, height: number, overlap: number) {
  const axis = (starts: number[], size: number, length: number) => {
    const sorted = [...new Set(starts)].sort((a, b) => a - b);
    expect(sorted[0]).toBe(0);
    expect((sorted.at(-1) ?? 0) + size).toBe(length);
    for (let i = 1; i < sorted.length; i += 1)
      expect((sorted[i - 1] ?? 0) + size - (sorted[i] ?? 0)).toBeGreaterThanOrEqual(overlap);
    return sorted;
  };
  const first = tiles[0];
  if (!first) throw new Error('no tiles');
  const xs = axis(
    tiles.map((tile) => tile.x),
    first.width,
    width,
  );
  const ys = axis(
    tiles.map((tile) => tile.y),
    first.height,
    height,
  );
  // a full grid, in reading order: rows top to bottom, each left to right
  expect(tiles).toEqual(
    ys.flatMap((y) => xs.map((x) => ({ x, y, width: first.width, height: first.height }))),
  );
}

/** Every tile's canvas (whole pixels at the plan's ratio) under the browser limits. */
function expectUnderLimits(tiles: ExportTile[], pixelRatio: number) {
  for (const tile of tiles) {
    const [width, height] = [Math.floor(tile.width * pixelRatio), Math.floor(tile.height * pixelRatio)];
    expect(Math.max(width, height)).toBeLessThanOrEqual(EXPORT_LIMITS.maxSide);
    expect(width * height).toBeLessThanOrEqual(EXPORT_LIMITS.maxArea);
  }
}

describe('planTiles', () => {
  it('a small flow is one image: the whole of it', () => {
    const plan = planExport({ x: -110, y: 0, width: 220, height: 356 });
    expect(planTiles(plan)).toEqual([{ x: 0, y: 0, width: 252, height: 444 }]);
  });

  it('cuts a 1,000-node flow into overlapping tiles at ratio 1, each under the limits', () => {
    const content = exportContent(layoutFlow(generateFlow(testFactoryContext(), 1000)));
    const plan = planExport(content.bounds);
    expect(plan.pixelRatio).toBe(1);
    const tiles = planTiles(plan);
    expect(tiles.length).toBeGreaterThan(1);
    expectCover(tiles, plan.width, plan.height, EXPORT_LIMITS.tileOverlap);
    expectUnderLimits(tiles, plan.pixelRatio);
  });

  it.each([
    [6000, 90_000],
    [90_000, 600],
    [40_000, 40_000],
    [16_001, 3000],
    [15_000, 17_000],
    [300, 16_001],
    [4001, 15_999],
  ])('covers a %i × %i image in tiles under the limits', (width, height) => {
    const plan = planExport({ x: 0, y: 0, width, height });
    const tiles = planTiles(plan);
    expect(tiles.length).toBeGreaterThan(1);
    expectCover(tiles, plan.width, plan.height, EXPORT_LIMITS.tileOverlap);
    expectUnderLimits(tiles, plan.pixelRatio);
  });

  it('tiles at a ratio above 1 stay under the limits in pixels', () => {
    const plan = { width: 9000, height: 30_000, pixelRatio: 2 };
    const tiles = planTiles(plan);
    expectCover(tiles, plan.width, plan.height, EXPORT_LIMITS.tileOverlap);
    expectUnderLimits(tiles, 2);
  });
});

describe('exportContent', () => {
  it('draws a flow without its "add branch" pills, keeping the line they sat on', () => {
    const { doc } = testDocument();
    doc.run(addNodeCommand(doc, doc.root.id, 'branchGroup'));
    const layout = layoutFlow(doc.root);
    const pills = layout.boxes.filter((box) => box.kind === 'addBranch');
    expect(pills).toHaveLength(1);
    const content = exportContent(layout);
    expect(content.boxes.map((box) => box.kind)).not.toContain('addBranch');
    expect(content.boxes).toHaveLength(layout.boxes.length - 1);
    const pill = pills[0];
    if (!pill) throw new Error('no pill');
    const centre = pill.x + pill.width / 2;
    expect(content.edges).toContainEqual({ points: [centre, pill.y, centre, pill.y + pill.height / 2] });
  });

  it('bounds hug what is drawn: no room kept for the gap beside the outer branches', () => {
    const { doc } = testDocument();
    doc.run(addNodeCommand(doc, doc.root.id, 'branchGroup'));
    const layout = layoutFlow(doc.root);
    const content = exportContent(layout);
    const cards = layout.boxes.filter((box) => box.kind === 'node');
    const left = Math.min(...cards.map((box) => box.x));
    const right = Math.max(...cards.map((box) => box.x + box.width));
    expect(content.bounds.x).toBe(left);
    expect(content.bounds.x + content.bounds.width).toBe(right);
    expect(content.bounds.width).toBeLessThan(layout.bounds.width);
    expect(content.bounds.y).toBe(0);
    expect(content.bounds.height).toBe(layout.bounds.height);
  });

  it('a single start node: its card, line and end node', () => {
    const content = exportContent(layoutFlow(testDocument().doc.root));
    expect(content.bounds).toEqual({ x: -110, y: 0, width: 220, height: 196 });
  });
});

describe('exportFileName', () => {
  it('names the file after the flow', () => {
    expect(exportFileName('Leave: annual/sick', 'flow')).toBe('Leave_ annual_sick.jpg');
    expect(exportFileName('  ', 'flow')).toBe('flow.jpg');
  });
  it('numbers tiles in a zip named after the flow', () => {
    expect(tileFileNames('Leave: annual', 'flow', 3)).toEqual({
      zip: 'Leave_ annual-tiles.zip',
      tiles: ['Leave_ annual-01-of-03.jpg', 'Leave_ annual-02-of-03.jpg', 'Leave_ annual-03-of-03.jpg'],
    });
    expect(tileFileNames('', 'flow', 120).tiles[8]).toBe('flow-009-of-120.jpg');
  });
});
