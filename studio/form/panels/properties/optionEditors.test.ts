import { describe, expect, it } from 'vitest';
import { FONT_FAMILIES, FONT_SIZES, clampNumber, optionEditor } from './optionEditors';

const numberEditor = (type: Parameters<typeof optionEditor>[0], name: string) => {
  const editor = optionEditor(type, name, 0);
  if (editor?.kind !== 'number') throw new Error(`${name} is not a number editor`);
  return editor;
};

describe('option editors and §5 bounds', () => {
  it.each([
    ['number', 'precision', '60', 50],
    ['number', 'precision', '-3', 0],
    ['number', 'precision', '', null],
    ['uploadFile', 'limit', '0', 1],
    ['uploadFile', 'limit', '5', 5],
    ['batch', 'scrollY', '-10', 0],
    ['batch', 'minLimit', '-1', 0],
    ['batch', 'minLimit', '2', 2],
  ] as const)('%s.%s typed %s becomes %s', (type, name, text, expected) => {
    expect(clampNumber(numberEditor(type, name), text)).toBe(expected);
  });

  it('offers the §9 fonts and sizes, 26pt down to 9pt', () => {
    expect(optionEditor('text', 'fontFamily', '')).toEqual({ kind: 'choice', values: FONT_FAMILIES });
    expect(FONT_FAMILIES).toEqual(['', 'SimSun', 'FangSong', 'SimHei', 'PingFangSC', 'KaiTi', 'LiSu']);
    expect(FONT_SIZES[0]).toBe('26pt');
    expect(FONT_SIZES[FONT_SIZES.length - 1]).toBe('9pt');
  });

  it('reads the type option per control and hides internal flags', () => {
    expect(optionEditor('button', 'type', 'primary')).toEqual({
      kind: 'choice',
      values: ['primary', 'default', 'dashed', 'danger'],
    });
    expect(optionEditor('alert', 'type', 'info')).toMatchObject({
      values: ['success', 'info', 'warning', 'error'],
    });
    expect(optionEditor('card', 'noFormItem', true)).toBeUndefined();
    expect(optionEditor('switch', 'defaultValue', false)).toEqual({ kind: 'switch' });
  });
});
