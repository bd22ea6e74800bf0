/**
 * Nobody gives more than they hold (console spec §7.3, positions and roles): an administrator without the super
 * role may not give the super role, directly (a user's roles, a role's holders) or through a position (its linked
 * roles, its holders), nor put into a position's JSON a permission they do not hold themselves. Otherwise anyone
 * who may edit users or positions could make themselves a super administrator.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { permsOfPosition } from '@shared/api/modules/identity/positionPermission';
import type { Db, Tx } from '../../../db/database';
import { positionRoles, positions, roles } from '../../../db/schema';
import type { SessionContext } from '../../../http/context';
import { ALL_PERMISSIONS, loadPermissions } from '../../../auth/sessionStore';
import { rule } from './errors';

/** The granter's permissions, read in the same transaction as the change. */
const heldBy = (db: Db | Tx, session: SessionContext) => loadPermissions(db as Db, session);
const holdsAll = async (db: Db | Tx, session: SessionContext) =>
  (await heldBy(db, session)).includes(ALL_PERMISSIONS);

/** Refuses roles that include the super role, unless the granter is a super administrator. */
export const assertMayGrantRoles = async (
  db: Db | Tx,
  session: SessionContext,
  roleIds: readonly string[],
) => {
  if (roleIds.length === 0 || (await holdsAll(db, session))) return;
  const [superRole] = await db
    .select({ id: roles.roleId })
    .from(roles)
    .where(and(inArray(roles.roleId, [...roleIds]), eq(roles.isSuper, true)))
    .limit(1);
  if (superRole) throw rule('grant.superOnly');
};

/** Refuses permission strings the granter does not hold. */
export const assertMayGrantPerms = async (db: Db | Tx, session: SessionContext, perms: readonly string[]) => {
  if (perms.length === 0) return;
  const held = await heldBy(db, session);
  if (held.includes(ALL_PERMISSIONS)) return;
  const missing = perms.find((perm) => !held.includes(perm));
  if (missing !== undefined) throw rule('grant.permNotHeld', { perm: missing });
};

/** Refuses positions whose linked roles or permission JSON give more than the granter holds. */
export const assertMayGrantPositions = async (
  db: Db | Tx,
  session: SessionContext,
  positionIds: readonly string[],
) => {
  if (positionIds.length === 0 || (await holdsAll(db, session))) return;
  const linked = await db
    .select({ id: positionRoles.roleId })
    .from(positionRoles)
    .where(inArray(positionRoles.positionId, [...positionIds]));
  await assertMayGrantRoles(
    db,
    session,
    linked.map((row) => row.id),
  );
  const rows = await db
    .select({ permission: positions.permission })
    .from(positions)
    .where(inArray(positions.positionId, [...positionIds]));
  await assertMayGrantPerms(
    db,
    session,
    rows.flatMap((row) => permsOfPosition(row.permission)),
  );
};
