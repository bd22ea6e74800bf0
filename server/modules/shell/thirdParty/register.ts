import { asc, eq } from 'drizzle-orm';
import { merchants, users } from '../../../db/schema';
import { hashPassword, isStrongPassword } from '../../../auth/password';
import type { AppDeps } from '../../../http/context';
import { business, invalid } from '../../../http/errors';
import { generateId } from '../../../ids';

const PHONE = /^1[2-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,6}$/;

/**
 * Self-registration (/register). The new account joins REGISTER_MERCHANT_ID (default: the first top-level tenant)
 * with no roles: it can sign in and waits for an administrator to grant access. REGISTER_MERCHANT_ID=off closes it.
 */
export const registerUser = async (
  deps: AppDeps,
  input: { userName: string; nickName: string; phonenumber: string; email: string; password: string },
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> => {
  if (env.REGISTER_MERCHANT_ID === 'off') throw business('console:register.closed');
  const password = deps.decrypt(input.password);
  if (!input.nickName.trim()) throw invalid('nickName', 'required');
  if (input.phonenumber && !PHONE.test(input.phonenumber)) throw invalid('phonenumber', 'pattern');
  if (!EMAIL.test(input.email)) throw invalid('email', 'pattern');
  if (password === null || !isStrongPassword(password)) throw invalid('password', 'pattern');
  const [tenant] = env.REGISTER_MERCHANT_ID
    ? await deps.db.select().from(merchants).where(eq(merchants.merchantId, env.REGISTER_MERCHANT_ID))
    : await deps.db.select().from(merchants).where(eq(merchants.parentId, '')).orderBy(asc(merchants.merchantId)).limit(1);
  if (!tenant) throw business('console:register.closed');
  const [taken] = await deps.db.select({ id: users.userId }).from(users).where(eq(users.userName, input.userName));
  if (taken) throw business('console:register.userExists');
  const now = deps.now();
  const userId = generateId(now);
  await deps.db.insert(users).values({
    userId,
    merchantId: tenant.merchantId,
    userName: input.userName,
    nickName: input.nickName.trim(),
    passwordHash: await hashPassword(password),
    phonenumber: input.phonenumber,
    email: input.email,
    createdAt: now,
    updatedAt: now,
  });
  return userId;
};
