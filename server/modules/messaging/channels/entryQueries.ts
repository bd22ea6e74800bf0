import { and, asc, eq } from 'drizzle-orm';
import type { ChannelEntryRole } from '@shared/messaging/channelKinds';
import type { Db, Tx } from '../../../db/database';
import { channelEntries } from '../../../db/schema';

export type EntryRow = typeof channelEntries.$inferSelect;
type Conn = Db | Tx;

/** The signs and vendor templates of a channel of the tenant, by role, oldest first (one role when given). */
export const entriesOf = (db: Conn, merchantId: string, channelId: string, role?: ChannelEntryRole) =>
  db
    .select()
    .from(channelEntries)
    .where(
      and(
        eq(channelEntries.merchantId, merchantId),
        eq(channelEntries.channelId, channelId),
        role ? eq(channelEntries.role, role) : undefined,
      ),
    )
    .orderBy(asc(channelEntries.role), asc(channelEntries.createdAt), asc(channelEntries.code));

export const findEntry = async (db: Conn, merchantId: string, entryId: string) =>
  (
    await db
      .select()
      .from(channelEntries)
      .where(and(eq(channelEntries.merchantId, merchantId), eq(channelEntries.entryId, entryId)))
  )[0];

export const entryView = (row: EntryRow) => ({
  entryId: row.entryId,
  channelId: row.channelId,
  role: row.role,
  code: row.code,
  name: row.name,
  isDefault: row.isDefault,
});

/** The codes a send goes out with: the chosen entries, else the channel's defaults (empty when it has none). */
export const vendorCodesOf = async (db: Conn, merchantId: string, channelId: string) => {
  const rows = await entriesOf(db, merchantId, channelId);
  const pick = (role: ChannelEntryRole) => rows.find((r) => r.role === role && r.isDefault)?.code ?? '';
  return { signName: pick('sign'), templateCode: pick('template') };
};
