/** Reads of approval notification rules, scoped to the tenant, with the names of their flow, template and channels. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/database';
import { messageChannels, messageTemplates, notifyRules, wfProcesses } from '../../../db/schema';
import { iso } from '../../identity/common/time';

export type NotifyRuleRow = typeof notifyRules.$inferSelect;

export const findRule = async (db: Db | Tx, merchantId: string, ruleId: string) =>
  (
    await db
      .select()
      .from(notifyRules)
      .where(and(eq(notifyRules.merchantId, merchantId), eq(notifyRules.ruleId, ruleId)))
  )[0];

const namesOf = async <K extends string>(
  load: (ids: string[]) => Promise<{ id: string; name: string }[]>,
  ids: K[],
) => new Map((ids.length === 0 ? [] : await load([...new Set(ids)])).map((r) => [r.id, r.name]));

export const ruleList = async (db: Db, merchantId: string, flowId: string | undefined) => {
  const rows = await db
    .select()
    .from(notifyRules)
    .where(
      and(
        eq(notifyRules.merchantId, merchantId),
        flowId !== undefined ? eq(notifyRules.flowId, flowId) : undefined,
      ),
    )
    .orderBy(asc(notifyRules.flowId), asc(notifyRules.event));
  const channelIds = rows.flatMap((r) => r.channelIds as string[]);
  const [flows, templates, channels] = await Promise.all([
    namesOf(
      (ids) =>
        db
          .select({ id: wfProcesses.id, name: wfProcesses.processName })
          .from(wfProcesses)
          .where(and(eq(wfProcesses.merchantId, merchantId), inArray(wfProcesses.id, ids))),
      rows.map((r) => r.flowId).filter(Boolean),
    ),
    namesOf(
      (ids) =>
        db
          .select({ id: messageTemplates.templateId, name: messageTemplates.templateName })
          .from(messageTemplates)
          .where(and(eq(messageTemplates.merchantId, merchantId), inArray(messageTemplates.templateId, ids))),
      rows.map((r) => r.templateId),
    ),
    namesOf(
      (ids) =>
        db
          .select({ id: messageChannels.channelId, name: messageChannels.channelName })
          .from(messageChannels)
          .where(and(eq(messageChannels.merchantId, merchantId), inArray(messageChannels.channelId, ids))),
      channelIds,
    ),
  ]);
  return rows.map((row) => {
    const ids = row.channelIds as string[];
    return {
      ruleId: row.ruleId,
      flowId: row.flowId,
      flowName: flows.get(row.flowId) ?? '',
      event: row.event,
      templateId: row.templateId,
      templateName: templates.get(row.templateId) ?? '',
      channelIds: ids,
      channelNames: ids.map((id) => channels.get(id) ?? ''),
      status: row.status,
      updateTime: iso(row.updatedAt),
    };
  });
};
