import { describe, expect, it } from 'vitest';
import { centreOn, fitView, wheelZoom, zoomAround } from './viewMath';

describe('view math', () => {
  it('fits a large flow at a smaller step and centres it', () => {
    const view = fitView({ x: -500, y: 0, width: 1000, height: 2000 }, { width: 800, height: 1080 });
    expect(view.zoom).toBe(50);
    expect(view.pan).toEqual({ x: 400, y: 40 });
  });
  it('never fits above 100', () => {
    expect(fitView({ x: -50, y: 0, width: 100, height: 100 }, { width: 2000, height: 2000 }).zoom).toBe(100);
  });
  it('centres a node', () => {
    expect(centreOn({ x: 0, y: 0, width: 100, height: 100 }, { width: 400, height: 400 }, 200)).toEqual({
      x: 100,
      y: 100,
    });
  });
  it('keeps the anchor point still while zooming', () => {
    const next = zoomAround({ zoom: 100, pan: { x: 0, y: 0 } }, 200, { x: 100, y: 50 });
    expect(next).toEqual({ zoom: 200, pan: { x: -100, y: -50 } });
    expect(zoomAround({ zoom: 200, pan: { x: 0, y: 0 } }, 300, { x: 0, y: 0 }).zoom).toBe(200);
  });
  it('steps the wheel by 25 within the limits', () => {
    expect([
      wheelZoom(100, -3),
      wheelZoom(100, 4),
      wheelZoom(200, -1),
      wheelZoom(50, 1),
      wheelZoom(75, 0),
    ]).toEqual([125, 75, 200, 50, 75]);
  });
});
