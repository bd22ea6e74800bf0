import { eq } from 'drizzle-orm';
import { checkSelfProfile, checkUserForm } from '@shared/api/modules/identity/rules';
import type { userApi } from '@shared/api/modules/identity/user';
import type { BodyOf } from '@shared/api/contract';
import { hasPermission, revokeUserSessions } from '../../../auth/sessionStore';
import type { TFunction } from 'i18next';
import { hashPassword } from '../../../auth/password';
import { claimUserName, releaseUserName, renameUserName, userNameHolder } from '../../../auth/userNames';
import type { Tx } from '../../../db/database';
import { merchantAuths, userDataPerms, userPositions, userRoles, users } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { AppError, notFound } from '../../../http/errors';
import { generateId } from '../../../ids';
import { ResultCode } from '@shared/api/codes';
import { assertPasswordRule } from '../../config/security/passwordCheck';
import { recordOperation } from '../common/audit';
import { fieldError, rule, throwIf } from '../common/errors';
import { assertMayGrantPositions, assertMayGrantRoles } from '../common/grants';
import { assertOrganizes, assertPositions, assertRoles } from '../common/owned';
import { findUser, positionIdsOf, roleIdsOf, type UserRow } from './queries';

type AddBody = BodyOf<typeof userApi.userAdd>;
type UpdateBody = BodyOf<typeof userApi.userUpdate>;

/** A snapshot for the audit diff: the row without secrets' values plus the role and position ids. */
export const snapshot = async (tx: Tx, user: UserRow) => ({
  ...user,
  roleIds: await roleIdsOf(tx, user.userId),
  positionIds: await positionIdsOf(tx, user.userId),
});

const nameTaken = async (tx: Tx, userName: string, exceptId?: string) => {
  const holder = await userNameHolder(tx, userName);
  return holder !== undefined && holder !== exceptId;
};

const setLinks = async (
  tx: Tx,
  userId: string,
  merchantId: string,
  roleIds?: string[],
  positionIds?: string[],
) => {
  if (roleIds) {
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    if (roleIds.length)
      await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId, merchantId })));
  }
  if (positionIds) {
    await tx.delete(userPositions).where(eq(userPositions.userId, userId));
    if (positionIds.length)
      await tx
        .insert(userPositions)
        .values(positionIds.map((positionId) => ({ userId, positionId, merchantId })));
  }
};

const decryptNew = async (deps: AppDeps, cipher: string, merchantId: string, t: TFunction) => {
  const plain = deps.decrypt(cipher);
  if (plain === null) throw fieldError({ field: 'password', key: 'rule.passwordUnreadable' });
  await assertPasswordRule(deps, merchantId, plain, t);
  return plain;
};

export const addUser = async (deps: AppDeps, session: SessionContext, body: AddBody, t: TFunction) => {
  throwIf(checkUserForm(body));
  const userName = (body.userName ?? '').trim();
  const plain = body.password ? await decryptNew(deps, body.password, session.merchantId, t) : undefined;
  const passwordHash = await hashPassword(plain ?? generateId(deps.now()) + Math.random().toString(36));
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await assertOrganizes(tx, session.merchantId, [body.organizeId ?? '']);
    const roleIds = await assertRoles(tx, session.merchantId, body.roleIds ?? []);
    const positionIds = await assertPositions(tx, session.merchantId, body.positionIds ?? []);
    await assertMayGrantRoles(tx, session, roleIds);
    await assertMayGrantPositions(tx, session, positionIds);
    if (await nameTaken(tx, userName)) throw fieldError({ field: 'userName', key: 'rule.userNameTaken' });
    const userId = generateId(now);
    const [row] = await tx
      .insert(users)
      .values({
        userId,
        merchantId: session.merchantId,
        userName,
        passwordHash,
        passwordChangeRequired: plain !== undefined,
        nickName: (body.nickName ?? '').trim(),
        phonenumber: body.phonenumber ?? '',
        email: body.email ?? '',
        jobNumber: body.jobNumber ?? '',
        avatar: body.avatar ?? '',
        idCard: body.idCard ?? '',
        sex: body.sex ?? '0',
        organizeId: body.organizeId ?? '',
        remark: body.remark ?? '',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!(await claimUserName(tx, { userName, userId, merchantId: session.merchantId })))
      throw fieldError({ field: 'userName', key: 'rule.userNameTaken' });
    await setLinks(tx, userId, session.merchantId, roleIds, positionIds);
    const after = await snapshot(tx, row as UserRow);
    await recordOperation(
      tx,
      session,
      { action: 'create', targetType: 'user', targetId: userId, targetName: userName, after },
      now,
    );
    return { userId };
  });
};

const PROFILE_FIELDS = ['nickName', 'phonenumber', 'email', 'avatar', 'sex'] as const;

