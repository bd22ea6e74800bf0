import type { TenantNode } from '@shared/api/modules/shell';

/** What choosing in the tenant dialog does (console spec §5 "Tenant switch"). */
export type TenantChoice =
  | { kind: 'close' }
  | { kind: 'nothing' }
  | { kind: 'warn'; warningKey: string }
  | { kind: 'switch'; merchantId: string };

export const countTenants = (nodes: readonly TenantNode[]): number =>
  nodes.reduce((sum, node) => sum + 1 + countTenants(node.children), 0);

/** On open: a single available tenant closes the dialog. */
export const onTenantTreeLoaded = (nodes: readonly TenantNode[]): TenantChoice =>
  countTenants(nodes) <= 1 ? { kind: 'close' } : { kind: 'nothing' };

export const onTenantConfirm = (selected: string | undefined, currentMerchantId: string): TenantChoice => {
  if (!selected) return { kind: 'nothing' };
  if (selected === currentMerchantId) return { kind: 'warn', warningKey: 'tenant.alreadyCurrent' };
  return { kind: 'switch', merchantId: selected };
};
