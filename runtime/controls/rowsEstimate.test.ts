// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { aControl } from '../testing';
import { blockStyle, measureRowSizes } from './rowsEstimate';

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

describe('the sizes measured on the rows drawn first', () => {
  /** A form whose fields sit one under the other at the given tops (what the browser would report). */
  const drawn = (tops: number[], list: ReturnType<typeof aControl>[]) => {
    const form = document.createElement('form');
    form.setAttribute('data-fr-form', 'frM');
    list.forEach((control, index) => {
      const item = document.createElement('div');
      item.setAttribute('data-key', control.key);
      item.getBoundingClientRect = () => ({ top: tops[index] ?? 0, height: 30 }) as DOMRect;
      form.append(item);
    });
    document.body.append(form);
    return () => form.remove();
  };

  it('a plain row gives the row size and a textarea row what a tall unit adds', () => {
    const list = [
      aControl('input', 'a'),
      aControl('textarea', 'b'),
      aControl('input', 'c'),
      aControl('input', 'd'),
    ];
    const remove = drawn([0, 48, 171, 219], list);
    const sizes = measureRowSizes('frM', list);
    remove();
    expect(sizes).toEqual({ row: 48, tall: 75 });
    expect(blockStyle(list, sizes)).toMatchObject({ '--fr-row-size': '48px', '--fr-tall-size': '75px' });
  });

  it('rows side by side and containers are left out; nothing drawn keeps the stylesheet’s defaults', () => {
    const list = [
      aControl('input', 'a'),
      aControl('input', 'b'),
      aControl('card', 'c', { list: [] }),
      aControl('input', 'd'),
    ];
    const remove = drawn([0, 0, 40, 400], list);
    expect(measureRowSizes('frM', list)).toEqual({ row: 40, tall: undefined });
    remove();
    expect(measureRowSizes('frM', list)).toEqual({});
    expect(blockStyle(list, {})).toEqual({ '--fr-rows': 4, '--fr-tall': 3 });
  });
});
