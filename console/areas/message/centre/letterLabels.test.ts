import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_EVENTS } from '@shared/messaging/templateEvents';
import approvalEn from '@shared/i18n/locales/en_US/approval.json';
import consoleAr from '@shared/i18n/locales/ar_EG/console.json';
import templatesAr from '@shared/i18n/locales/ar_EG/templates.json';
import consoleEn from '@shared/i18n/locales/en_US/console.json';
import templatesEn from '@shared/i18n/locales/en_US/templates.json';
import { categoryLabel } from './letterLabels';

const translatorIn = async (locale: string, consoleTexts: object, templates: object) => {
  const i18n = createInstance();
  await i18n.init({
    lng: locale,
    defaultNS: 'console',
    resources: { [locale]: { console: consoleTexts, templates } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
};

/** Every category a letter can be written with: approval letters, reminders, codes and send tasks' messages. */
const CATEGORIES = [
  ...Object.keys(approvalEn.letter).map((kind) => `approval.${kind}`),
  'approval.fillReminder',
  'verification',
  'message.sendTask',
  ...TEMPLATE_EVENTS.map((event) => `message.${event}`),
];

describe('letter categories in the reader’s words', () => {
  it('every category a letter can carry has a label, never its code or a key', async () => {
    for (const t of [
      await translatorIn('en_US', consoleEn, templatesEn),
      await translatorIn('ar_EG', consoleAr, templatesAr),
    ])
      for (const category of CATEGORIES) {
        const label = categoryLabel(t, category);
        expect(label, category).not.toMatch(/[a-z]+\.[a-zA-Z]|_|^$/);
      }
  });

  it('names a send task’s message by the event that sent it', async () => {
    const t = await translatorIn('en_US', consoleEn, templatesEn);
    expect(categoryLabel(t, 'message.sendTask')).toBe('Message');
    expect(categoryLabel(t, 'message.task.created')).toBe('Message: Task to handle');
    expect(categoryLabel(t, 'approval.approved')).toBe('Approved');
  });
});
