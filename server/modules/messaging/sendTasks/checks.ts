/** The checks a new send task passes before anything is written: its channel, template, variables and time. */
import { and, eq } from 'drizzle-orm';
import type { SendKind } from '@shared/messaging/channelKinds';
import { unresolvedVariables, variablesIn } from '@shared/messaging/renderTemplate';
import { variablesOf } from '@shared/messaging/templateEvents';
import type { Db, Tx } from '../../../db/database';
import { messageChannels, messageTemplates } from '../../../db/schema';
import { sendTaskFieldError } from './errors';

export type ChannelRow = typeof messageChannels.$inferSelect;
export type TemplateRow = typeof messageTemplates.$inferSelect;

/** The tenant's enabled channel of the task's kind; site messages take none. */
export const checkChannel = async (
  db: Db | Tx,
  merchantId: string,
  kind: SendKind,
  channelId: string | undefined,
): Promise<ChannelRow | undefined> => {
  if (kind === 'letter') return undefined;
  if (!channelId) throw sendTaskFieldError('channelId', 'channelRequired');
  const [channel] = await db
    .select()
    .from(messageChannels)
    .where(and(eq(messageChannels.merchantId, merchantId), eq(messageChannels.channelId, channelId)));
  if (!channel) throw sendTaskFieldError('channelId', 'unknownChannel');
  if (channel.kind !== kind) throw sendTaskFieldError('channelId', 'channelKindMismatch', { kind });
  if (channel.status !== '0')
    throw sendTaskFieldError('channelId', 'channelDisabled', { name: channel.channelName });
  return channel;
};

/** The tenant's enabled template written for the task's kind. */
export const checkTemplate = async (
  db: Db | Tx,
  merchantId: string,
  kind: SendKind,
  templateId: string,
): Promise<TemplateRow> => {
  const [template] = await db
    .select()
    .from(messageTemplates)
    .where(and(eq(messageTemplates.merchantId, merchantId), eq(messageTemplates.templateId, templateId)));
  if (!template) throw sendTaskFieldError('templateId', 'unknownTemplate');
  if (template.channel !== kind) throw sendTaskFieldError('templateId', 'templateChannelMismatch', { kind });
  if (template.status !== '0')
    throw sendTaskFieldError('templateId', 'templateDisabled', { name: template.templateName });
  return template;
};

/**
 * Refuses a value for a variable the template neither uses nor gets from its event, and a template whose variables
 * the task leaves without a value: a plain send task has no approval or task behind it to supply them (issue 29
 * "Messages"), so what the template was written for must be typed in, or nothing but an empty shell would be sent.
 */
export const checkVariables = (template: TemplateRow, variables: Record<string, string>) => {
  const known = new Set<string>([
    ...variablesOf(template.event),
    ...variablesIn(template.subject),
    ...variablesIn(template.body),
  ]);
  const unknown = Object.keys(variables).find((name) => !known.has(name));
  if (unknown !== undefined)
    throw sendTaskFieldError('variables', 'unknownVariable', {
      variable: unknown,
      known: [...known].join(', '),
    });
  const missing = unresolvedVariables([template.subject, template.body], variables);
  if (missing.length > 0)
    throw sendTaskFieldError('variables', 'variablesMissing', {
      name: template.templateName,
      variables: missing.map((name) => `{{${name}}}`).join(', '),
    });
};

/** When to send: absent or past means now; an unreadable time is refused. */
export const sendTimeOf = (sendAt: string | undefined, now: Date): Date => {
  if (!sendAt?.trim()) return now;
  const at = new Date(sendAt);
  if (Number.isNaN(at.getTime())) throw sendTaskFieldError('sendAt', 'badSendAt');
  return at.getTime() < now.getTime() ? now : at;
};
