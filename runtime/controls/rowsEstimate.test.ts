import { describe, expect, it } from 'vitest';
import { aControl } from '../testing';
import { estimateRows, intrinsicBlockSize } from './rowsEstimate';

describe('the height a block of rows is expected to take before it is drawn', () => {
  it.each([
    ['one line of input', [aControl('input', 'a')], { height: 48, labelled: 1 }],
    ['a textarea', [aControl('textarea', 'a')], { height: 107, labelled: 1 }],
    ['a checkbox group', [aControl('checkbox', 'a')], { height: 42, labelled: 1 }],
    [
      'a hidden field takes nothing',
      [aControl('input', 'a', { options: { hidden: true } })],
      { height: 0, labelled: 0 },
    ],
    ['a field without a label', [aControl('input', 'a', { label: '' })], { height: 48, labelled: 0 }],
    [
      'a card: its rows and its frame',
      [aControl('card', 'c', { list: [aControl('input', 'a'), aControl('input', 'b')] })],
      { height: 152, labelled: 2 },
    ],
    [
      'a grid: its tallest column',
      [
        aControl('grid', 'g', {
          columns: [
            { span: 12, list: [aControl('input', 'a')] },
            { span: 12, list: [aControl('input', 'b'), aControl('textarea', 'c')] },
          ],
        }),
      ],
      { height: 211, labelled: 2 },
    ],
  ])('%s', (_name, list, expected) => {
    expect(estimateRows(list)).toEqual(expected);
  });

  it('adds a line per labelled row where labels sit above their controls', () => {
    expect(intrinsicBlockSize({ height: 480, labelled: 10 })).toBe(
      'auto calc(480px + 10 * var(--fr-label-above, 0px))',
    );
  });
});
