import { and, eq, inArray } from 'drizzle-orm';
import type { TenantNode } from '@shared/api/modules/shell';
import { merchantAuths, merchants, sessions, users } from '../../../db/schema';
import { createSession, revokeSession } from '../../../auth/sessionStore';
import type { AppDeps, SessionContext } from '../../../http/context';
import { business, notFound } from '../../../http/errors';
import { loginPolicy } from '../../config/security/policy';

/** Tenants the user may act in: their own tenant plus every grant in merchant_auths. */
export const authorisedMerchantIds = async (
  deps: AppDeps,
  userId: string,
): Promise<{ own: string; granted: string[] }> => {
  const [user] = await deps.db
    .select({ merchantId: users.merchantId })
    .from(users)
    .where(eq(users.userId, userId));
  if (!user) throw notFound();
  const grants = await deps.db
    .select({ merchantId: merchantAuths.merchantId })
    .from(merchantAuths)
    .where(eq(merchantAuths.userId, userId));
  return {
    own: user.merchantId,
    granted: grants.map((g) => g.merchantId).filter((id) => id !== user.merchantId),
  };
};

/** The authorised tenants as a tree: a tenant sits under its parent when the parent is authorised too. */
export const authorisedTree = async (deps: AppDeps, session: SessionContext): Promise<TenantNode[]> => {
  const { own, granted } = await authorisedMerchantIds(deps, session.userId);
  const ids = [own, ...granted];
  const rows = await deps.db
    .select({
      merchantId: merchants.merchantId,
      merchantName: merchants.merchantName,
      parentId: merchants.parentId,
    })
    .from(merchants)
    .where(and(inArray(merchants.merchantId, ids), eq(merchants.status, '0')));
  const present = new Set(rows.map((r) => r.merchantId));
  const nodes = new Map(
    rows.map((r) => [
      r.merchantId,
      { id: r.merchantId, label: r.merchantName, isOwn: r.merchantId === own, children: [] as TenantNode[] },
    ]),
  );
  const roots: TenantNode[] = [];
  for (const row of [...rows].sort((a, b) => ids.indexOf(a.merchantId) - ids.indexOf(b.merchantId))) {
    const node = nodes.get(row.merchantId);
    if (!node) continue;
    const parent = present.has(row.parentId) ? nodes.get(row.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
};

/**
 * Switches the session to another authorised tenant (console spec §4 "Tenant switch"): the grant is checked, the
 * old session is revoked and a new token for the target tenant is issued.
 */
export const switchTenant = async (
  deps: AppDeps,
  session: SessionContext,
  input: { targetMerchantId: string; ip: string; userAgent: string },
): Promise<string> => {
  const { own, granted } = await authorisedMerchantIds(deps, session.userId);
  if (input.targetMerchantId === session.merchantId) throw business('console:tenant.alreadyCurrent');
  if (input.targetMerchantId !== own && !granted.includes(input.targetMerchantId))
    throw business('console:tenant.notGranted');
  const [target] = await deps.db
    .select({ status: merchants.status })
    .from(merchants)
    .where(eq(merchants.merchantId, input.targetMerchantId));
  if (!target || target.status !== '0') throw business('console:tenant.notGranted');
  const now = deps.now();
  const [current] = await deps.db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, session.tokenHash));
  await revokeSession(deps.db, session.tokenHash, now);
  const remaining = current ? current.expiresAt.getTime() - now.getTime() : 0;
  return createSession(deps.db, {
    userId: session.userId,
    merchantId: input.targetMerchantId,
    ip: input.ip,
    userAgent: input.userAgent,
    // What was left of the old session, but no more than the target tenant's session lifetime (system settings).
    ttlMs: Math.min(
      Math.max(remaining, 60_000),
      (await loginPolicy(deps.db, deps.config, input.targetMerchantId)).sessionTtlMs,
    ),
    now,
  });
};
