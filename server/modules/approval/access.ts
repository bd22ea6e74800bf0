/** Who may manage templates and see every instance of the tenant. */
import { MANAGE_PERMISSION } from '@shared/api/modules/approval';
import { hasPermission } from '../../auth/sessionStore';

export const canManage = async (ctx: { permissions: () => Promise<string[]> }): Promise<boolean> =>
  hasPermission(await ctx.permissions(), MANAGE_PERMISSION);
