import {
  SECURITY_FLAG_FIELDS,
  SECURITY_NUMBER_FIELDS,
  type SecuritySettingsInput,
} from '@shared/api/modules/config/security';
import { tenantSecurity } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { recordOperation } from '../../identity/common/audit';
import { defaultPolicy, readTenantRow, tenantChoices } from './policy';

export const SECURITY_TARGET_TYPE = 'securitySettings';

/** The tenant's choices, what applies and the server defaults (system settings, security tab). */
export const securitySettings = async (deps: AppDeps, merchantId: string) => {
  const tenant = tenantChoices(await readTenantRow(deps.db, merchantId));
  const defaults = defaultPolicy(deps.config);
  return { tenant, effective: { ...defaults, ...tenant }, defaults };
};

/** Every column from the input: a field left out is stored as null (the default). */
const columnsOf = (input: SecuritySettingsInput) => ({
  ...Object.fromEntries(SECURITY_NUMBER_FIELDS.map((field) => [field, input[field] ?? null])),
  ...Object.fromEntries(SECURITY_FLAG_FIELDS.map((field) => [field, input[field] ?? null])),
});

/**
 * Replaces the tenant's security settings in one transaction, with the change in the business audit log. New
 * rules apply to the next sign-in, session and password change; getInfo of the tenant is dropped from the caches.
 */
export const updateSecuritySettings = async (
  deps: AppDeps,
  session: SessionContext,
  input: SecuritySettingsInput,
) => {
  const now = deps.now();
  const merchantId = session.merchantId;
  const columns = columnsOf(input);
  await deps.db.transaction(async (tx) => {
    const before = tenantChoices(await readTenantRow(tx, merchantId));
    await tx
      .insert(tenantSecurity)
      .values({ merchantId, ...columns, updatedAt: now })
      .onConflictDoUpdate({ target: tenantSecurity.merchantId, set: { ...columns, updatedAt: now } });
    await recordOperation(
      tx,
      session,
      {
        action: 'update',
        targetType: SECURITY_TARGET_TYPE,
        targetId: merchantId,
        targetName: merchantId,
        before,
        after: tenantChoices({ merchantId, updatedAt: now, ...columns } as never),
      },
      now,
    );
  });
};
