import { variablesOf } from './templateEvents';

/** `{{name}}`, spaces inside the braces allowed; a name starts with a letter or `_`. */
const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/** The variable names `text` uses, each once, in order of first use. */
export const variablesIn = (text: string): string[] => [
  ...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string)),
];

/** The variables the texts use that `event` does not supply, each once, in order of first use. */
export const unknownVariables = (event: string, texts: readonly string[]): string[] => {
  const supplied = new Set<string>(variablesOf(event));
  return [...new Set(texts.flatMap(variablesIn))].filter((name) => !supplied.has(name));
};

export interface Rendered {
  text: string;
  /** Variables the text uses that `values` does not hold (rendered empty). */
  missing: string[];
}

/**
 * Puts the values into the text in one pass: nothing is escaped (a channel escapes for its own medium), a value
 * is never expanded again, and a variable without a value renders empty and is reported in `missing`.
 */
export const renderTemplate = (
  text: string,
  values: Readonly<Record<string, string | undefined>>,
): Rendered => {
  const missing = new Set<string>();
  const rendered = text.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(values, name) ? values[name] : undefined;
    if (value === undefined) missing.add(name);
    return value ?? '';
  });
  return { text: rendered, missing: [...missing] };
};

/** The problem with a template's texts for its event: the first unknown variable, with what the event supplies. */
export const templateVariableProblem = (
  event: string,
  texts: { subject: string; body: string },
): { field: 'subject' | 'body'; variable: string; supplied: string } | null => {
  for (const field of ['subject', 'body'] as const) {
    const [variable] = unknownVariables(event, [texts[field]]);
    if (variable) return { field, variable: `{{${variable}}}`, supplied: variablesOf(event).join(', ') };
  }
  return null;
};

/** The variables the texts use that `values` gives no text for (absent or blank), each once, in order of first use. */
export const unresolvedVariables = (
  texts: readonly string[],
  values: Readonly<Record<string, string | undefined>>,
): string[] =>
  [...new Set(texts.flatMap(variablesIn))].filter((name) => {
    const value = Object.prototype.hasOwnProperty.call(values, name) ? values[name] : undefined;
    return !value?.trim();
  });

/** A piece of a previewed text: plain text, or a placeholder no value resolves (shown marked). */
export type PreviewSegment = { text: string } | { unresolved: string };

/**
 * The text with the values put in, cut into pieces so a preview can mark every placeholder left unresolved
 * (absent or blank value) instead of showing it raw or empty.
 */
export const previewSegments = (
  text: string,
  values: Readonly<Record<string, string | undefined>>,
): PreviewSegment[] => {
  const segments: PreviewSegment[] = [];
  let plain = '';
  let from = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] as string;
    const value = Object.prototype.hasOwnProperty.call(values, name) ? values[name] : undefined;
    plain += text.slice(from, match.index);
    from = match.index + match[0].length;
    if (value?.trim()) {
      plain += value;
      continue;
    }
    if (plain) segments.push({ text: plain });
    plain = '';
    segments.push({ unresolved: name });
  }
  plain += text.slice(from);
  if (plain) segments.push({ text: plain });
  return segments;
};
