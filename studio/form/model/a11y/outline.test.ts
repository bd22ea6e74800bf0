import { describe, expect, it } from 'vitest';
import { keyTranslate } from '../messages';
import { card, field, grid, tableOf } from '../testBuilders';
import type { Naming } from './announcements';
import { buildOutline, outlineStep } from './outline';

const naming: Naming = {
  t: keyTranslate,
  typeName: (type) => `controls.${type}`,
  nameOf: (control) => control.label || `controls.${control.type}`,
};

describe('buildOutline', () => {
  const list = [
    field('input', 'a'),
    grid('g', [field('date', 'd')], [field('number', 'n'), field('input', 'm')]),
    card('c', []),
    tableOf('t', [[[], [field('textarea', 'r')]]]),
  ];
  const outline = buildOutline(list, naming);

  it('lists every control in document order with its level and position among its parent’s children', () => {
    expect(outline.map((item) => [item.key, item.level, item.position, item.count])).toEqual([
      ['a', 1, 1, 4],
      ['g', 1, 2, 4],
      ['d', 2, 1, 3],
      ['n', 2, 2, 3],
      ['m', 2, 3, 3],
      ['c', 1, 3, 4],
      ['t', 1, 4, 4],
      ['r', 2, 1, 1],
    ]);
  });

  it('marks containers with children and names the column or cell a child sits in', () => {
    expect(outline.filter((item) => item.hasChildren).map((item) => item.key)).toEqual(['g', 't']);
    expect(outline.find((item) => item.key === 'n')?.where).toBe('announce.slot.column(container=g,n=2)');
    expect(outline.find((item) => item.key === 'r')?.where).toBe(
      'announce.slot.cell(container=t,row=1,cell=2)',
    );
    expect(outline.find((item) => item.key === 'a')?.where).toBe('');
  });

  it('names a control without a label by its type', () => {
    const [item] = buildOutline([{ ...field('input', 'k'), label: '' }], naming);
    expect(item && naming.nameOf(item.control)).toBe('controls.input');
  });
});

describe('outlineStep', () => {
  const items = buildOutline([field('input', 'a'), field('input', 'b'), field('input', 'c')], naming);
  it.each([
    ['b', 1, 'c'],
    ['c', 1, 'c'],
    ['a', -1, 'a'],
    ['', 1, 'a'],
    ['', -1, 'c'],
    ['b', Infinity, 'c'],
    ['', -Infinity, 'a'],
  ] as const)('from %s by %d → %s', (key, step, expected) => {
    expect(outlineStep(items, key, step)).toBe(expected);
  });

  it('gives nothing for an empty form', () => {
    expect(outlineStep([], '', 1)).toBeUndefined();
  });
});
