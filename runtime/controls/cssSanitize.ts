/**
 * Inline CSS kept by the html control, declaration by declaration: colours, fonts, alignment, spacing,
 * borders, text decoration and bounded sizes. Nothing that loads (url(), @import), runs (expression,
 * behavior, -moz-binding) or places content outside the control (position, negative margins) survives.
 * This allow-list sits on top of the custom-style sanitiser's deny rules (`isSafeDeclaration`), the one place that
 * knows which CSS loads a resource or runs code.
 */
import { isSafeDeclaration } from '@shared/theme/sanitizeCss';

const ALLOWED_PROPERTY =
  /^(color|background-color|font(-(family|size|style|weight|variant))?|text-align|line-height|text-decoration(-(line|color|style|thickness))?|(margin|padding)(-(top|right|bottom|left|block|inline|block-start|block-end|inline-start|inline-end))?|border(-(top|right|bottom|left))?(-(color|style|width))?|border-(radius|collapse|spacing)|(min-|max-)?(width|height))$/;

/** Characters a kept value may use; quotes only for font names. */
const SAFE_VALUE = /^[a-z0-9 #%.,'"()+\-/!]*$/i;
const FORBIDDEN_VALUE = /url\s*\(|expression|javascript:|@import|behavior|binding|fixed|absolute|sticky/i;
const COLOUR_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla']);
/** Sizes at most this many px (or em/rem × 16, or 100%), so a control cannot cover the page. */
const MAX_SIZE_PX = 2000;

function functionsAllowed(value: string): boolean {
  const calls = value.toLowerCase().match(/[a-z-]*\s*\(/g) ?? [];
  return calls.every((call) => COLOUR_FUNCTIONS.has(call.replace(/[\s(]/g, '')));
}

function quotesBalanced(value: string): boolean {
  return (value.match(/"/g) ?? []).length % 2 === 0 && (value.match(/'/g) ?? []).length % 2 === 0;
}

function sizeAllowed(value: string): boolean {
  for (const match of value.matchAll(/(-?\d*\.?\d+)\s*(px|em|rem|%|vw|vh|pt|cm|mm|in)?/gi)) {
    const amount = Number(match[1]);
    const unit = (match[2] ?? '').toLowerCase();
    if (unit === 'vw' || unit === 'vh') return false;
    if (unit === '%' && amount > 100) return false;
    const px = unit === 'em' || unit === 'rem' ? amount * 16 : unit === 'pt' ? amount * 1.34 : amount;
    if (px > MAX_SIZE_PX) return false;
  }
  return true;
}

/** One `property: value` pair, or undefined when it is not on the safe list. */
function cleanDeclaration(declaration: string): string | undefined {
  const colon = declaration.indexOf(':');
  if (colon < 0 || !isSafeDeclaration(declaration)) return undefined;
  const property = declaration.slice(0, colon).trim().toLowerCase();
  const value = declaration.slice(colon + 1).trim();
  if (!ALLOWED_PROPERTY.test(property) || value === '') return undefined;
  if (!SAFE_VALUE.test(value) || FORBIDDEN_VALUE.test(value)) return undefined;
  if (!quotesBalanced(value) || !functionsAllowed(value)) return undefined;
  if (/^(margin|padding)/.test(property) && /(^|\s)-/.test(value)) return undefined;
  if (/(width|height|size|margin|padding|border)/.test(property) && !sizeAllowed(value)) return undefined;
  return `${property}: ${value}`;
}

/** The safe part of a `style` attribute ('' when nothing is kept). Comments and escapes drop it all. */
export function filterStyle(style: string): string {
  if (/\/\*|\\|[<>{}]/.test(style)) return '';
  return style
    .split(';')
    .map(cleanDeclaration)
    .filter((declaration): declaration is string => declaration !== undefined)
    .join('; ');
}
