import type { Db, Tx } from '../../../db/database';
import { merchants } from '../../../db/schema';

/** Ids below `rootId` in a parent-linked list (the root itself first). */
export const subtreeIds = (rows: readonly { id: string; parentId: string }[], rootId: string): string[] => {
  const children = new Map<string, string[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row.id]);
  const out: string[] = [];
  const seen = new Set<string>();
  const walk = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    out.push(id);
    for (const child of children.get(id) ?? []) walk(child);
  };
  walk(rootId);
  return out;
};

/** The session's tenant and every tenant below it: the tenants an administrator there may manage. */
export const visibleMerchantIds = async (db: Db | Tx, merchantId: string): Promise<string[]> => {
  const rows = await db.select({ id: merchants.merchantId, parentId: merchants.parentId }).from(merchants);
  if (!rows.some((r) => r.id === merchantId)) return [];
  return subtreeIds(rows, merchantId);
};
