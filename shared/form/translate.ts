/**
 * A tiny translator over the `form` namespace JSON (nested objects of strings), so the runtime does not
 * need i18next. A host `t` function, when given, is asked first.
 */

export type MessageTree = { [key: string]: string | MessageTree };
export type TranslateParams = Record<string, unknown>;
/** Host translator: returns the text, or undefined / the key itself when it has none. */
export type HostTranslate = (key: string, params?: TranslateParams) => string | undefined;
export type Translate = (key: string, params?: TranslateParams) => string;

export const FORM_NAMESPACE = 'form';

/** Reads a dotted key from a message tree. */
export function lookupMessage(tree: MessageTree | undefined, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Replaces `{{name}}` placeholders (i18next syntax) with params. */
export function interpolate(text: string, params?: TranslateParams): string {
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export interface TranslatorOptions {
  messages?: MessageTree;
  /** Used for keys the locale lacks (en_US). */
  fallback?: MessageTree;
  host?: HostTranslate;
}

/** Builds `t(key, params)`: host first, then the locale, then the fallback, else the key. */
export function createTranslator({ messages, fallback, host }: TranslatorOptions): Translate {
  // Without a host the answer for a key without params never changes: long forms ask for the same placeholder often.
  const plain = new Map<string, string>();
  return (key, params) => {
    if (!host && !params) {
      const known = plain.get(key);
      if (known !== undefined) return known;
      const text = lookupMessage(messages, key) ?? lookupMessage(fallback, key) ?? key;
      plain.set(key, text);
      return text;
    }
    if (host) {
      const fromHost = host(`${FORM_NAMESPACE}:${key}`, params);
      if (fromHost !== undefined && fromHost !== key && fromHost !== `${FORM_NAMESPACE}:${key}`)
        return fromHost;
    }
    const text = lookupMessage(messages, key) ?? lookupMessage(fallback, key);
    return text === undefined ? key : interpolate(text, params);
  };
}
