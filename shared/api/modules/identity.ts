/** Endpoints of the identity area, declared once (see shared/api/contract.ts); split by sub-area in ./identity/. */
export { identityApi } from './identity/index';
export type { UserViewRow, TreeNode } from './identity/index';
