import { and, eq } from 'drizzle-orm';
import { checkLock } from '@shared/api/modules/identity/rules';
import { revokeUserSessions } from '../../../auth/sessionStore';
import {
  merchantAuths,
  organizations,
  userDataPerms,
  userPositions,
  userRoles,
  users,
} from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { recordOperation } from '../common/audit';
import { rule, throwIf } from '../common/errors';
import { assertOrganizes } from '../common/owned';
import { visibleMerchantIds } from '../common/scope';
import { changeUser, snapshot } from './service';
import { findUser } from './queries';

const STATUS_CODES: Record<string, '0' | '1'> = { NORMAL: '0', STOP_USING: '1', '0': '0', '1': '1' };

/** NORMAL clears any lock; STOP_USING disables the account and ends its sessions. */
export const changeStatus = async (
  deps: AppDeps,
  session: SessionContext,
  userId: string,
  status: string,
) => {
  const code = STATUS_CODES[status] ?? '0';
  if (userId === session.userId && code !== '0') throw rule('user.cannotDisableSelf');
  await changeUser(
    deps,
    session,
    userId,
    () =>
      code === '0'
        ? { status: '0', lockedTime: null, unlockingTime: null, lockedReason: '', loginFailSince: deps.now() }
        : { status: '1' },
    { revoke: code === '1' },
  );
};

/** Locks for `lockDuration` minutes (0: until unlocked) with a reason; the user's sessions end. */
export const lockUser = async (
  deps: AppDeps,
  session: SessionContext,
  body: { userId: string; lockDuration?: number | null; reason?: string },
) => {
  throwIf(checkLock(body));
  if (body.userId === session.userId) throw rule('user.cannotLockSelf');
  const now = deps.now();
  const minutes = body.lockDuration ?? 0;
  await changeUser(
    deps,
    session,
    body.userId,
    () => ({
      status: '2',
      lockedTime: now,
      unlockingTime: minutes > 0 ? new Date(now.getTime() + minutes * 60_000) : null,
      lockedReason: (body.reason ?? '').trim(),
    }),
    { revoke: true },
  );
};

export const unlockUser = async (deps: AppDeps, session: SessionContext, userId: string) => {
  await changeUser(deps, session, userId, () => ({
    status: '0',
    lockedTime: null,
    unlockingTime: null,
    lockedReason: '',
    loginFailSince: deps.now(),
  }));
};

/** Moves a user into another tenant the caller manages; roles, positions, data scopes and grants there are dropped. */
export const changeMerchant = async (
  deps: AppDeps,
  session: SessionContext,
  body: { userId: string; merchantId: string; organizeId?: string },
) => {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const current = await findUser(tx, session.merchantId, body.userId);
    if (!current) throw notFound();
    if (!(await visibleMerchantIds(tx, session.merchantId)).includes(body.merchantId)) throw notFound();
    if (current.userId === session.userId) throw rule('user.cannotMoveSelf');
    if (body.organizeId) {
      const [org] = await tx
        .select()
        .from(organizations)
        .where(
          and(eq(organizations.organizeId, body.organizeId), eq(organizations.merchantId, body.merchantId)),
        );
      if (!org) throw notFound();
    }
    const before = await snapshot(tx, current);
    await tx.delete(userRoles).where(eq(userRoles.userId, current.userId));
    await tx.delete(userPositions).where(eq(userPositions.userId, current.userId));
    await tx.delete(userDataPerms).where(eq(userDataPerms.userId, current.userId));
    await tx
      .delete(merchantAuths)
      .where(and(eq(merchantAuths.userId, current.userId), eq(merchantAuths.merchantId, body.merchantId)));
    const [row] = await tx
      .update(users)
      .set({ merchantId: body.merchantId, organizeId: body.organizeId ?? '', updatedAt: now })
      .where(eq(users.userId, current.userId))
      .returning();
    await revokeUserSessions(tx, current.userId, now);
    const after = row ? await snapshot(tx, row) : undefined;
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

export const dataPerms = async (deps: AppDeps, session: SessionContext, userId: string) => {
  if (!(await findUser(deps.db, session.merchantId, userId))) throw notFound();
  const rows = await deps.db.select().from(userDataPerms).where(eq(userDataPerms.userId, userId));
  const pick = (mode: string) =>
    rows
      .filter((r) => r.mode === mode)
      .map((r) => r.organizeId)
      .sort();
  return { organizeIds: pick('include'), excludeOrganizeIds: pick('exclude') };
};

export const saveDataPerms = async (
  deps: AppDeps,
  session: SessionContext,
  body: { userId: string; organizeIds: string[]; excludeOrganizeIds: string[] },
) => {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const current = await findUser(tx, session.merchantId, body.userId);
    if (!current) throw notFound();
    const include = await assertOrganizes(tx, session.merchantId, body.organizeIds);
    const exclude = (await assertOrganizes(tx, session.merchantId, body.excludeOrganizeIds)).filter(
      (id) => !include.includes(id),
    );
    const old = await tx.select().from(userDataPerms).where(eq(userDataPerms.userId, body.userId));
    await tx.delete(userDataPerms).where(eq(userDataPerms.userId, body.userId));
    const rows = [
      ...include.map((organizeId) => ({
        userId: body.userId,
        organizeId,
        merchantId: session.merchantId,
        mode: 'include',
      })),
      ...exclude.map((organizeId) => ({
        userId: body.userId,
        organizeId,
        merchantId: session.merchantId,
        mode: 'exclude',
      })),
    ];
    if (rows.length) await tx.insert(userDataPerms).values(rows);
    const shape = (list: { organizeId: string; mode: string }[]) => ({
      dataOrganizeIds: list.filter((r) => r.mode === 'include').map((r) => r.organizeId),
      excludeOrganizeIds: list.filter((r) => r.mode === 'exclude').map((r) => r.organizeId),
    });
    await recordOperation(
      tx,
      session,
      {
        action: 'update',
        targetType: 'user',
        targetId: body.userId,
        targetName: current.userName,
        before: shape(old),
        after: shape(rows),
      },
      now,
    );
  });
};
