import { describe, expect, it } from 'vitest';
import { parseDeclarations, resolveCols, scopeCss } from './layout';
import { applyOverrides, withFlags } from './overrides';
import type { FormDocument } from '@shared/form';

describe('layout helpers', () => {
  it('resolves responsive spans, smaller breakpoints carrying upward', () => {
    expect(resolveCols({ span: 6 }, 4)).toEqual({
      xs: '25%',
      sm: '25%',
      md: '25%',
      lg: '25%',
      xl: '25%',
      xxl: '25%',
    });
    expect(resolveCols({ xs: 24, md: 12 }, 4)).toMatchObject({
      xs: '100%',
      sm: '100%',
      md: '50%',
      xxl: '50%',
    });
    expect(resolveCols(undefined, 4).lg).toBe('16.6667%');
  });
  it('scopes custom CSS rules to the form root and drops other at-rules', () => {
    expect(scopeCss('.a, p { color: red }', '[data-fr-form="f"]')).toBe(
      '[data-fr-form="f"] .a, [data-fr-form="f"] p{color: red;}',
    );
    expect(scopeCss('body{margin:0}@import url(x);@font-face{src:x}', '#s')).toBe('#s{margin:0;}');
    expect(scopeCss('@media (max-width: 10px){ .b{top:0} }', '#s')).toBe(
      '@media (max-width: 10px){#s .b{top:0;}}',
    );
    expect(
      scopeCss(
        '.a{background:u\\72l(https://evil.example/p.png);color:red}@media print{.b{background:url(//e.example)}}',
        '#s',
      ),
    ).toBe('#s .a{color:red;}\n@media print{#s .b{}}');
    expect(scopeCss('color: red', '#s')).toBe('');
  });
  it('turns declarations into a style object and refuses url()', () => {
    expect(parseDeclarations('background-color: red; --x: 1; background: url(evil)')).toEqual({
      backgroundColor: 'red',
      '--x': '1',
    });
    expect(parseDeclarations('.a{b:c}')).toEqual({});
    expect(parseDeclarations('color: red; background: u\\72l(evil); -moz-binding: x')).toEqual({
      color: 'red',
    });
  });
  it('applies hide/disable overrides by key', () => {
    const doc: FormDocument = {
      list: [
        {
          type: 'card' as const,
          key: 'c',
          label: '',
          options: {},
          list: [{ type: 'input' as const, key: 'i', label: '', options: {} }],
        },
      ],
      config: {
        layout: 'vertical' as const,
        labelCol: {},
        wrapperCol: {},
        hideRequiredMark: false,
        customStyle: '',
      },
    };
    const next = applyOverrides(doc, withFlags({}, ['i'], { disabled: true }));
    expect(next.list[0]?.list?.[0]?.options.disabled).toBe(true);
    expect(doc.list[0]?.list?.[0]?.options.disabled).toBeUndefined();
  });
});
