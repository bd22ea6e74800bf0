import type { Tx } from '../../../db/database';

/** Copies the template categories and templates a new tenant starts with from the platform tenant (nothing yet). */
export const templatesProvision = async (
  _tx: Tx,
  _merchantId: string,
  _templateMerchantId: string,
): Promise<void> => {};
