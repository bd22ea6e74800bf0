import { Type } from '@sinclair/typebox';
import { endpoint } from '../../contract';

export interface TenantNode {
  id: string;
  label: string;
  /** The tenant the signed-in user belongs to. */
  isOwn: boolean;
  children: TenantNode[];
}

const TenantNodeSchema = Type.Recursive(
  (Self) =>
    Type.Object({
      id: Type.String(),
      label: Type.String(),
      isOwn: Type.Boolean(),
      children: Type.Array(Self),
    }),
  { $id: 'TenantNode' },
);

/** Tenant switching (console spec §4, §5, §7.4 merchant/auth/tree and merchant/auth/change). */
export const tenantApi = {
  merchantAuthTree: endpoint({
    method: 'GET',
    path: '/merchant/auth/tree',
    access: 'self',
    response: Type.Array(TenantNodeSchema),
  }),
  merchantAuthChange: endpoint({
    method: 'GET',
    path: '/merchant/auth/change',
    access: 'self',
    query: Type.Object({ targetMerchantId: Type.String({ minLength: 1, maxLength: 64 }) }),
    response: Type.Object({ token: Type.String() }),
  }),
};
