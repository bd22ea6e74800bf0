import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/database';
import { organizations, userDataPerms } from '../../../db/schema';
import type { SessionContext } from '../../../http/context';

/** The organisations a session may see; `null` when nothing limits it. */
export type OrganizeScope = ReadonlySet<string> | null;

interface OrgLink {
  organizeId: string;
  parentId: string;
}

/** `roots` and every organisation below them. */
export const withSubtrees = (orgs: readonly OrgLink[], roots: readonly string[]): Set<string> => {
  const children = new Map<string, string[]>();
  for (const org of orgs) children.set(org.parentId, [...(children.get(org.parentId) ?? []), org.organizeId]);
  const known = new Set(orgs.map((o) => o.organizeId));
  const found = new Set<string>();
  const stack = roots.filter((id) => known.has(id));
  while (stack.length) {
    const id = stack.pop() as string;
    if (found.has(id)) continue;
    found.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return found;
};

/**
 * Data permissions (console spec §7.2 userDataPerms / excludeDataPerms) as one set. A user with no rows in the
 * session's tenant sees every organisation. With 'include' rows they see those organisations and everything below
 * them; with only 'exclude' rows they see every organisation. Excluded organisations, and everything below them,
 * are then taken away. Super roles (`*:*:*`) are never limited.
 */
export const organizeScopeOf = (
  orgs: readonly OrgLink[],
  perms: readonly { organizeId: string; mode: string }[],
): OrganizeScope => {
  if (perms.length === 0) return null;
  const include = perms.filter((p) => p.mode === 'include').map((p) => p.organizeId);
  const exclude = perms.filter((p) => p.mode === 'exclude').map((p) => p.organizeId);
  const base = include.length ? withSubtrees(orgs, include) : new Set(orgs.map((o) => o.organizeId));
  for (const id of withSubtrees(orgs, exclude)) base.delete(id);
  return base;
};

/** The organisations this session may see: the one function every list governed by data permissions uses. */
export const visibleOrganizeIds = async (
  db: Db | Tx,
  session: SessionContext,
  permissions: () => Promise<string[]>,
): Promise<OrganizeScope> => {
  if ((await permissions()).includes('*:*:*')) return null;
  const perms = await db
    .select({ organizeId: userDataPerms.organizeId, mode: userDataPerms.mode })
    .from(userDataPerms)
    .where(and(eq(userDataPerms.userId, session.userId), eq(userDataPerms.merchantId, session.merchantId)));
  if (perms.length === 0) return null;
  const orgs = await db
    .select({ organizeId: organizations.organizeId, parentId: organizations.parentId })
    .from(organizations)
    .where(eq(organizations.merchantId, session.merchantId));
  return organizeScopeOf(orgs, perms);
};

/** A SQL condition keeping rows whose organisation `column` is in scope (none when unlimited). */
export const inOrganizeScope = (column: AnyPgColumn, scope: OrganizeScope): SQL | undefined => {
  if (scope === null) return undefined;
  if (scope.size === 0) return sql`false`;
  return inArray(column, [...scope]);
};

/** Keeps the rows whose organisation is in scope. */
export const keepInScope = <T extends { organizeId: string }>(
  rows: readonly T[],
  scope: OrganizeScope,
): T[] => (scope === null ? [...rows] : rows.filter((r) => scope.has(r.organizeId)));
