import { formDesignText } from '../i18n/formDefaults';
import type { ControlOptions, FormControl, FormDocument, FormRule, OptionItem } from './types';

/**
 * A form document as its reader sees it: every text the designer left at its default — placeholders, option and
 * tab names, the required message — in the reader's language (`formDesignText`); typed text stays. A new document;
 * the stored one is not changed.
 */
export const formInReaderLanguage = (document: FormDocument, locale: string): FormDocument => {
  const text = (value: string) => formDesignText(value, locale);
  const items = (list: OptionItem[]): OptionItem[] =>
    list.map((item) => ({
      ...item,
      label: typeof item.label === 'string' ? text(item.label) : item.label,
      ...(item.children ? { children: items(item.children) } : {}),
    }));
  const options = (given: ControlOptions): ControlOptions => ({
    ...given,
    ...(typeof given.placeholder === 'string' ? { placeholder: text(given.placeholder) } : {}),
    ...(Array.isArray(given.rangePlaceholder) ? { rangePlaceholder: given.rangePlaceholder.map(text) } : {}),
    ...(Array.isArray(given.options) ? { options: items(given.options) } : {}),
  });
  const rule = (given: FormRule): FormRule =>
    typeof given.message === 'string' ? { ...given, message: text(given.message) } : given;
  const control = (given: FormControl): FormControl => ({
    ...given,
    options: given.options ? options(given.options) : given.options,
    ...(given.rules ? { rules: given.rules.map(rule) } : {}),
    ...(given.list ? { list: given.list.map(control) } : {}),
    ...(given.columns
      ? {
          columns: given.columns.map((column) => ({
            ...column,
            ...('label' in column && typeof column.label === 'string' ? { label: text(column.label) } : {}),
            list: column.list.map(control),
          })),
        }
      : {}),
    ...(given.trs
      ? {
          trs: given.trs.map((row) => ({
            ...row,
            tds: row.tds.map((td) => ({ ...td, list: td.list.map(control) })),
          })),
        }
      : {}),
  });
  return { ...document, list: document.list.map(control) };
};
