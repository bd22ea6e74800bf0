import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { positionRoles, positions, userPositions } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { generateId } from '../../../ids';
import { recordOperation } from '../common/audit';
import { checkPositionPermission } from '@shared/api/modules/identity/positionPermission';
import { fieldError, throwIf } from '../common/errors';
import { assertMayGrantPerms, assertMayGrantPositions, assertMayGrantRoles } from '../common/grants';
import { assertOrganizes, assertRoles, assertUsers } from '../common/owned';
import { permsOfPosition } from '@shared/api/modules/identity/positionPermission';
import { findPosition, type PositionRow } from './queries';

interface PositionInput {
  positionName: string;
  positionCode?: string;
  organizeId: string;
  status?: '0' | '1';
  roleIds?: string[];
}

const check = (input: PositionInput) => {
  if (!input.positionName.trim())
    throw fieldError({ field: 'positionName', key: 'rule.positionNameRequired' });
  if (!input.organizeId.trim()) throw fieldError({ field: 'organizeId', key: 'rule.organizeRequired' });
};

const snap = async (tx: Tx, row: PositionRow) => ({
  ...row,
  roleIds: (
    await tx
      .select({ id: positionRoles.roleId })
      .from(positionRoles)
      .where(eq(positionRoles.positionId, row.positionId))
  ).map((r) => r.id),
  userIds: (
    await tx
      .select({ id: userPositions.userId })
      .from(userPositions)
      .where(eq(userPositions.positionId, row.positionId))
  ).map((r) => r.id),
});

const setRoles = async (tx: Tx, positionId: string, merchantId: string, roleIds: string[]) => {
  await tx.delete(positionRoles).where(eq(positionRoles.positionId, positionId));
  if (roleIds.length)
    await tx.insert(positionRoles).values(roleIds.map((roleId) => ({ positionId, roleId, merchantId })));
};

const create = async (
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  input: PositionInput & { permission?: unknown },
) => {
  const now = deps.now();
  await assertOrganizes(tx, session.merchantId, [input.organizeId]);
  const roleIds = await assertRoles(tx, session.merchantId, input.roleIds ?? []);
  await assertMayGrantRoles(tx, session, roleIds);
  await assertMayGrantPerms(tx, session, permsOfPosition(input.permission));
  const positionId = generateId(now);
  const [row] = await tx
    .insert(positions)
    .values({
      positionId,
      merchantId: session.merchantId,
      organizeId: input.organizeId,
      positionName: input.positionName.trim(),
      positionCode: input.positionCode ?? '',
      status: input.status ?? '0',
      permission: input.permission ?? {},
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await setRoles(tx, positionId, session.merchantId, roleIds);
  await recordOperation(
    tx,
    session,
    {
      action: 'create',
      targetType: 'position',
      targetId: positionId,
      targetName: input.positionName,
      after: await snap(tx, row as PositionRow),
    },
    now,
  );
  return { positionId };
};

export const addPosition = (deps: AppDeps, session: SessionContext, input: PositionInput) => {
  check(input);
  return deps.db.transaction((tx) => create(tx, deps, session, input));
};

/** A copy with the same organisation, roles and permission JSON, named '<name> (copy)'; holders are not copied. */
export const copyPosition = (deps: AppDeps, session: SessionContext, positionId: string, suffix: string) =>
  deps.db.transaction(async (tx) => {
    const source = await findPosition(tx, session.merchantId, positionId);
    if (!source) throw notFound();
    const roleIds = (await snap(tx, source)).roleIds;
    return create(tx, deps, session, {
      positionName: `${source.positionName}${suffix}`,
      positionCode: source.positionCode,
      organizeId: source.organizeId,
      status: source.status as '0' | '1',
      roleIds,
      permission: source.permission,
    });
  });

/** Runs a change on positions of the tenant (all must exist there) and logs each diff. */
const changePositions = async (
  deps: AppDeps,
  session: SessionContext,
  ids: string[],
  work: (tx: Tx, row: PositionRow) => Promise<void>,
) => {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    for (const id of [...new Set(ids)]) {
      const current = await findPosition(tx, session.merchantId, id);
      if (!current) throw notFound();
      const before = await snap(tx, current);
      await work(tx, current);
      const after = await findPosition(tx, session.merchantId, id);
      await recordOperation(
        tx,
        session,
        {
          action: after ? 'update' : 'delete',
          targetType: 'position',
          targetId: id,
          targetName: current.positionName,
          before,
          after: after ? await snap(tx, after) : undefined,
        },
        now,
      );
    }
  });
};

export const updatePosition = (
  deps: AppDeps,
  session: SessionContext,
  input: PositionInput & { positionId: string },
) => {
  check(input);
  return changePositions(deps, session, [input.positionId], async (tx, row) => {
    await assertOrganizes(tx, session.merchantId, [input.organizeId]);
    await tx
      .update(positions)
      .set({
        positionName: input.positionName.trim(),
        positionCode: input.positionCode ?? row.positionCode,
        organizeId: input.organizeId,
        status: input.status ?? row.status,
        updatedAt: deps.now(),
      })
      .where(eq(positions.positionId, row.positionId));
    if (input.roleIds) {
      const roleIds = await assertRoles(tx, session.merchantId, input.roleIds);
      const held = (await snap(tx, row)).roleIds;
      await assertMayGrantRoles(
        tx,
        session,
        roleIds.filter((id) => !held.includes(id)),
      );
      await setRoles(tx, row.positionId, session.merchantId, roleIds);
    }
  });
};

export const removePositions = (deps: AppDeps, session: SessionContext, ids: string[]) =>
  changePositions(deps, session, ids, async (tx, row) => {
    await tx.delete(userPositions).where(eq(userPositions.positionId, row.positionId));
    await tx.delete(positionRoles).where(eq(positionRoles.positionId, row.positionId));
    await tx.delete(positions).where(eq(positions.positionId, row.positionId));
  });

export const addPositionUsers = (
  deps: AppDeps,
  session: SessionContext,
  positionId: string,
  userIds: string[],
) =>
  changePositions(deps, session, [positionId], async (tx) => {
    const ids = await assertUsers(tx, session.merchantId, userIds);
    await assertMayGrantPositions(tx, session, ids.length ? [positionId] : []);
    await tx
      .insert(userPositions)
      .values(ids.map((userId) => ({ userId, positionId, merchantId: session.merchantId })))
      .onConflictDoNothing();
  });

export const removePositionUsers = (
  deps: AppDeps,
  session: SessionContext,
  positionId: string,
  userIds: string[],
) =>
  changePositions(deps, session, [positionId], async (tx) => {
    const ids = await assertUsers(tx, session.merchantId, userIds);
    await tx
      .delete(userPositions)
      .where(and(eq(userPositions.positionId, positionId), inArray(userPositions.userId, ids)));
  });

export const updatePermission = (
  deps: AppDeps,
  session: SessionContext,
  positionId: string,
  permission: Record<string, unknown>,
) => {
  throwIf(checkPositionPermission(permission));
  return changePositions(deps, session, [positionId], async (tx, row) => {
    const held = permsOfPosition(row.permission);
    await assertMayGrantPerms(
      tx,
      session,
      permsOfPosition(permission).filter((perm) => !held.includes(perm)),
    );
    await tx
      .update(positions)
      .set({ permission, updatedAt: deps.now() })
      .where(eq(positions.positionId, positionId));
  });
};
