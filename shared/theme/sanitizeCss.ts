/**
 * The custom-style sanitiser: tenant CSS may restyle the page but never make the browser fetch anything or run
 * script. Declarations, at-rules and rules that could load a resource (url(), image-set(), image(), cross-fade(),
 * element(), src(), @import, @namespace, @font-face) or run code (expression(), behavior, -moz-binding, script
 * schemes) are dropped, whatever their case, CSS escapes (`u\72l(`) or comments in between. Pure.
 */

/** Functions that fetch a resource or run code. Checked on decoded, space-free, lower-case text. */
const DANGEROUS_FUNCTION = /(?:url|image-set|image|cross-fade|element|expression|src|paint)\(/;
const DANGEROUS_WORD = /javascript:|vbscript:|livescript:|@import|@namespace|@charset|@font-face/;
const DANGEROUS_PROPERTY = /^(?:behavior|-moz-binding|-ms-behavior|binding)$/;
/** At-rules whose whole statement or block is dropped. */
const DROPPED_AT_RULE = /^@(?:import|namespace|charset|font-face)\b/;

const HEX_ESCAPE = /\\([0-9a-fA-F]{1,6})[ \t\n\r\f]?/g;

/** Resolves CSS escapes (`\72`, `\75 `, `\(`) to the characters the browser reads. */
export const decodeCssEscapes = (text: string): string =>
  text
    .replace(HEX_ESCAPE, (_match, hex: string) => {
      const code = Number.parseInt(hex, 16);
      return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
        ? '\uFFFD'
        : String.fromCodePoint(code);
    })
    .replace(/\\([^\n\r\f])/g, '$1');

/** What the browser would read, for matching: escapes resolved, comments and white space removed, lower case. */
const normalise = (text: string): string =>
  decodeCssEscapes(text.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, ''))
    .replace(/\s+/g, '')
    .toLowerCase();

const isDangerous = (text: string): boolean => {
  const plain = normalise(text);
  return DANGEROUS_FUNCTION.test(plain) || DANGEROUS_WORD.test(plain);
};

/** One `property: value` declaration that loads nothing and runs nothing. */
export const isSafeDeclaration = (text: string): boolean => {
  if (isDangerous(text)) return false;
  const property = normalise(text.split(':')[0] ?? '');
  return !DANGEROUS_PROPERTY.test(property);
};

interface Piece {
  text: string;
  /** The character that ended the piece: '{' opens a block, ';' or '}' or '' (end) closes a declaration. */
  end: '{' | ';' | '}' | '';
  next: number;
  /** An unterminated string or a trailing backslash: the browser would read past the piece. */
  isBroken: boolean;
}

/** Reads from `start` to the next structural `{`, `;` or `}` outside strings, parentheses and escapes. */
const readPiece = (css: string, start: number): Piece => {
  let depth = 0;
  let quote = '';
  for (let i = start; i < css.length; i += 1) {
    const char = css[i];
    if (char === '\\') {
      if (i + 1 >= css.length)
        return { text: css.slice(start, i), end: '', next: css.length, isBroken: true };
      i += 1;
    } else if (quote) {
      if (char === quote) quote = '';
      else if (char === '\n') return { text: css.slice(start, i), end: '', next: i, isBroken: true };
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && (char === '{' || char === ';' || char === '}'))
      return { text: css.slice(start, i), end: char, next: i + 1, isBroken: false };
  }
  return { text: css.slice(start), end: '', next: css.length, isBroken: quote !== '' || depth > 0 };
};

/** Sanitises the contents of a block (or the whole sheet) from `start` to its closing brace. */
const sanitiseBlock = (css: string, start: number): { out: string; next: number } => {
  const kept: string[] = [];
  let index = start;
  while (index < css.length) {
    const piece = readPiece(css, index);
    index = piece.next;
    const text = piece.text.trim();
    if (piece.end === '{') {
      const inner = sanitiseBlock(css, index);
      index = inner.next;
      const isDropped = piece.isBroken || DROPPED_AT_RULE.test(normalise(text)) || isDangerous(text);
      if (!isDropped && text) kept.push(`${text}{${inner.out}}`);
      continue;
    }
    if (text && !piece.isBroken && !DROPPED_AT_RULE.test(normalise(text)) && isSafeDeclaration(text))
      kept.push(`${text};`);
    if (piece.end === '}' || piece.isBroken) break;
  }
  return { out: kept.join(''), next: index };
};

/** Tenant CSS without markup (tags are dropped whole) or anything that loads a resource or runs code; '' for nothing left. */
export const sanitizeCss = (css: string | undefined | null): string => {
  if (!css) return '';
  const text = css
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, ' ')
    .replace(/<[^>]*>?/g, '')
    .replace(/</g, '');
  let out = '';
  let index = 0;
  // a stray '}' at the top level ends nothing: skip it and go on
  while (index < text.length) {
    const block = sanitiseBlock(text, index);
    out += block.out;
    index = Math.max(block.next, index + 1);
  }
  return out;
};