export const updateUser = async (
  deps: AppDeps,
  session: SessionContext,
  body: UpdateBody,
  permissions: () => Promise<string[]>,
) => {
  const self = body.userId === session.userId;
  const adminScene = !self || body.scene === 'admin';
  if (adminScene && !hasPermission(await permissions(), 'system:user:edit')) {
    throw new AppError(ResultCode.Forbidden, 'forbidden', { permission: 'system:user:edit' });
  }
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const current = await findUser(tx, session.merchantId, body.userId);
    if (!current) throw notFound();
    const merged = {
      ...current,
      ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)),
    };
    const changes: Partial<typeof users.$inferInsert> = { updatedAt: now };
    if (adminScene) {
      throwIf(checkUserForm(merged));
      const userName = merged.userName.trim();
      if (userName !== current.userName && (await nameTaken(tx, userName, current.userId))) {
        throw fieldError({ field: 'userName', key: 'rule.userNameTaken' });
      }
      await assertOrganizes(tx, session.merchantId, [merged.organizeId]);
      Object.assign(changes, {
        userName,
        nickName: merged.nickName.trim(),
        phonenumber: merged.phonenumber,
        email: merged.email,
        jobNumber: merged.jobNumber,
        avatar: merged.avatar,
        idCard: merged.idCard,
        sex: merged.sex,
        organizeId: merged.organizeId,
        remark: merged.remark,
      });
    } else {
      throwIf(checkSelfProfile(merged));
      for (const field of PROFILE_FIELDS)
        Object.assign(changes, { [field]: field === 'nickName' ? merged.nickName.trim() : merged[field] });
    }
    const before = await snapshot(tx, current);
    const roleIds =
      adminScene && body.roleIds ? await assertRoles(tx, session.merchantId, body.roleIds) : undefined;
    const positionIds =
      adminScene && body.positionIds
        ? await assertPositions(tx, session.merchantId, body.positionIds)
        : undefined;
    // only what this change adds must be within the granter's own reach
    await assertMayGrantRoles(
      tx,
      session,
      (roleIds ?? []).filter((id) => !before.roleIds.includes(id)),
    );
    await assertMayGrantPositions(
      tx,
      session,
      (positionIds ?? []).filter((id) => !before.positionIds.includes(id)),
    );
    const [row] = await tx.update(users).set(changes).where(eq(users.userId, current.userId)).returning();
    const { userId, merchantId } = current;
    if (changes.userName !== undefined && changes.userName !== current.userName)
      if (!(await renameUserName(tx, { userName: changes.userName, userId, merchantId })))
        throw fieldError({ field: 'userName', key: 'rule.userNameTaken' });
    await setLinks(tx, current.userId, session.merchantId, roleIds, positionIds);
    const after = await snapshot(tx, row as UserRow);
    await recordOperation(
      tx,
      session,
      {
        action: 'update',
        targetType: 'user',
        targetId: current.userId,
        targetName: current.userName,
        before,
        after,
      },
      now,
    );
  });
};

export const removeUser = async (deps: AppDeps, session: SessionContext, userId: string) => {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const current = await findUser(tx, session.merchantId, userId);
    if (!current) throw notFound();
    if (current.userId === session.userId) throw rule('user.cannotRemoveSelf');
    const before = await snapshot(tx, current);
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    await tx.delete(userPositions).where(eq(userPositions.userId, userId));
    await tx.delete(merchantAuths).where(eq(merchantAuths.userId, userId));
    await tx.delete(userDataPerms).where(eq(userDataPerms.userId, userId));
    await revokeUserSessions(tx, userId, now);
    await tx.delete(users).where(eq(users.userId, userId));
    await releaseUserName(tx, userId);
    await recordOperation(
      tx,
      session,
      { action: 'delete', targetType: 'user', targetId: userId, targetName: current.userName, before },
      now,
    );
  });
};

/** Applies a change to one user of the tenant, logs the diff and, when asked, ends the user's sessions. */
export const changeUser = async (
  deps: AppDeps,
  session: SessionContext,
  userId: string,
  make: (current: UserRow) => Partial<typeof users.$inferInsert>,
  options: { revoke?: boolean } = {},
) => {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const current = await findUser(tx, session.merchantId, userId);
    if (!current) throw notFound();
    const [row] = await tx
      .update(users)
      .set({ ...make(current), updatedAt: now })
      .where(eq(users.userId, userId))
      .returning();
    if (options.revoke) await revokeUserSessions(tx, userId, now);
    await recordOperation(
      tx,
      session,
      {
        action: 'update',
        targetType: 'user',
        targetId: userId,
        targetName: current.userName,
        before: current,
        after: row,
      },
      now,
    );
  });
};
