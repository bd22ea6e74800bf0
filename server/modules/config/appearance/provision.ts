import type { Tx } from '../../../db/database';

/** Copies the appearance data a new tenant starts with from the platform tenant (nothing yet). */
export const appearanceProvision = async (
  _tx: Tx,
  _merchantId: string,
  _templateMerchantId: string,
): Promise<void> => {};
