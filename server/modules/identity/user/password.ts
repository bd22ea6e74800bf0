import { createHash, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import { revokeUserSessions } from '../../../auth/sessionStore';
import { hashPassword, verifyPassword } from '../../../auth/password';
import { users, verificationCodes } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { sendLetters } from '../../messaging/sendLetters';
import { assertPasswordRule } from '../../config/security/passwordCheck';
import { recordOperation } from '../common/audit';
import { fieldError, rule } from '../common/errors';
import { findUser } from './queries';

export const CODE_TTL_SECONDS = 600;
export const RESEND_SECONDS = 60;
const MAX_ATTEMPTS = 5;

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** The new password in plain text, once it keeps the password rule of the account's tenant. */
const readNew = async (deps: AppDeps, cipher: string, merchantId: string, t: TFunction) => {
  const plain = deps.decrypt(cipher);
  if (plain === null) throw fieldError({ field: 'password', key: 'rule.passwordUnreadable' });
  if (plain.trim() === '') throw fieldError({ field: 'password', key: 'rule.passwordRequired' });
  await assertPasswordRule(deps, merchantId, plain, t);
  return plain;
};

const store = async (
  deps: AppDeps,
  session: SessionContext,
  userId: string,
  userName: string,
  plain: string,
) => {
  const passwordHash = await hashPassword(plain);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, loginFailSince: now, updatedAt: now })
      .where(eq(users.userId, userId));
    await tx.delete(verificationCodes).where(eq(verificationCodes.userId, userId));
    await revokeUserSessions(tx, userId, now);
    await recordOperation(
      tx,
      session,
      {
        action: 'update',
        targetType: 'user',
        targetId: userId,
        targetName: userName,
        before: { passwordHash: 'old' },
        after: { passwordHash: 'new' },
      },
      now,
    );
  });
};

/** Own password: with the original password, or (centre mode) with a code from send/verification. */
export const resetOwnPassword = async (
  deps: AppDeps,
  session: SessionContext,
  body: { password: string; originalPassword?: string; verifyCode?: string },
  t: TFunction,
) => {
  const user = await findUser(deps.db, session.homeMerchantId, session.userId);
  if (!user) throw notFound();
  if (body.verifyCode !== undefined) {
    const plain = await readNew(deps, body.password, user.merchantId, t);
    await checkCode(deps, user.userId, body.verifyCode);
    return store(deps, session, user.userId, user.userName, plain);
  }
  if (!body.originalPassword) throw fieldError({ field: 'originalPassword', key: 'rule.originalRequired' });
  const original = deps.decrypt(body.originalPassword);
  if (original === null || original === '')
    throw fieldError({ field: 'originalPassword', key: 'rule.originalRequired' });
  const plain = await readNew(deps, body.password, user.merchantId, t);
  if (plain === original) throw fieldError({ field: 'password', key: 'rule.passwordSame' });
  if (!(await verifyPassword(original, user.passwordHash)))
    throw fieldError({ field: 'originalPassword', key: 'rule.wrongOriginal' });
  await store(deps, session, user.userId, user.userName, plain);
};

/** An administrator sets another user's password; that user's sessions end. */
export const adminResetPassword = async (
  deps: AppDeps,
  session: SessionContext,
  body: { userId: string; password: string; originalPassword?: string },
  t: TFunction,
) => {
  const user = await findUser(deps.db, session.merchantId, body.userId);
  if (!user) throw notFound();
  const plain = await readNew(deps, body.password, user.merchantId, t);
  const original = body.originalPassword ? deps.decrypt(body.originalPassword) : null;
  if (original !== null && original === plain)
    throw fieldError({ field: 'password', key: 'rule.passwordSame' });
  await store(deps, session, user.userId, user.userName, plain);
};

const checkCode = async (deps: AppDeps, userId: string, code: string) => {
  const [row] = await deps.db.select().from(verificationCodes).where(eq(verificationCodes.userId, userId));
  const now = deps.now();
  if (!row || row.expiresAt <= now || row.attempts >= MAX_ATTEMPTS)
    throw fieldError({ field: 'verifyCode', key: 'verification.expired' });
  if (row.codeHash !== sha(`${userId}:${code.trim()}`)) {
    await deps.db
      .update(verificationCodes)
      .set({ attempts: row.attempts + 1 })
      .where(eq(verificationCodes.userId, userId));
    throw fieldError({ field: 'verifyCode', key: 'verification.wrong' });
  }
};

/** A 6-digit code delivered as an in-app letter; a new one may be asked for after 60 s. */
export const sendVerification = async (deps: AppDeps, session: SessionContext, t: TFunction) => {
  const now = deps.now();
  const [existing] = await deps.db
    .select()
    .from(verificationCodes)
    .where(eq(verificationCodes.userId, session.userId));
  if (existing && now.getTime() - existing.sentAt.getTime() < RESEND_SECONDS * 1000) {
    throw rule('verification.tooSoon', {
      seconds: Math.ceil(RESEND_SECONDS - (now.getTime() - existing.sentAt.getTime()) / 1000),
    });
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = {
    codeHash: sha(`${session.userId}:${code}`),
    sentAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
    attempts: 0,
  };
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(verificationCodes)
      .values({ userId: session.userId, merchantId: session.homeMerchantId, ...row })
      .onConflictDoUpdate({ target: [verificationCodes.userId, verificationCodes.merchantId], set: row });
    await sendLetters(
      tx,
      [
        {
          merchantId: session.homeMerchantId,
          userId: session.userId,
          category: 'verification',
          title: t('admin:verification.letterTitle'),
          content: t('admin:verification.letterContent', { code, minutes: CODE_TTL_SECONDS / 60 }),
          bizId: 'verification',
        },
      ],
      now,
    );
  });
  return { expiresInSeconds: CODE_TTL_SECONDS, resendInSeconds: RESEND_SECONDS };
};
