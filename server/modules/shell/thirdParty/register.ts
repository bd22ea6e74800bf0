import { and, eq } from 'drizzle-orm';
import { merchants, roles, userRoles, users } from '../../../db/schema';
import type { TFunction } from 'i18next';
import { hashPassword } from '../../../auth/password';
import { claimUserName, userNameHolder } from '../../../auth/userNames';
import { assertPasswordRule } from '../../config/security/passwordCheck';
import type { AppDeps } from '../../../http/context';
import { business, invalid } from '../../../http/errors';
import { generateId } from '../../../ids';
import { guardAddress, logAttempt } from '../../session/loginService';

const PHONE = /^1[2-9]\d{9}$/;
const REGISTER_TAKEN = 'console:register.userExists';
const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,6}$/;

/** The tenant registration is open for and the role new accounts get there, or the reason it is closed. */
const registrationTarget = async (deps: AppDeps) => {
  const { registerMerchantId, registerRoleKey } = deps.config;
  if (!registerMerchantId) throw business('console:register.closed');
  const [tenant] = await deps.db.select().from(merchants).where(eq(merchants.merchantId, registerMerchantId));
  if (!tenant || tenant.status !== '0') throw business('console:register.closed');
  const [role] = await deps.db
    .select({ roleId: roles.roleId })
    .from(roles)
    .where(
      and(
        eq(roles.merchantId, tenant.merchantId),
        eq(roles.roleKey, registerRoleKey),
        eq(roles.isSuper, false),
      ),
    );
  if (!role) throw business('console:register.noRole', { roleKey: registerRoleKey });
  return { merchantId: tenant.merchantId, roleId: role.roleId };
};

/**
 * Self-registration (/register). Closed unless REGISTER_MERCHANT_ID names a tenant; the new account joins that
 * tenant with its REGISTER_ROLE_KEY role (default `staff`; never a super role). A taken name must be refused, so
 * registration cannot hide which names exist; it makes asking costly instead (issue 32): a taken name counts as a
 * failed attempt of the address (the sign-in limit per address applies), and the password is hashed before the name
 * is looked up, so a taken name answers after the same work as a free one.
 */
export const registerUser = async (
  deps: AppDeps,
  input: { userName: string; nickName: string; phonenumber: string; email: string; password: string },
  t: TFunction,
  client: { ip: string; userAgent: string },
): Promise<string> => {
  const target = await registrationTarget(deps);
  // Logged without the name: asking about a name must not count towards that account's lock.
  const attempt = { userName: '', ...client };
  await guardAddress(deps, attempt);
  const password = deps.decrypt(input.password);
  if (!input.nickName.trim()) throw invalid('nickName', 'required');
  if (input.phonenumber && !PHONE.test(input.phonenumber)) throw invalid('phonenumber', 'pattern');
  if (!EMAIL.test(input.email)) throw invalid('email', 'pattern');
  if (password === null) throw invalid('password', 'pattern');
  await assertPasswordRule(deps, target.merchantId, password, t);
  const passwordHash = await hashPassword(password);
  if (await userNameHolder(deps.db, input.userName)) {
    await logAttempt(deps, attempt, false, REGISTER_TAKEN);
    throw business(REGISTER_TAKEN);
  }
  const now = deps.now();
  const userId = generateId(now);
  await deps.db.transaction(async (tx) => {
    await tx.insert(users).values({
      userId,
      merchantId: target.merchantId,
      userName: input.userName,
      nickName: input.nickName.trim(),
      passwordHash,
      phonenumber: input.phonenumber,
      email: input.email,
      createdAt: now,
      updatedAt: now,
    });
    if (!(await claimUserName(tx, { userName: input.userName, userId, merchantId: target.merchantId })))
      throw business('console:register.userExists');
    await tx.insert(userRoles).values({ userId, roleId: target.roleId, merchantId: target.merchantId });
  });
  return userId;
};
