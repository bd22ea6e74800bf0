import { FALLBACK_LOCALE } from './locales';

/** A default text in one locale, split around its number placeholder (`Option {{n}}` → `Option `, ``). */
interface Template {
  before: string;
  after: string;
  hasNumber: boolean;
}

const PLACEHOLDER = /\{\{\s*\w+\s*\}\}/;

const templateOf = (text: string): Template => {
  const match = PLACEHOLDER.exec(text);
  if (!match) return { before: text, after: '', hasNumber: false };
  return {
    before: text.slice(0, match.index),
    after: text.slice(match.index + match[0].length),
    hasNumber: true,
  };
};

/** What a default template says for the number `n` (or as it is, without one). */
const fill = (template: Template, n: string) =>
  `${template.before}${template.hasNumber ? n : ''}${template.after}`;

/** The number a stored text carries when it is the template's text (`Option 12` → `12`), or undefined. */
const numberIn = (text: string, template: Template): string | undefined => {
  if (!template.hasNumber) return text === template.before ? '' : undefined;
  if (!text.startsWith(template.before) || !text.endsWith(template.after)) return undefined;
  const middle = text.slice(template.before.length, text.length - template.after.length);
  return /^[0-9]+$/.test(middle) ? middle : undefined;
};

/** A default a designer left: which one (`namespace:key`) and the number it carries ('' when none). */
export interface DesignDefault {
  key: string;
  n: string;
}

/** What tells defaults from typed text, over a set of default texts (`namespace:key` → locale → text). */
export interface DefaultsMatcher {
  /** The default a stored text is, in whichever language the designer worked ("Approver", "请输入", "Option 2"), if any. */
  designDefaultOf: (stored: string) => DesignDefault | undefined;
  /**
   * A text a designer stored, as its reader reads it: a text the designer left at its default is the reader's own
   * wording of that default; text the designer typed stays as typed.
   */
  designText: (stored: string, locale: string) => string;
}

export function defaultsMatcher(texts: Record<string, Record<string, string>>): DefaultsMatcher {
  const defaults = Object.entries(texts).map(([key, byLocale]) => ({
    key,
    byLocale: Object.fromEntries(
      Object.entries(byLocale).map(([locale, text]) => [locale, templateOf(text)]),
    ),
  }));
  // Every template in the order given, grouped by the first character of its text before the number: a stored text
  // is only compared with the templates it can match (a 2,000-field form asks for every label, placeholder and
  // message). A template that starts with its number is in every group.
  const entries = defaults.flatMap(({ key, byLocale }) =>
    Object.values(byLocale).map((template) => ({ key, template })),
  );
  const startingWithNumber = entries.filter((entry) => entry.template.before === '');
  const byFirst = new Map(
    [...new Set(entries.map((entry) => entry.template.before.charAt(0)).filter(Boolean))].map((first) => [
      first,
      entries.filter((entry) => entry.template.before === '' || entry.template.before.charAt(0) === first),
    ]),
  );
  const designDefaultOf = (stored: string): DesignDefault | undefined => {
    const text = stored.trim();
    if (!text) return undefined;
    for (const { key, template } of byFirst.get(text.charAt(0)) ?? startingWithNumber) {
      const n = numberIn(text, template);
      if (n !== undefined) return { key, n };
    }
    return undefined;
  };
  const designText = (stored: string, locale: string): string => {
    const found = designDefaultOf(stored);
    if (!found) return stored;
    const byLocale = defaults.find((entry) => entry.key === found.key)?.byLocale;
    const own = byLocale?.[locale] ?? byLocale?.[FALLBACK_LOCALE];
    return own ? fill(own, found.n) : stored;
  };
  return { designDefaultOf, designText };
}
