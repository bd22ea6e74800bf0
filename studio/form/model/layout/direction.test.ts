import { describe, expect, it } from 'vitest';
import { batch, field, grid } from '../testBuilders';
import {
  dropTarget,
  layerTransform,
  layoutForm,
  mirrorX,
  physicalAlign,
  sidewaysStep,
  toLayoutPoint,
  uprightTransform,
} from '.';

const WIDTH = 600;
const opts = { width: WIDTH, layout: 'horizontal' as const, labelWidth: 100 };
/** Where a layout x is drawn by a layer with `layerTransform`. */
const drawnAt = (x: number, direction: 'ltr' | 'rtl') => {
  const layer = layerTransform(WIDTH, direction);
  return layer.x + layer.scaleX * x;
};

describe('reading direction of the form canvas', () => {
  it('leaves a left-to-right canvas as laid out', () => {
    expect(mirrorX(120, WIDTH, 'ltr')).toBe(120);
    expect(toLayoutPoint({ x: 120, y: 40 }, WIDTH, 'ltr')).toEqual({ x: 120, y: 40 });
    expect(drawnAt(120, 'ltr')).toBe(120);
  });

  it('mirrors across the canvas width right to left, and maps a pointer back to the point it was drawn from', () => {
    expect(drawnAt(0, 'rtl')).toBe(WIDTH);
    expect(drawnAt(120, 'rtl')).toBe(480);
    expect(toLayoutPoint({ x: drawnAt(120, 'rtl'), y: 40 }, WIDTH, 'rtl')).toEqual({ x: 120, y: 40 });
    expect(mirrorX(mirrorX(37, WIDTH, 'rtl'), WIDTH, 'rtl')).toBe(37);
  });

  it('draws a field label right of its input and the first grid column on the right', () => {
    const layout = layoutForm([grid('g', [field('input', 'a')], [field('input', 'b')])], opts);
    const [a, b] = ['a', 'b'].map((key) => layout.boxes.find((box) => box.key === key)!);
    // in the layout a (column 0) lies left of b; drawn right to left its right edge is the screen's rightmost
    expect(a!.x).toBeLessThan(b!.x);
    const leftOnScreen = (box: typeof a) => drawnAt(box!.x + box!.width, 'rtl');
    expect(leftOnScreen(a)).toBeGreaterThan(leftOnScreen(b));
    // a horizontal field draws its label at the start of its box: on screen that is right of the input
    const labelStart = drawnAt(a!.x + 8, 'rtl');
    const inputStart = drawnAt(a!.x + 8 + 100, 'rtl');
    expect(labelStart).toBeGreaterThan(inputStart);
  });

  it('inserts a control dropped at the visual left of another after it (a batch row reads right to left)', () => {
    const layout = layoutForm([batch('rows', [field('input', 'first')])], opts);
    const first = layout.boxes.find((box) => box.key === 'first')!;
    const y = first.y + 20;
    // on screen the first column sits at [WIDTH - right edge, WIDTH - left edge]
    const screenLeft = WIDTH - (first.x + first.width);
    const screenRight = WIDTH - first.x;
    const leftOfIt = toLayoutPoint({ x: screenLeft + 10, y }, WIDTH, 'rtl');
    const rightOfIt = toLayoutPoint({ x: screenRight - 10, y }, WIDTH, 'rtl');
    expect(dropTarget(layout, leftOfIt.x, leftOfIt.y, 'input')).toMatchObject({
      slot: { containerKey: 'rows', part: 'list' },
      index: 1,
    });
    expect(dropTarget(layout, rightOfIt.x, rightOfIt.y, 'input')).toMatchObject({ index: 0 });
    // left to right, the left part of the column means before it
    const ltr = toLayoutPoint({ x: first.x + 10, y }, WIDTH, 'ltr');
    expect(dropTarget(layout, ltr.x, ltr.y, 'input')).toMatchObject({ index: 0 });
  });

  it('drops into the column drawn under the pointer: the visual left column of two is the second', () => {
    const layout = layoutForm([grid('g', [field('input', 'a')], [])], opts);
    const g = layout.boxes.find((box) => box.key === 'g')!;
    const point = toLayoutPoint({ x: WIDTH - (g.x + g.width) + 20, y: g.y + 20 }, WIDTH, 'rtl');
    expect(dropTarget(layout, point.x, point.y, 'input')?.slot).toEqual({
      containerKey: 'g',
      part: 'column',
      index: 1,
    });
  });

  it('turns text back upright over the same box on a mirrored layer', () => {
    expect(uprightTransform(40, 100, 'ltr')).toEqual({ x: 40, scaleX: 1, offsetX: 0 });
    const upright = uprightTransform(40, 100, 'rtl');
    const ends = [0, 100].map((p) => upright.x + upright.scaleX * (p - upright.offsetX));
    expect(ends).toEqual([140, 40]);
  });

  it('aligns start and end with the reading direction, and keeps a designer’s left, centre and right', () => {
    expect(physicalAlign(undefined, 'ltr')).toBe('left');
    expect(physicalAlign(undefined, 'rtl')).toBe('right');
    expect(physicalAlign('end', 'rtl')).toBe('left');
    expect(physicalAlign('end', 'ltr')).toBe('right');
    expect(physicalAlign('left', 'rtl')).toBe('left');
    expect(physicalAlign('center', 'rtl')).toBe('center');
  });

  it('steps arrow keys in reading order: left is forward right to left', () => {
    expect(sidewaysStep('ArrowRight', 'ltr')).toBe('forward');
    expect(sidewaysStep('ArrowLeft', 'ltr')).toBe('back');
    expect(sidewaysStep('ArrowLeft', 'rtl')).toBe('forward');
    expect(sidewaysStep('ArrowRight', 'rtl')).toBe('back');
    expect(sidewaysStep('ArrowUp', 'rtl')).toBeUndefined();
  });
});
