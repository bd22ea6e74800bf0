import type { Tx } from '../../../db/database';

/**
 * Apps and menus are one catalogue shared by every tenant, so a new tenant gets no copy of them; which of its roles
 * see which menu is granted in its own role administration.
 */
export const menusProvision = async (
  _tx: Tx,
  _merchantId: string,
  _templateMerchantId: string,
): Promise<void> => {};
