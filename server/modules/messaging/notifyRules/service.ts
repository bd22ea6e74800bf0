/**
 * Approval notification rules (console spec §2.3 MESSAGE, approval notifications): an approval event sends a template
 * through channels, for the whole tenant or one flow (which overrides the tenant's rule for that event). The
 * template must be written for that event and for the channels' kind; the channels must be the tenant's and enabled.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { TemplateEvent } from '@shared/messaging/templateEvents';
import type { Tx } from '../../../db/database';
import { messageChannels, notifyRules, wfProcesses } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { generateId } from '../../../ids';
import { recordOperation } from '../../identity/common/audit';
import { sendTaskFieldError } from '../sendTasks/errors';
import { checkTemplate } from '../sendTasks/checks';
import { roleWithoutDefault } from '../sendTasks/vendorChoice';
import { findRule, type NotifyRuleRow } from './queries';

export interface NotifyRuleInput {
  flowId?: string;
  event: TemplateEvent;
  templateId: string;
  channelIds: string[];
  status?: '0' | '1';
}

const snap = ({ createdAt: _c, updatedAt: _u, merchantId: _m, ...rest }: NotifyRuleRow) => rest;

const checked = async (tx: Tx, merchantId: string, input: NotifyRuleInput) => {
  const flowId = input.flowId?.trim() ?? '';
  if (flowId) {
    const [flow] = await tx
      .select({ id: wfProcesses.id })
      .from(wfProcesses)
      .where(and(eq(wfProcesses.merchantId, merchantId), eq(wfProcesses.id, flowId)));
    if (!flow) throw sendTaskFieldError('flowId', 'unknownFlow');
  }
  const channelIds = [...new Set(input.channelIds)];
  const channels = await tx
    .select()
    .from(messageChannels)
    .where(and(eq(messageChannels.merchantId, merchantId), inArray(messageChannels.channelId, channelIds)));
  const byId = new Map(channels.map((c) => [c.channelId, c]));
  const missing = channelIds.find((id) => !byId.has(id));
  if (missing !== undefined) throw sendTaskFieldError('channelIds', 'unknownChannel');
  const off = channels.find((c) => c.status !== '0');
  if (off) throw sendTaskFieldError('channelIds', 'channelDisabled', { name: off.channelName });
  for (const channel of channels) {
    // approval notifications name no sign or template: the channel's defaults must exist
    const role = await roleWithoutDefault(tx, channel);
    if (role) throw sendTaskFieldError('channelIds', `noEntry.${role}`, { name: channel.channelName });
  }
  const kinds = new Set(channels.map((c) => c.kind));
  const [kind] = [...kinds];
  if (kinds.size !== 1 || kind === undefined) throw sendTaskFieldError('channelIds', 'channelsOneKind');
  const template = await checkTemplate(
    tx,
    merchantId,
    kind as Parameters<typeof checkTemplate>[2],
    input.templateId,
  );
  if (template.event !== input.event)
    throw sendTaskFieldError('templateId', 'templateEventMismatch', { event: input.event });
  return { flowId, channelIds, templateId: template.templateId };
};

/** Adds the rule, or replaces the one of the same flow and event. */
export const saveRule = async (deps: AppDeps, session: SessionContext, input: NotifyRuleInput) => {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const values = await checked(tx, session.merchantId, input);
    const [before] = await tx
      .select()
      .from(notifyRules)
      .where(
        and(
          eq(notifyRules.merchantId, session.merchantId),
          eq(notifyRules.flowId, values.flowId),
          eq(notifyRules.event, input.event),
        ),
      )
      .for('update');
    const [row] = await tx
      .insert(notifyRules)
      .values({
        ruleId: generateId(now),
        merchantId: session.merchantId,
        event: input.event,
        ...values,
        status: input.status ?? '0',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [notifyRules.merchantId, notifyRules.flowId, notifyRules.event],
        set: {
          templateId: values.templateId,
          channelIds: values.channelIds,
          status: input.status ?? '0',
          updatedAt: now,
        },
      })
      .returning();
    const saved = row as NotifyRuleRow;
    await recordOperation(
      tx,
      session,
      {
        action: before ? 'update' : 'create',
        targetType: 'notifyRule',
        targetId: saved.ruleId,
        targetName: `${saved.flowId || '*'} ${saved.event}`,
        before: before ? snap(before) : undefined,
        after: snap(saved),
      },
      now,
    );
    return { ruleId: saved.ruleId };
  });
};

export const deleteRule = async (deps: AppDeps, session: SessionContext, ruleId: string) => {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const current = await findRule(tx, session.merchantId, ruleId);
    if (!current) throw notFound();
    await tx
      .delete(notifyRules)
      .where(and(eq(notifyRules.merchantId, session.merchantId), eq(notifyRules.ruleId, ruleId)));
    await recordOperation(
      tx,
      session,
      {
        action: 'delete',
        targetType: 'notifyRule',
        targetId: ruleId,
        targetName: `${current.flowId || '*'} ${current.event}`,
        before: snap(current),
      },
      now,
    );
  });
};
