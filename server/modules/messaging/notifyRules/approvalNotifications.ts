/**
 * Approval notifications: in the transaction of an approval step, each letter the engine sends (task assigned, cc or share,
 * urged, overdue, approved, rejected, revoked, terminated, voided; and the reminders to fill in) is matched to the tenant's notification rule for its event (a rule of the flow
 * wins over the tenant's); a matching rule makes one send task per channel, with the letter's recipients and the
 * event's variables (applicant, process name, task name, an absolute link to the task …). The delivery worker sends
 * them after the commit, so a rolled-back step notifies nobody.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import type { SendKind } from '@shared/messaging/channelKinds';
import type { TemplateEvent } from '@shared/messaging/templateEvents';
import type { Tx } from '../../../db/database';
import { messageChannels, messageTemplates, notifyRules, users } from '../../../db/schema';
import type { EngineEffect, LetterTemplate } from '../../../engine';
import { addressKey, addressOfUser, isAddressFor } from '../sendTasks/addresses';
import { insertSendTask } from '../sendTasks/insertSendTask';
import type { ResolvedRecipient } from '../sendTasks/recipients';
import { approvalTaskUrl } from './taskUrl';

/** A reminder to fill in an application (flow settings, reminder cards): written by the reminder worker, not the engine. */
export interface FillReminderLetter {
  kind: 'letter';
  to: string;
  template: 'fillReminder';
  params: Record<string, string | number>;
}

/** The template event of each letter the engine (or the reminder worker) writes. */
const EVENT_OF: Partial<Record<LetterTemplate | FillReminderLetter['template'], TemplateEvent>> = {
  fillReminder: 'form.reminder',
  taskTodo: 'task.created',
  taskClaim: 'task.created',
  cc: 'cc.received',
  // a read-only share reaches its people as a copy
  shared: 'cc.received',
  urge: 'task.urged',
  overtime: 'task.overtime',
  approved: 'instance.approved',
  rejected: 'instance.rejected',
  revoked: 'instance.revoked',
  terminated: 'instance.terminated',
  voided: 'instance.voided',
};

export interface NotifyContext {
  merchantId: string;
  processId: string;
  processName: string;
  now: Date;
  t: TFunction;
  /** The user who started the application. */
  applicantId: string;
  /** Who acted (approver, sender of a cc). */
  actorName: string;
  /** The console's address, for the task links. */
  consoleUrl: string;
  /** The tenant's active rules (every flow and event) when the caller holds them already; read here otherwise. */
  activeRules?: readonly NotifyRule[];
}

type NotifyRule = typeof notifyRules.$inferSelect;

type Letter = Extract<EngineEffect, { kind: 'letter' }> | FillReminderLetter;

const ruleFor = (rules: readonly NotifyRule[], event: string) =>
  rules.find((r) => r.event === event && r.flowId !== '') ??
  rules.find((r) => r.event === event && r.flowId === '');

export const writeApprovalNotifications = async (
  tx: Tx,
  effects: readonly (EngineEffect | FillReminderLetter)[],
  ctx: NotifyContext,
) => {
  const letters = effects.flatMap((e) =>
    e.kind === 'letter' && EVENT_OF[e.template]
      ? [{ letter: e, event: EVENT_OF[e.template] as TemplateEvent }]
      : [],
  );
  if (letters.length === 0) return;
  const events = [...new Set(letters.map((l) => l.event))];
  const rules = ctx.activeRules
    ? ctx.activeRules.filter(
        (rule) =>
          rule.status === '0' &&
          (events as string[]).includes(rule.event) &&
          (rule.flowId === '' || rule.flowId === ctx.processId),
      )
    : await tx
        .select()
        .from(notifyRules)
        .where(
          and(
            eq(notifyRules.merchantId, ctx.merchantId),
            eq(notifyRules.status, '0'),
            inArray(notifyRules.event, events),
            inArray(notifyRules.flowId, ['', ctx.processId]),
          ),
        );
  if (rules.length === 0) return;
  const people = await tx
    .select()
    .from(users)
    .where(
      and(
        eq(users.merchantId, ctx.merchantId),
        inArray(users.userId, [...new Set([ctx.applicantId, ...letters.map((l) => l.letter.to)])]),
      ),
    );
  const byId = new Map(people.map((p) => [p.userId, p]));
  const nameOf = (id: string) => byId.get(id)?.nickName || byId.get(id)?.userName || '';
  for (const event of events) {
    const rule = ruleFor(rules, event);
    if (!rule) continue;
    await notifyEvent(
      tx,
      ctx,
      rule,
      event,
      letters.filter((l) => l.event === event).map((l) => l.letter),
      {
        byId,
        applicant: nameOf(ctx.applicantId),
      },
    );
  }
};

