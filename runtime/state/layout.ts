/** Layout helpers: responsive label/wrapper widths and the form's custom CSS scoped to its root. */
import { BREAKPOINTS } from '@shared/form';
import type { Breakpoint, ColSpec } from '@shared/form';
import type { CSSProperties } from 'react';
import { isSafeDeclaration, sanitizeCss } from '@shared/theme/sanitizeCss';

/** Percent width per breakpoint; a missing breakpoint inherits the next smaller one (or `span`, or the fallback). */
export function resolveCols(spec: ColSpec | undefined, fallback: number): Record<Breakpoint, string> {
  const out = {} as Record<Breakpoint, string>;
  let current = typeof spec?.span === 'number' ? spec.span : fallback;
  for (const breakpoint of BREAKPOINTS) {
    const value = spec?.[breakpoint];
    if (typeof value === 'number') current = value;
    out[breakpoint] =
      `${((Math.max(0, Math.min(24, current)) / 24) * 100).toFixed(4).replace(/\.?0+$/, '')}%`;
  }
  return out;
}

/** CSS variables read by the stylesheet's media queries. */
export function colVariables(
  label: ColSpec | undefined,
  wrapper: ColSpec | undefined,
  labelWidth: number,
): Record<string, string> {
  const vars: Record<string, string> = { '--fr-label-width': `${labelWidth}px` };
  const labels = resolveCols(label, 4);
  const wrappers = resolveCols(wrapper, 18);
  for (const breakpoint of BREAKPOINTS) {
    vars[`--fr-l-${breakpoint}`] = labels[breakpoint];
    vars[`--fr-w-${breakpoint}`] = wrappers[breakpoint];
  }
  return vars;
}

/** `a: b; c-d: e` → React style; custom properties keep their names. Anything with braces is not declarations. */
export function parseDeclarations(text: string | undefined): CSSProperties {
  const style: Record<string, string> = {};
  if (!text || text.includes('{')) return style;
  for (const part of text.split(';')) {
    const cut = part.indexOf(':');
    if (cut <= 0) continue;
    const name = part.slice(0, cut).trim();
    const value = part.slice(cut + 1).trim();
    if (!name || !value || !isSafeDeclaration(part)) continue;
    style[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())] =
      value;
  }
  return style as CSSProperties;
}

function splitBlocks(css: string): Array<{ head: string; body: string }> {
  const blocks: Array<{ head: string; body: string }> = [];
  let depth = 0;
  let start = 0;
  let open = -1;
  for (let i = 0; i < css.length; i += 1) {
    const char = css[i];
    if (char === '{') {
      if (depth === 0) open = i;
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0 && open >= 0) {
        blocks.push({ head: css.slice(start, open).trim(), body: css.slice(open + 1, i) });
        start = i + 1;
        open = -1;
      }
      if (depth < 0) depth = 0;
    }
  }
  return blocks;
}

/**
 * Rules of custom CSS, sanitised (nothing that loads a resource or runs code), with every selector prefixed by
 * `scope`; @media is scoped inside, other at-rules are dropped.
 */
export function scopeCss(css: string | undefined, scope: string): string {
  if (!css || !css.includes('{')) return '';
  const clean = sanitizeCss(css);
  return splitBlocks(clean)
    .map(({ head, body }) => {
      if (head.startsWith('@media')) return `${head}{${scopeCss(body, scope)}}`;
      if (head.startsWith('@') || head === '') return '';
      const selectors = head
        .split(',')
        .map((selector) => selector.trim())
        .filter(Boolean)
        .map((selector) => (/^(:root|html|body)$/.test(selector) ? scope : `${scope} ${selector}`));
      return `${selectors.join(', ')}{${body.replace(/[<>]/g, '')}}`;
    })
    .join('\n');
}
