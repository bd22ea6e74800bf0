// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { filterStyle } from './cssSanitize';
import { stripDangerous } from './sanitize';

describe('filterStyle keeps the safe declarations only', () => {
  it.each<[string, string, string]>([
    ['colour', 'color: red', 'color: red'],
    [
      'rgb colour and background',
      'color: rgb(0, 128, 0); background-color: #fafafa',
      'color: rgb(0, 128, 0); background-color: #fafafa',
    ],
    [
      'fonts',
      'font-size: 14px; font-weight: bold; font-family: "Noto Sans", serif',
      'font-size: 14px; font-weight: bold; font-family: "Noto Sans", serif',
    ],
    [
      'alignment and line height',
      'text-align: center; line-height: 1.5',
      'text-align: center; line-height: 1.5',
    ],
    ['spacing', 'margin: 4px 8px; padding-inline-start: 12px', 'margin: 4px 8px; padding-inline-start: 12px'],
    ['borders', 'border: 1px solid #ccc; border-radius: 4px', 'border: 1px solid #ccc; border-radius: 4px'],
    ['decoration', 'text-decoration: underline', 'text-decoration: underline'],
    [
      'bounded sizes',
      'width: 100%; max-width: 600px; height: 20em',
      'width: 100%; max-width: 600px; height: 20em',
    ],
    [
      'a bad one among good ones',
      'color: blue; position: absolute; font-size: 12px',
      'color: blue; font-size: 12px',
    ],
  ])('keeps %s', (_name, input, expected) => {
    expect(filterStyle(input)).toBe(expected);
  });

  it.each<[string, string]>([
    ['remote background', 'background-color: red; background: url(https://evil.example/x.png)'],
    ['url in a kept property', 'border: 1px solid url(//evil.example)'],
    ['IE expression', 'width: expression(alert(1))'],
    ['fixed positioning', 'position: fixed; top: 0'],
    ['absolute positioning', 'position: absolute'],
    ['behavior', 'behavior: url(x.htc)'],
    ['-moz-binding', '-moz-binding: url(x.xml#x)'],
    ['@import', '@import "x.css"'],
    ['escaped characters', 'color: re\\64'],
    ['comments hiding a property', 'col/**/or: red'],
    ['javascript url', 'background-color: javascript:alert(1)'],
    ['a whole-page overlay', 'width: 100vw; height: 100vh'],
    ['a huge size', 'width: 99999px'],
    ['negative margins pulling content out', 'margin-top: -500px'],
    ['unknown functions', 'color: var(--x); width: calc(100% + 10px)'],
    ['z-index and transform', 'z-index: 9999; transform: scale(10)'],
  ])('drops %s', (_name, input) => {
    expect(filterStyle(input)).not.toMatch(
      /url|expression|position|fixed|absolute|behavior|binding|import|vw|vh|99999|-500|var|calc|z-index|transform|\\\\|\/\*/i,
    );
  });

  it('drops everything from a style with an escape or a comment', () => {
    expect(filterStyle('color: red; font: 12px/*x*/ serif')).toBe('');
    expect(filterStyle('color: \\72 ed')).toBe('');
  });
});

describe('the second cleaning pass with styles', () => {
  it('keeps the safe styles of a paragraph and removes scripts, handlers and remote URLs', () => {
    const clean = stripDangerous(
      '<p style="color: rgb(200, 0, 0); text-align: center; position: fixed; background: url(https://x.example/a.png)" onclick="alert(1)">Hi</p><script>alert(1)</script><img src="javascript:alert(1)">',
    );
    const holder = document.createElement('div');
    holder.innerHTML = clean;
    const paragraph = holder.querySelector('p');
    expect(paragraph?.getAttribute('style')).toBe('color: rgb(200, 0, 0); text-align: center');
    expect(paragraph?.hasAttribute('onclick')).toBe(false);
    expect(holder.querySelector('script')).toBeNull();
    expect(holder.querySelector('img')?.getAttribute('src') ?? '').not.toMatch(/javascript/i);
  });
});
