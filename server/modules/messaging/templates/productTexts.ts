/**
 * The product's own message templates (console spec §2.11: the templates a tenant starts with), worded in every
 * language in the locale files (`messaging:defaultTemplate.<code>.subject|body`). A template's subject or body still
 * equal to one of them, in whichever language it was seeded, is the product's text and reads in its reader's
 * language; a text an administrator typed or edited is theirs and stays as typed.
 */
import { LOCALES, type Locale } from '@shared/i18n/locales';
import { translatorFor } from '../../../i18n';

/** The seeded templates the product words itself (each seeded in Chinese, and in English as `<code>_EN`). */
export const PRODUCT_TEMPLATE_CODES = ['TASK_TODO', 'INSTANCE_APPROVED', 'INSTANCE_REJECTED'] as const;
export type ProductTemplateCode = (typeof PRODUCT_TEMPLATE_CODES)[number];
type Field = 'subject' | 'body';

const keyOf = (code: ProductTemplateCode, field: Field) => `messaging:defaultTemplate.${code}.${field}`;

/** A product template's subject or body in one language. */
export const productTemplateText = (code: ProductTemplateCode, field: Field, locale: Locale): string =>
  translatorFor(locale)(keyOf(code, field));

let keysByText: Map<string, string> | undefined;
/** Every language's wording of every product text, to the key it words. */
const keyOfText = (text: string) => {
  keysByText ??= new Map(
    PRODUCT_TEMPLATE_CODES.flatMap((code) =>
      (['subject', 'body'] as const).flatMap((field) =>
        LOCALES.map((locale) => [productTemplateText(code, field, locale), keyOf(code, field)] as const),
      ),
    ),
  );
  return keysByText.get(text);
};

/** A template text as `locale` reads it: the product's own text in that language, anything typed as typed. */
export const readerTemplateText = (stored: string, locale: Locale): string => {
  const key = keyOfText(stored);
  return key ? translatorFor(locale)(key) : stored;
};
