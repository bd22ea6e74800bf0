import { describe, expect, it } from 'vitest';
import type { FlowLayout } from './layoutTypes';
import {
  canZoomIn,
  canZoomOut,
  clampZoom,
  fromMiniMap,
  miniMapTransform,
  toMiniMap,
  viewportToFlow,
  visibleBoxes,
  visibleEdges,
  zoomIn,
  zoomOut,
} from './viewport';

describe('zoom', () => {
  it('steps by 25 between 50 and 200', () => {
    expect(zoomIn(100)).toBe(125);
    expect(zoomOut(100)).toBe(75);
    expect(zoomIn(200)).toBe(200);
    expect(zoomOut(50)).toBe(50);
    expect(clampZoom(10)).toBe(50);
    expect(clampZoom(999)).toBe(200);
    expect(clampZoom(112)).toBe(100);
    expect(clampZoom(Number.NaN)).toBe(100);
    expect([canZoomIn(200), canZoomOut(50), canZoomIn(175), canZoomOut(75)]).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});

const layout: FlowLayout = {
  boxes: [
    { id: 'a', kind: 'node', x: 0, y: 0, width: 100, height: 50 },
    { id: 'b', kind: 'node', x: 0, y: 1000, width: 100, height: 50 },
  ],
  edges: [{ points: [50, 50, 50, 1000] }, { points: [500, 500, 600, 500] }],
  slots: [],
  bounds: { x: 0, y: 0, width: 600, height: 1050 },
};

describe('culling', () => {
  it('keeps only boxes and edges touching the viewport', () => {
    const viewport = { x: -10, y: -10, width: 200, height: 100 };
    expect(visibleBoxes(layout, viewport).map((box) => box.id)).toEqual(['a']);
    expect(visibleEdges(layout, viewport)).toEqual([{ points: [50, 50, 50, 1000] }]);
  });

  it('maps a screen viewport to flow coordinates by pan and zoom', () => {
    expect(viewportToFlow({ width: 800, height: 600 }, { x: -100, y: 50 }, 200)).toEqual({
      x: 50,
      y: -25,
      width: 400,
      height: 300,
    });
  });
});

describe('mini-map', () => {
  it('fits the bounds into 202x150, centred, and maps back', () => {
    const transform = miniMapTransform({ x: -260, y: 0, width: 520, height: 484 });
    const mapped = toMiniMap({ x: -260, y: 0, width: 520, height: 484 }, transform);
    expect(mapped.width).toBeLessThanOrEqual(202);
    expect(mapped.height).toBeLessThanOrEqual(150);
    expect(mapped.x + mapped.width / 2).toBeCloseTo(101);
    expect(mapped.y + mapped.height / 2).toBeCloseTo(75);
    expect(transform.scale).toBeCloseTo(150 / 524);
    const back = fromMiniMap({ x: mapped.x, y: mapped.y }, transform);
    expect(back.x).toBeCloseTo(-260);
    expect(back.y).toBeCloseTo(0);
  });
});
