/**
 * The engine's directory of people for one tenant, read from the identity tables (users, user_roles,
 * user_positions, users.organize_id, organisations with their parents and leaders, the tenant's super role). Loaded
 * when an action needs it and kept in the instance's cache until a change to those tables is announced, so the
 * engine's synchronous look-ups need no I/O.
 */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { organizations, roles, userPositions, userRoles, users } from '../../db/schema';
import type { AppCache } from '../../cache/appCache';
import { scope } from '../../cache/scopes';
import type { Directory, OrganisationLevel, UserRef } from '../../engine';
import type { TenantPeople } from './tenantPeople';

export type { TenantPeople } from './tenantPeople';

const push = (map: Map<string, string[]>, key: string, value: string) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/**
 * Active people of a tenant (display name is the nick name), from this instance's memory. A committed change to a
 * member, their roles or positions (scope people:), or to the tenant's organisations or roles (scope tenant:) drops
 * it on every instance. A miss is read through the caller's connection, a step's transaction included.
 */
export const loadPeople = async (
  source: { db: Db | Tx; cache: Pick<AppCache, 'people'> },
  merchantId: string,
): Promise<TenantPeople> => {
  const people = await source.cache.people.get(merchantId, async () => ({
    value: await readPeople(source.db, merchantId),
    scopes: [scope.tenant(merchantId), scope.people(merchantId)],
  }));
  if (!people) throw new Error('the people loader answered nothing');
  return people;
};

const readPeople = async (db: Db | Tx, merchantId: string): Promise<TenantPeople> => {
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
  const organisationRows = await db
    .select({
      organizeId: organizations.organizeId,
      parentId: organizations.parentId,
      leader: organizations.leader,
      leaderIds: organizations.leaderIds,
    })
    .from(organizations)
    .where(eq(organizations.merchantId, merchantId));
  const people: TenantPeople = {
    users: new Map(),
    byRole: new Map(),
    byPosition: new Map(),
    byOrganisation: new Map(),
    leaders: new Map(),
    parents: new Map(),
    rolesOf: new Map(),
    positionsOf: new Map(),
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
  for (const row of roleRows) {
    push(people.byRole, row.roleId, row.userId);
    push(people.rolesOf, row.userId, row.roleId);
  }
  for (const row of positionRows) {
    push(people.byPosition, row.positionId, row.userId);
    push(people.positionsOf, row.userId, row.positionId);
  }
  for (const row of organisationRows) {
    if (row.parentId) people.parents.set(row.organizeId, row.parentId);
    const leaderIds = Array.isArray(row.leaderIds) ? row.leaderIds : [];
    const legacy = leaderIds.length === 0 ? legacyLeader(people, row.leader.trim()) : null;
    const ids = legacy ? [legacy] : leaderIds.filter((id) => people.users.has(id));
    if (ids.length > 0) people.leaders.set(row.organizeId, ids);
  }
  const superIds = new Set(superRoles.map((r) => r.roleId));
  people.adminId = roleRows.find((r) => superIds.has(r.roleId) && people.users.has(r.userId))?.userId ?? null;
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
  organisationsOf: (userId) => organisationsOf(people, userId),
  membershipOf: (userId) => ({
    roleIds: people.rolesOf.get(userId) ?? [],
    positionIds: people.positionsOf.get(userId) ?? [],
  }),
});

/** The user an old free-text leader names (by id or display name), or null. */
function legacyLeader(people: TenantPeople, leader: string): string | null {
  if (!leader) return null;
  if (people.users.has(leader)) return leader;
  return [...people.users.values()].find((user) => user.userName === leader)?.userId ?? null;
}

/** The user's organisation and those above it, nearest first, with their active leaders (a cycle stops the walk). */
const organisationsOf = (people: TenantPeople, userId: string): OrganisationLevel[] => {
  const levels: OrganisationLevel[] = [];
  const seen = new Set<string>();
  for (let id = people.users.get(userId)?.organizeId; id && !seen.has(id); id = people.parents.get(id)) {
    seen.add(id);
    levels.push({ organizeId: id, leaders: refs(people, people.leaders.get(id) ?? []) });
  }
  return levels;
};

/** The (first) leader of the user's organisation, when it names an active member of the tenant. */
const leaderOf = (people: TenantPeople, userId: string): UserRef | null =>
  organisationsOf(people, userId)[0]?.leaders[0] ?? null;

export const nameOf = (people: TenantPeople, userId: string | null | undefined): string =>
  (userId && people.users.get(userId)?.userName) || userId || '';

/** Users by id within the tenant (for assignor lists from the client). */
export const knownUsers = (people: TenantPeople, ids: string[]): UserRef[] => refs(people, ids);
