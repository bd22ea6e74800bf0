import { eq } from 'drizzle-orm';
import type { PasswordRule } from '@shared/api/modules/config/passwordRule';
import { DEFAULT_PASSWORD_RULE } from '@shared/api/modules/config/passwordRule';
import type { SecurityPolicyView, SecuritySettingsInput } from '@shared/api/modules/config/security';
import type { ServerConfig } from '../../../config';
import type { Db, Tx } from '../../../db/database';
import { tenantSecurity } from '../../../db/schema';

const MINUTE = 60_000;

type Row = typeof tenantSecurity.$inferSelect;

/** The settings that apply when a tenant chose nothing: the environment variables and the §5 password rule. */
export const defaultPolicy = (config: ServerConfig): SecurityPolicyView => ({
  passwordMinLength: DEFAULT_PASSWORD_RULE.minLength,
  requireUpper: DEFAULT_PASSWORD_RULE.requireUpper,
  requireLower: DEFAULT_PASSWORD_RULE.requireLower,
  requireDigit: DEFAULT_PASSWORD_RULE.requireDigit,
  requireSpecial: DEFAULT_PASSWORD_RULE.requireSpecial,
  loginMaxFailures: config.loginMaxFailures,
  loginFailureWindowMinutes: Math.round(config.loginFailureWindowMs / MINUTE),
  loginLockMinutes: Math.round(config.loginLockMs / MINUTE),
  sessionTtlMinutes: Math.round(config.sessionTtlMs / MINUTE),
});

/** What the tenant chose: only the columns it set. */
export const tenantChoices = (row: Row | undefined): SecuritySettingsInput => {
  if (!row) return {};
  const { merchantId: _m, updatedAt: _u, ...columns } = row;
  return Object.fromEntries(
    Object.entries(columns).filter(([, value]) => value !== null),
  ) as SecuritySettingsInput;
};

export const readTenantRow = async (db: Db | Tx, merchantId: string): Promise<Row | undefined> => {
  const [row] = await db.select().from(tenantSecurity).where(eq(tenantSecurity.merchantId, merchantId));
  return row;
};

/** The settings in force for a tenant: its own choices over the defaults. */
export const effectivePolicy = async (
  db: Db | Tx,
  config: ServerConfig,
  merchantId: string,
): Promise<SecurityPolicyView> => ({
  ...defaultPolicy(config),
  ...tenantChoices(await readTenantRow(db, merchantId)),
});

export const passwordRuleOf = (policy: SecurityPolicyView): PasswordRule => ({
  minLength: policy.passwordMinLength,
  requireUpper: policy.requireUpper,
  requireLower: policy.requireLower,
  requireDigit: policy.requireDigit,
  requireSpecial: policy.requireSpecial,
});

/** Sign-in throttling and session lifetime of a tenant, in the units the session code uses. */
export interface LoginPolicy {
  maxFailures: number;
  failureWindowMs: number;
  lockMs: number;
  sessionTtlMs: number;
}

export const loginPolicy = async (
  db: Db | Tx,
  config: ServerConfig,
  merchantId: string,
): Promise<LoginPolicy> => {
  const policy = await effectivePolicy(db, config, merchantId);
  return {
    maxFailures: policy.loginMaxFailures,
    failureWindowMs: policy.loginFailureWindowMinutes * MINUTE,
    lockMs: policy.loginLockMinutes * MINUTE,
    sessionTtlMs: policy.sessionTtlMinutes * MINUTE,
  };
};

/** The server defaults as a login policy (for names that match no account). */
export const defaultLoginPolicy = (config: ServerConfig): LoginPolicy => ({
  maxFailures: config.loginMaxFailures,
  failureWindowMs: config.loginFailureWindowMs,
  lockMs: config.loginLockMs,
  sessionTtlMs: config.sessionTtlMs,
});
