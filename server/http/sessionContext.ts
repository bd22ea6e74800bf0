/** The signed-in caller, resolved from the bearer token. `merchantId` is the tenant every query is scoped to. */
export interface SessionContext {
  tokenHash: string;
  userId: string;
  userName: string;
  /** The session's current tenant (may differ from the user's own after a tenant switch). */
  merchantId: string;
  /** The tenant the user belongs to. */
  homeMerchantId: string;
}
