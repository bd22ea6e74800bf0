import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { preparedStatement } from '../db/preparedStatement';
import { permsOfPosition } from '@shared/api/modules/identity/positionPermission';
import {
  menus,
  merchantAuths,
  positionRoles,
  positions,
  roleMenus,
  roles,
  sessions,
  userPositions,
  userRoles,
} from '../db/schema';
import type { SessionContext } from '../http/context';
import { hashToken, newToken } from './tokens';

export const ALL_PERMISSIONS = '*:*:*';

const liveSession = preparedStatement<{
  userId: string;
  merchantId: string;
  expiresAt: Date | string;
  userName: string;
  homeMerchantId: string;
  status: string;
}>(
  'auth_live_session',
  sql`select s.user_id as "userId", s.merchant_id as "merchantId", s.expires_at as "expiresAt", u.user_name as "userName", u.merchant_id as "homeMerchantId", u.status
    from sessions s join users u on u.user_id = s.user_id
    where s.token_hash = ${sql.placeholder('tokenHash')} and s.revoked_at is null and s.expires_at > ${sql.placeholder('now')}::timestamptz`,
);

/**
 * The open session behind a token hash, with its expiry, read from the database: not revoked, not expired, its
 * user not disabled. The statement is written out and prepared once per connection.
 */
export const loadSession = async (
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ session: SessionContext; expiresAt: Date } | undefined> => {
  const [row] = await liveSession(db, { tokenHash, now: now.toISOString() });
  if (!row || row.status === '1') return undefined;
  return {
    session: {
      tokenHash,
      userId: row.userId,
      userName: row.userName,
      merchantId: row.merchantId,
      homeMerchantId: row.homeMerchantId,
    },
    expiresAt: row.expiresAt instanceof Date ? row.expiresAt : new Date(row.expiresAt),
  };
};

export const resolveSession = async (db: Db, token: string, now: Date): Promise<SessionContext | undefined> =>
  (await loadSession(db, hashToken(token), now))?.session;

export const createSession = async (
  db: Db,
  input: { userId: string; merchantId: string; ip: string; userAgent: string; ttlMs: number; now: Date },
): Promise<string> => {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    merchantId: input.merchantId,
    ip: input.ip,
    userAgent: input.userAgent,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.ttlMs),
  });
  return token;
};

/** Ends one session. The sessions table's trigger drops it from every instance's memory at commit. */
export const revokeSession = async (db: Db, tokenHash: string, now: Date) => {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, tokenHash));
};

/**
 * Ends every open session of a user (lock, disable, password change). The sessions table's trigger drops them from
 * every instance's memory when the caller's transaction commits.
 */
export const revokeUserSessions = async (db: Db | Tx, userId: string, now: Date) => {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
};

/** Enabled positions of the user in the session's tenant, as a join on `userPositions` (console spec §7.3). */
const enabledPosition = and(
  eq(positions.positionId, userPositions.positionId),
  eq(positions.merchantId, userPositions.merchantId),
  eq(positions.status, '0'),
);
const heldBy = (session: SessionContext) =>
  and(eq(userPositions.userId, session.userId), eq(userPositions.merchantId, session.merchantId));

/**
 * The session's active roles in its current tenant, in one query: at home its own roles and the roles linked to
 * the enabled positions it holds; in a tenant it switched into, the granted role.
 */
export const activeRolesOf = (db: Db, session: SessionContext) => {
  const held =
    session.merchantId === session.homeMerchantId
      ? or(
          inArray(
            roles.roleId,
            db
              .select({ roleId: userRoles.roleId })
              .from(userRoles)
              .where(and(eq(userRoles.userId, session.userId), eq(userRoles.merchantId, session.merchantId))),
          ),
          inArray(
            roles.roleId,
            db
              .select({ roleId: positionRoles.roleId })
              .from(positionRoles)
              .innerJoin(userPositions, eq(userPositions.positionId, positionRoles.positionId))
              .innerJoin(positions, enabledPosition)
              .where(and(heldBy(session), eq(positionRoles.merchantId, session.merchantId))),
          ),
        )
      : inArray(
          roles.roleId,
          db
            .select({ roleId: merchantAuths.roleId })
            .from(merchantAuths)
            .where(
              and(eq(merchantAuths.userId, session.userId), eq(merchantAuths.merchantId, session.merchantId)),
            ),
        );
  return db
    .select()
    .from(roles)
    .where(and(held, eq(roles.merchantId, session.merchantId), eq(roles.status, '0')));
};

/** Permission strings the permission JSON of the user's enabled positions grants (at home only). */
export const positionPermsOf = async (db: Db, session: SessionContext): Promise<string[]> => {
  if (session.merchantId !== session.homeMerchantId) return [];
  const rows = await db
    .select({ permission: positions.permission })
    .from(userPositions)
    .innerJoin(positions, enabledPosition)
    .where(heldBy(session));
  return rows.flatMap((r) => permsOfPosition(r.permission));
};

/** Permission strings of a set of roles: `*:*:*` for a super role, else the perms of their menus. */
export const permissionsOfRoles = async (
  db: Db,
  active: { roleId: string; isSuper: boolean }[],
): Promise<string[]> => {
  if (active.some((r) => r.isSuper)) return [ALL_PERMISSIONS];
  if (active.length === 0) return [];
  const rows = await db
    .selectDistinct({ perms: menus.perms })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.menuId, roleMenus.menuId))
    .where(
      and(
        inArray(
          roleMenus.roleId,
          active.map((r) => r.roleId),
        ),
        sql`${menus.perms} <> ''`,
      ),
    );
  return rows.map((r) => r.perms).sort();
};

/** Everything the session may do: its active roles' permissions and those its positions grant. */
export const loadPermissions = async (db: Db, session: SessionContext): Promise<string[]> => {
  const [fromRoles, fromPositions] = await Promise.all([
    activeRolesOf(db, session).then((active) => permissionsOfRoles(db, active)),
    positionPermsOf(db, session),
  ]);
  return mergePermissions(fromRoles, fromPositions);
};

/** One sorted list without repeats; `*:*:*` alone when present. */
export const mergePermissions = (...lists: readonly string[][]): string[] => {
  const all = new Set(lists.flat());
  return all.has(ALL_PERMISSIONS) ? [ALL_PERMISSIONS] : [...all].sort();
};

/** Whether `granted` holds `required` (or, for a list, one of them); `*:*:*` grants all. */
export const hasPermission = (granted: readonly string[], required: string | readonly string[]): boolean =>
  granted.includes(ALL_PERMISSIONS) ||
  (typeof required === 'string' ? [required] : required).some((p) => granted.includes(p));
