import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { settingsOf, isChannelKind } from '@shared/messaging/channelKinds';
import type { Db, Tx } from '../../../db/database';
import { messageChannels, notifyRules, sendTasks } from '../../../db/schema';
import { iso } from '../../identity/common/time';
import { like } from '../../identity/user/queries';

export type ChannelRow = typeof messageChannels.$inferSelect;
type Conn = Db | Tx;
type Value = string | number | boolean;

export const findChannel = async (db: Conn, merchantId: string, channelId: string) =>
  (
    await db
      .select()
      .from(messageChannels)
      .where(and(eq(messageChannels.merchantId, merchantId), eq(messageChannels.channelId, channelId)))
  )[0];

/** The secret settings of the row's kind and vendor, each with whether a value is stored. */
export const secretsSetOf = (row: ChannelRow, storedKeys: readonly string[]) =>
  Object.fromEntries(
    (isChannelKind(row.kind) ? settingsOf(row.kind, row.vendor) : [])
      .filter((s) => s.type === 'secret')
      .map((s) => [s.key, storedKeys.includes(s.key)]),
  );

/** What the browser sees: plain settings only; for secrets, whether one is set (`secret_keys` from the row). */
export const channelView = (row: ChannelRow) => ({
  channelId: row.channelId,
  channelName: row.channelName,
  kind: row.kind,
  vendor: row.vendor,
  settings: row.settings as Record<string, Value>,
  secretsSet: secretsSetOf(row, storedSecretKeys(row)),
  rateLimit: row.rateLimit,
  status: row.status,
  remark: row.remark,
  createTime: iso(row.createdAt),
  updateTime: iso(row.updatedAt),
});

/**
 * The names of the stored secrets, kept in the clear beside the sealed blob (`<names>|<sealed>`), so listing
 * channels never needs the key. The names are the setting keys, never values.
 */
export const storedSecretKeys = (row: Pick<ChannelRow, 'secrets'>): string[] => {
  const bar = row.secrets.indexOf('|');
  return bar > 0 ? row.secrets.slice(0, bar).split(',').filter(Boolean) : [];
};
export const sealedPart = (row: Pick<ChannelRow, 'secrets'>) => {
  const bar = row.secrets.indexOf('|');
  return bar >= 0 ? row.secrets.slice(bar + 1) : '';
};

export const channelPage = async (
  db: Db,
  merchantId: string,
  q: { keyword?: string; kind?: string; status?: string; pageNum: number; limit: number },
) => {
  const c = messageChannels;
  const where = and(
    eq(c.merchantId, merchantId),
    like(c.channelName, q.keyword),
    q.kind ? eq(c.kind, q.kind) : undefined,
    q.status ? eq(c.status, q.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(c).where(where);
  const rows = await db
    .select()
    .from(c)
    .where(where)
    .orderBy(desc(c.updatedAt), asc(c.channelId))
    .limit(q.limit)
    .offset((q.pageNum - 1) * q.limit);
  return { total: total?.n ?? 0, rows: rows.map(channelView) };
};

/** What still uses a channel: send tasks not finished yet, and notification rules that name it. */
export const channelUses = async (db: Conn, merchantId: string, channelId: string) => {
  const [tasks] = await db
    .select({ n: count() })
    .from(sendTasks)
    .where(
      and(
        eq(sendTasks.merchantId, merchantId),
        eq(sendTasks.channelId, channelId),
        inArray(sendTasks.status, ['scheduled', 'sending']),
      ),
    );
  const [rules] = await db
    .select({ n: count() })
    .from(notifyRules)
    .where(
      and(
        eq(notifyRules.merchantId, merchantId),
        sql`${notifyRules.channelIds} @> ${JSON.stringify([channelId])}::jsonb`,
      ),
    );
  return { tasks: tasks?.n ?? 0, rules: rules?.n ?? 0 };
};
