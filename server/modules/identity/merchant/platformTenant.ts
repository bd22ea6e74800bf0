import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/database';
import { merchants } from '../../../db/schema';

/**
 * The platform tenant is the first top-level tenant (the seed's tenant 1, which runs the installation). Only its
 * sessions see server-wide data such as every tenant's system-log entries and their stack traces. Tenants made
 * through the API always have a parent, so no tenant can make itself the platform tenant.
 */
export const platformMerchantId = async (db: Db | Tx): Promise<string | null> => {
  const [first] = await db
    .select({ merchantId: merchants.merchantId })
    .from(merchants)
    .where(eq(merchants.parentId, ''))
    .orderBy(asc(merchants.merchantId))
    .limit(1);
  return first?.merchantId ?? null;
};

export const isPlatformTenant = async (db: Db | Tx, merchantId: string): Promise<boolean> =>
  (await platformMerchantId(db)) === merchantId;