const notifyEvent = async (
  tx: Tx,
  ctx: NotifyContext,
  rule: NotifyRule,
  event: TemplateEvent,
  letters: Letter[],
  people: { byId: Map<string, typeof users.$inferSelect>; applicant: string },
) => {
  const [template] = await tx
    .select()
    .from(messageTemplates)
    .where(
      and(eq(messageTemplates.merchantId, ctx.merchantId), eq(messageTemplates.templateId, rule.templateId)),
    );
  if (!template || template.status !== '0' || template.event !== event) return;
  const channels = await tx
    .select()
    .from(messageChannels)
    .where(
      and(
        eq(messageChannels.merchantId, ctx.merchantId),
        inArray(messageChannels.channelId, rule.channelIds as string[]),
        eq(messageChannels.status, '0'),
        eq(messageChannels.kind, template.channel),
      ),
    );
  const shared = {
    applicant: people.applicant,
    processName: ctx.processName,
    approver: ctx.actorName,
    sender: ctx.actorName,
    comment: '',
    createTime: ctx.now.toISOString().slice(0, 16).replace('T', ' '),
  };
  for (const channel of channels) {
    const kind = channel.kind as SendKind;
    const recipients = recipientsOf(kind, letters, people.byId, ctx.consoleUrl);
    if (recipients.withAddress.length + recipients.withoutAddress.length === 0) continue;
    await insertSendTask(
      tx,
      {
        merchantId: ctx.merchantId,
        taskName: ctx.t('messaging:sendTask.approvalTaskName', {
          processName: ctx.processName,
          event: ctx.t(`templates:event.${event.replace('.', '_')}`),
        }),
        kind,
        channelId: channel.channelId,
        template,
        variables: shared,
        sendAt: ctx.now,
        source: event,
        createBy: '',
      },
      recipients,
      ctx.now,
      ctx.t,
    );
  }
};

const recipientsOf = (
  kind: SendKind,
  letters: Letter[],
  byId: Map<string, typeof users.$inferSelect>,
  consoleUrl: string,
) => {
  const withAddress: ResolvedRecipient[] = [];
  const withoutAddress: ResolvedRecipient[] = [];
  const seen = new Set<string>();
  for (const letter of letters) {
    const person = byId.get(letter.to);
    if (!person) continue;
    const taskId = typeof letter.params.taskId === 'string' ? letter.params.taskId : '';
    const userName = person.nickName || person.userName;
    const variables: Record<string, string> = {
      taskName: String(letter.params.nodeName ?? ''),
      taskUrl: approvalTaskUrl(consoleUrl, taskId, String(letter.params.instanceId ?? '')),
      // the approver's comment on an approval or refusal that ended the application
      ...(letter.params.comment !== undefined ? { comment: String(letter.params.comment) } : {}),
      // a reminder to fill in addresses its reader as the applicant-to-be
      ...(letter.template === 'fillReminder' ? { applicant: userName } : {}),
    };
    if (kind === 'robot') {
      if (withAddress.length === 0) withAddress.push({ userId: '', userName: '', address: '', variables });
      continue;
    }
    const address = addressOfUser(kind, person);
    if (!address || !isAddressFor(kind, address)) {
      withoutAddress.push({ userId: person.userId, userName, address, variables });
      continue;
    }
    const key = `${addressKey(kind, address)}\u0000${taskId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    withAddress.push({ userId: person.userId, userName, address, variables });
  }
  return { withAddress, withoutAddress };
};
