import { sql } from 'drizzle-orm';
import type { ConsoleChangeKind } from '@shared/api/modules/shell';
import type { Tx } from '../../../db/database';

/** The LISTEN/NOTIFY channel console changes travel on between server instances. */
export const CONSOLE_CHANGE_CHANNEL = 'console_change';
/** Menus and apps are shared by every tenant: a change to them reaches every tenant's consoles. */
export const EVERY_TENANT = null;

export interface AnnouncedChange {
  /** The tenant whose consoles hear it; `EVERY_TENANT` for data all tenants share. */
  merchantId: string | null;
  kinds: ConsoleChangeKind[];
}

/**
 * Tells every open console of the tenant, on every server instance, what changed. Sent inside the writing
 * transaction: it is heard when that transaction commits and never when it rolls back.
 */
export const announceChange = async (tx: Tx, merchantId: string | null, kinds: ConsoleChangeKind[]) => {
  const change: AnnouncedChange = { merchantId, kinds };
  await tx.execute(sql`select pg_notify(${CONSOLE_CHANGE_CHANNEL}, ${JSON.stringify(change)})`);
};
