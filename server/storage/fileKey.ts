/** The store key of a tenant's file: the tenant first, so each tenant's files share one prefix. */
export const tenantPrefix = (merchantId: string): string => `${merchantId.replace(/[^\w-]/g, '_')}/`;

export const fileKey = (merchantId: string, storedName: string): string =>
  `${tenantPrefix(merchantId)}${storedName}`;
