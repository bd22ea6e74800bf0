import type { TFunction } from 'i18next';

const MESSAGE = 'message.';
const MANUAL_SEND = 'message.sendTask';

/**
 * A letter category's label in the UI language: an approval letter by its kind, a message a send task wrote by the
 * event that sent it (a manual one as a message); an unknown category shows its code.
 */
export const categoryLabel = (t: TFunction, category: string): string => {
  if (category === MANUAL_SEND) return t('letters.categories.message');
  if (category.startsWith(MESSAGE)) {
    const event = category.slice(MESSAGE.length).replace('.', '_');
    return t('letters.categories.messageFor', {
      event: t(`templates:event.${event}`, { defaultValue: event }),
    });
  }
  return t(`letters.categories.${category}`, { defaultValue: category });
};
