import { userApi } from './user';
import { roleApi } from './role';
import { positionApi } from './position';
import { organizeApi } from './organize';
import { merchantApi } from './merchant';
import { auditApi } from './audit';

export type { UserViewRow, TreeNode } from './schemas';

/** Endpoints of the identity area (console spec §7.2–§7.4 plus audit logs), declared once. */
export const identityApi = {
  ...userApi,
  ...roleApi,
  ...positionApi,
  ...organizeApi,
  ...merchantApi,
  ...auditApi,
};
