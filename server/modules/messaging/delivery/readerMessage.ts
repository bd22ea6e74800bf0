/**
 * A send task's message as one recipient reads it (issue 29: "letters, mails and robot messages render per recipient
 * in the recipient's language"). A template the product wrote (one a tenant starts with, unedited) reads in the
 * recipient's language; one an administrator typed stays as typed. The variables are filled in, and those an approval
 * step supplied from the flow's design (the flow's name, the node's name) read in the recipient's language when the
 * designer left them at their default ("Approver" reads "审批人" to a Chinese reader). A plain send task's variables
 * were typed by the person who sent it and stay as typed.
 */
import { designText } from '@shared/i18n/designDefaults';
import type { Locale } from '@shared/i18n/locales';
import { renderTemplate } from '@shared/messaging/renderTemplate';
import { readerTemplateText } from '../templates/productTexts';
import type { ClaimedRecipient } from './claim';
import type { SendTaskRow } from './dueTasks';

/** The variables whose values come from a flow's design: its name and the name of the node a task is on. */
const DESIGN_VARIABLES = ['processName', 'taskName'] as const;

const inReadersWords = (variables: Record<string, string>, locale: Locale) => {
  const own = { ...variables };
  for (const name of DESIGN_VARIABLES) {
    const value = own[name];
    if (value !== undefined) own[name] = designText(value, locale);
  }
  return own;
};

/** The subject, body and variables of `recipient`'s message, in `locale` (the recipient's, from `readersOf`). */
export const readerMessage = (
  task: Pick<SendTaskRow, 'subject' | 'body' | 'variables' | 'source'>,
  recipient: Pick<ClaimedRecipient, 'variables'>,
  locale: Locale,
) => {
  const given = { ...(task.variables as Record<string, string>), ...recipient.variables };
  const variables = task.source === 'manual' ? given : inReadersWords(given, locale);
  return {
    subject: renderTemplate(readerTemplateText(task.subject, locale), variables).text,
    body: renderTemplate(readerTemplateText(task.body, locale), variables).text,
    variables,
  };
};
