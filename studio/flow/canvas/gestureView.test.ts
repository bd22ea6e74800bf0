import { describe, expect, it } from 'vitest';
import { cssTransform, drawnRect, gestureTransform } from './gestureView';

const screen = { width: 800, height: 600 };
const at = (zoom: number, x: number, y: number) => ({ zoom, pan: { x, y } });

describe('gestureView', () => {
  it('draws the screen and half a screen beyond each edge', () => {
    expect(drawnRect(at(100, 0, 0), screen)).toEqual({ x: -400, y: -300, width: 1600, height: 1200 });
    expect(drawnRect(at(50, 100, 0), screen)).toEqual({ x: -1000, y: -600, width: 3200, height: 2400 });
  });

  it('moves the drawing with a pan and keeps it while it covers the screen', () => {
    expect(gestureTransform(at(100, 0, 0), at(100, 30, -40), screen)).toEqual({ scale: 1, x: 30, y: -40 });
    expect(gestureTransform(at(100, 0, 0), at(100, 0, 300), screen)).toEqual({ scale: 1, x: 0, y: 300 });
    expect(gestureTransform(at(100, 0, 0), at(100, 0, 301), screen)).toBeNull();
    expect(gestureTransform(at(100, 0, 0), at(100, -401, 0), screen)).toBeNull();
  });

  it('scales the drawing around the zoom anchor', () => {
    // 100 → 200 % around the screen centre: the flow point at the centre stays there
    const zoomed = gestureTransform(at(100, 0, 0), at(200, -400, -300), screen);
    expect(zoomed).toEqual({ scale: 2, x: -400, y: -300 });
    // zooming out far enough shows the drawing's edges: drawn again instead
    expect(gestureTransform(at(100, 0, 0), at(75, 100, 75), screen)).not.toBeNull();
    expect(gestureTransform(at(200, 0, 0), at(50, 300, 225), screen)).toBeNull();
  });

  it('writes no transform for the drawn view itself', () => {
    expect(cssTransform({ scale: 1, x: 0, y: 0 })).toBe('');
    expect(cssTransform({ scale: 1.5, x: 10, y: -5 })).toBe('translate(10px, -5px) scale(1.5)');
  });
});
