import type { Tx } from '../../../db/database';
import { tenantSecurity } from '../../../db/schema';
import { readTenantRow } from './policy';

/**
 * A new tenant starts with the platform tenant's security settings (password rule, sign-in limits, session
 * lifetime); with none there, it starts on the server defaults.
 */
export const securityProvision = async (
  tx: Tx,
  merchantId: string,
  templateMerchantId: string,
): Promise<void> => {
  const template = await readTenantRow(tx, templateMerchantId);
  if (!template) return;
  await tx
    .insert(tenantSecurity)
    .values({ ...template, merchantId })
    .onConflictDoNothing({ target: tenantSecurity.merchantId });
};
