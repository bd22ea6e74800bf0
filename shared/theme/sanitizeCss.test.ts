import { describe, expect, it } from 'vitest';
import { decodeCssEscapes, sanitizeCss } from './sanitizeCss';

describe('sanitizeCss keeps harmless styles', () => {
  it.each([
    ['a plain rule', '.x{color:red}', '.x{color:red;}'],
    [
      'several declarations and rules',
      '.a { color: red; margin: 0 }\n.b{padding:2px}',
      '.a{color: red;margin: 0;}.b{padding:2px;}',
    ],
    [
      'custom properties and colour functions',
      ':root{--brand:#13c2c2;background:rgba(0,0,0,.2)}',
      ':root{--brand:#13c2c2;background:rgba(0,0,0,.2);}',
    ],
    [
      'media queries, scoped inside',
      '@media (max-width: 600px){.a{display:none}}',
      '@media (max-width: 600px){.a{display:none;}}',
    ],
    ['escaped selectors', '.a\\:b{color:blue}', '.a\\:b{color:blue;}'],
    ['strings in content', '.a::before{content:"→ ;{}"}', '.a::before{content:"→ ;{}";}'],
    [
      'linear gradients',
      '.a{background:linear-gradient(90deg,#fff,#000)}',
      '.a{background:linear-gradient(90deg,#fff,#000);}',
    ],
    ['nothing', '', ''],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeCss(input)).toBe(expected);
  });
});

describe('sanitizeCss drops whatever fetches or runs', () => {
  it.each([
    ['url()', '.a{color:red;background:url(https://evil.example/x.png)}', '.a{color:red;}'],
    ['url() with quotes and spaces', '.a{background-image: url( "//evil.example/x" )}', '.a{}'],
    ['url() upper case', '.a{BACKGROUND:URL(http://evil.example)}', '.a{}'],
    ['a data: url too', '.a{background:url(data:image/png;base64,AAAA)}', '.a{}'],
    ['hex escape u\\72l(', '.a{background:u\\72l(http://evil.example)}', '.a{}'],
    ['hex escape with trailing space', '.a{background:\\75 rl(http://evil.example)}', '.a{}'],
    ['escaped letters', '.a{background:\\u\\r\\l(http://evil.example)}', '.a{}'],
    ['a comment inside the name', '.a{background:u/**/rl(http://evil.example);color:red}', '.a{color:red;}'],
    ['a space before the parenthesis', '.a{background:url (http://evil.example)}', '.a{}'],
    [
      'image-set with bare strings',
      '.a{background-image:image-set("https://evil.example/a.png" 1x)}',
      '.a{}',
    ],
    ['-webkit-image-set', '.a{background-image:-webkit-image-set(url(x) 1x)}', '.a{}'],
    [
      'image() and cross-fade()',
      '.a{background:image("https://e.example");border-image:cross-fade(50% "x", red)}',
      '.a{}',
    ],
    ['element()', '.a{background:-moz-element(#b)}', '.a{}'],
    ['expression()', '.a{width:expression(alert(1))}', '.a{}'],
    ['escaped expression()', '.a{width:e\\78pression(alert(1))}', '.a{}'],
    ['behavior', '.a{behavior:url(x.htc);color:red}', '.a{color:red;}'],
    ['behavior without url', '.a{BeHaViOr:x}', '.a{}'],
    ['-moz-binding', '.a{-moz-binding:url(http://e.example/x.xml#b)}', '.a{}'],
    ['escaped -moz-binding', '.a{-moz-\\62inding:x}', '.a{}'],
    ['@import with url()', '@import url(https://evil.example/x.css);.a{color:red}', '.a{color:red;}'],
    ['@import with a string', '@import "https://evil.example/x.css";', ''],
    ['escaped @import', '@\\69mport "https://evil.example/x.css";.b{top:0}', '.b{top:0;}'],
    ['@IMPORT upper case', '@IMPORT "x.css";', ''],
    [
      '@font-face',
      '@font-face{font-family:x;src:url(https://evil.example/f.woff)}.a{font-family:x}',
      '.a{font-family:x;}',
    ],
    ['@namespace', '@namespace svg url(http://www.w3.org/2000/svg);', ''],
    ['url() inside @media', '@media print{.a{background:url(//evil.example)}}', '@media print{.a{}}'],
    ['a javascript: string', '.a{content:"javascript:alert(1)"}', '.a{}'],
    ['a url in a custom property', ':root{--bg:url(https://evil.example)}', ':root{}'],
    ['closing a style element', '</style><script>alert(1)</script>.a{color:red}', 'alert(1).a{color:red;}'],
    ['an unterminated string', '.a{content:"x;} .b{background:url(//e.example)}', '.a{}'],
  ])('%s', (_name, input, expected) => {
    const output = sanitizeCss(input);
    expect(output).toBe(expected);
    expect(decodeCssEscapes(output).toLowerCase()).not.toMatch(
      /url\(|image-set|expression|@import|binding|behavior/,
    );
  });
});

describe('decodeCssEscapes', () => {
  it.each([
    ['u\\72l(', 'url('],
    ['\\75 rl(', 'url('],
    ['\\000075rl(', 'url('],
    ['\\@import', '@import'],
    ['\\0', '\uFFFD'],
  ])('%s → %s', (input, expected) => {
    expect(decodeCssEscapes(input)).toBe(expected);
  });
});
