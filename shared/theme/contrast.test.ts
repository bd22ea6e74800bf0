import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from './defaults';
import { contrastRatio, darkenForText, lowContrastPairs, parseRgb } from './contrast';

describe('contrast', () => {
  it.each([
    ['#fff', { r: 255, g: 255, b: 255 }],
    ['#1890FF', { r: 24, g: 144, b: 255 }],
    ['rgb(0, 21, 41)', { r: 0, g: 21, b: 41 }],
    ['rgba(1,2,3,0.5)', { r: 1, g: 2, b: 3 }],
    ['navy', undefined],
    ['#12345', undefined],
    ['rgb(256, 0, 0)', undefined],
  ])('reads %s', (value, rgb) => expect(parseRgb(value)).toEqual(rgb));

  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
    ['#1890ff', '#ffffff', 3.24],
    ['#262626', '#ffffff', 15.13],
  ])('%s on %s is %s:1 either way round', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
    expect(contrastRatio(b, a)).toBeCloseTo(ratio, 2);
  });

  it('has no ratio for what is not a colour', () => expect(contrastRatio('red', '#fff')).toBeUndefined());

  it('darkens a light background just enough for white text, and leaves a dark one alone', () => {
    for (const colour of ['#1890ff', '#13c2c2', '#faad14', '#52c41a']) {
      const darker = darkenForText(colour);
      expect(contrastRatio(darker, '#fff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(darker, colour)).toBeLessThan(3);
    }
    expect(contrastRatio(darkenForText('#ffffff'), '#fff')).toBeGreaterThanOrEqual(4.5);
    expect(darkenForText('#001529')).toBe('#001529');
    expect(darkenForText('not a colour')).toBe('not a colour');
  });
});

describe('lowContrastPairs', () => {
  it('finds the default link blue on white paper too light', () =>
    expect(lowContrastPairs(DEFAULT_THEME)).toEqual([
      { pair: 'link', field: 'paperBackground', ratio: 3.2 },
    ]));

  const readable = { ...DEFAULT_THEME, linkColor: '#0050b3' };

  it.each([
    [
      { paperColor: '#999999', paperBackground: '#ffffff' },
      [{ pair: 'paper', field: 'paperBackground', ratio: 2.8 }],
    ],
    [
      { linkColor: '#1890ff', paperBackground: '#ffffff' },
      [{ pair: 'link', field: 'paperBackground', ratio: 3.2 }],
    ],
    [{ mode: 'dark' as const, navColor: '#13c2c2' }, [{ pair: 'nav', field: 'navColor', ratio: 2.2 }]],
    [{ mode: 'light' as const, navColor: '#13c2c2' }, []],
    [{ mode: 'dark' as const, menuColor: '#faad14' }, [{ pair: 'menu', field: 'menuColor', ratio: 1.9 }]],
    [{ paperColor: 'navy', paperBackground: '#fff' }, []],
  ])('%o warns %o', (change, expected) =>
    expect(lowContrastPairs({ ...readable, ...change })).toEqual(expected),
  );
});
