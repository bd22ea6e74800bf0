import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { languages } from '../../../db/schema';

/** A new tenant starts with the platform tenant's languages (enabled, default, order) and no message overrides. */
export const appearanceProvision = async (
  tx: Tx,
  merchantId: string,
  templateMerchantId: string,
): Promise<void> => {
  const rows = await tx.select().from(languages).where(eq(languages.merchantId, templateMerchantId));
  if (rows.length > 0) await tx.insert(languages).values(rows.map((r) => ({ ...r, merchantId })));
};
