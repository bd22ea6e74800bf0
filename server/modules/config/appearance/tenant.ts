import type { Db } from '../../../db/database';
import type { SessionContext } from '../../../http/context';
import { platformMerchantId } from '../../identity/merchant/platformTenant';

/**
 * The tenant a public language call answers for: the caller's when a valid token came with it, else the platform
 * tenant (the sign-in page).
 */
export const languageTenant = async (db: Db, session: SessionContext | undefined): Promise<string> =>
  session?.merchantId ?? (await platformMerchantId(db)) ?? '';
