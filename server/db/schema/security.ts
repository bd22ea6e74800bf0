import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/**
 * A tenant's security policy (system settings, console spec §2.3): the password rule (§5), sign-in throttling and
 * the session lifetime. A null column means the server default (the LOGIN_* and SESSION_TTL_MINUTES variables).
 */
export const tenantSecurity = pgTable('tenant_security', {
  merchantId: text('merchant_id').primaryKey(),
  passwordMinLength: integer('password_min_length'),
  requireUpper: boolean('require_upper'),
  requireLower: boolean('require_lower'),
  requireDigit: boolean('require_digit'),
  requireSpecial: boolean('require_special'),
  loginMaxFailures: integer('login_max_failures'),
  loginFailureWindowMinutes: integer('login_failure_window_minutes'),
  loginLockMinutes: integer('login_lock_minutes'),
  sessionTtlMinutes: integer('session_ttl_minutes'),
  updatedAt: updatedAt(),
});
