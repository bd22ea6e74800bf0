import { describe, expect, it } from 'vitest';
import { aControl } from '../testing';
import { blockStyle } from './rowsEstimate';

describe('what a block of rows tells the stylesheet about its height before it is drawn', () => {
  it.each([
    ['one line of input', [aControl('input', 'a')], { rows: 1, tall: 0 }],
    ['a textarea is tall', [aControl('textarea', 'a'), aControl('checkbox', 'b')], { rows: 2, tall: 1 }],
    [
      'a hidden field takes nothing',
      [aControl('input', 'a', { options: { hidden: true } }), aControl('input', 'b')],
      { rows: 1, tall: 0 },
    ],
    ['a container counts as three tall units', [aControl('card', 'c', { list: [] })], { rows: 1, tall: 3 }],
  ])('%s', (_name, list, { rows, tall }) => {
    expect(blockStyle(list)).toEqual({ '--fr-rows': rows, '--fr-tall': tall });
  });
});
