/**
 * The engine's directory of people for one tenant, read from the identity tables (users, user_roles,
 * user_positions, users.organize_id, the tenant's super role). Loaded when an action needs it (cached briefly)
 * so the engine's synchronous look-ups need no I/O.
 */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { organizations, roles, userPositions, userRoles, users } from '../../db/schema';
import type { Directory, UserRef } from '../../engine';

export interface TenantPeople {
  users: Map<string, UserRef & { organizeId: string; userName: string }>;
  byRole: Map<string, string[]>;
  byPosition: Map<string, string[]>;
  byOrganisation: Map<string, string[]>;
  /** Organisation id → its leader field (a user id or a display name; free text, may name nobody). */
  leaders: Map<string, string>;
  adminId: string | null;
}

const CACHE_MS = 2000;
const cache = new Map<string, { at: number; people: TenantPeople }>();

const push = (map: Map<string, string[]>, key: string, value: string) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/** Active people of a tenant: display name is the nick name. */
export const loadPeople = async (
  db: Db | Tx,
  merchantId: string,
  nowMs = Date.now(),
): Promise<TenantPeople> => {
  const cached = cache.get(merchantId);
  if (cached && nowMs - cached.at >= 0 && nowMs - cached.at < CACHE_MS) return cached.people;
  // one after another: inside a transaction they share one connection, which takes one query at a time
  const userRows = await db
    .select({
      userId: users.userId,
      nickName: users.nickName,
      userName: users.userName,
      organizeId: users.organizeId,
      status: users.status,
    })
    .from(users)
    .where(eq(users.merchantId, merchantId));
  const roleRows = await db
    .select({ userId: userRoles.userId, roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.merchantId, merchantId));
  const positionRows = await db
    .select({ userId: userPositions.userId, positionId: userPositions.positionId })
    .from(userPositions)
    .where(eq(userPositions.merchantId, merchantId));
  const superRoles = await db
    .select({ roleId: roles.roleId })
    .from(roles)
    .where(and(eq(roles.merchantId, merchantId), eq(roles.isSuper, true)));
  const leaderRows = await db
    .select({ organizeId: organizations.organizeId, leader: organizations.leader })
    .from(organizations)
    .where(eq(organizations.merchantId, merchantId));
  const people: TenantPeople = {
    users: new Map(),
    byRole: new Map(),
    byPosition: new Map(),
    byOrganisation: new Map(),
    leaders: new Map(
      leaderRows.filter((row) => row.leader.trim()).map((row) => [row.organizeId, row.leader.trim()]),
    ),
    adminId: null,
  };
  for (const row of userRows) {
    if (row.status === '1') continue;
    people.users.set(row.userId, {
      userId: row.userId,
      userName: row.nickName || row.userName,
      organizeId: row.organizeId,
    });
    if (row.organizeId) push(people.byOrganisation, row.organizeId, row.userId);
  }
  for (const row of roleRows) push(people.byRole, row.roleId, row.userId);
  for (const row of positionRows) push(people.byPosition, row.positionId, row.userId);
  const superIds = new Set(superRoles.map((r) => r.roleId));
  people.adminId = roleRows.find((r) => superIds.has(r.roleId) && people.users.has(r.userId))?.userId ?? null;
  cache.set(merchantId, { at: nowMs, people });
  return people;
};

const refs = (people: TenantPeople, ids: Iterable<string>): UserRef[] => {
  const out: UserRef[] = [];
  for (const id of ids) {
    const user = people.users.get(id);
    if (user) out.push({ userId: user.userId, userName: user.userName });
  }
  return out;
};

const collect = (map: Map<string, string[]>, keys: string[]) => keys.flatMap((key) => map.get(key) ?? []);

/**
 * The engine's view of the people. `delegates` (away user id → delegate id) are the delegations active for the
 * flow at the step's time (`activeDelegates`); a delegate who left the tenant is nobody's delegate.
 */
export const directoryOf = (people: TenantPeople, delegates?: ReadonlyMap<string, string>): Directory => ({
  usersOfRoles: (roleIds) => refs(people, collect(people.byRole, roleIds)),
  usersOfOrganisations: (ids) => refs(people, collect(people.byOrganisation, ids)),
  usersOfPositions: (ids) => refs(people, collect(people.byPosition, ids)),
  tenantAdmin: () => (people.adminId ? (refs(people, [people.adminId])[0] ?? null) : null),
  userById: (userId) => refs(people, [userId])[0] ?? null,
  delegateOf: (userId) => {
    const delegateId = delegates?.get(userId);
    return delegateId ? (refs(people, [delegateId])[0] ?? null) : null;
  },
  leaderOf: (userId) => leaderOf(people, userId),
});

/** The leader of the user's organisation, when the field names an active member of the tenant (by id or name). */
const leaderOf = (people: TenantPeople, userId: string): UserRef | null => {
  const organizeId = people.users.get(userId)?.organizeId;
  const leader = organizeId ? people.leaders.get(organizeId) : undefined;
  if (!leader) return null;
  const found =
    people.users.get(leader) ?? [...people.users.values()].find((user) => user.userName === leader);
  return found ? { userId: found.userId, userName: found.userName } : null;
};

export const nameOf = (people: TenantPeople, userId: string | null | undefined): string =>
  (userId && people.users.get(userId)?.userName) || userId || '';

/** Users by id within the tenant (for assignor lists from the client). */
export const knownUsers = (people: TenantPeople, ids: string[]): UserRef[] => refs(people, ids);
