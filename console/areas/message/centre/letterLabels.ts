import type { TFunction } from 'i18next';

/** A letter category's label in the UI language; an unknown category shows its code. */
export const categoryLabel = (t: TFunction, category: string) =>
  t(`letters.categories.${category}`, { defaultValue: category });
