import type { ClusterClient } from './clusterClient';
import { checkRead, rounds, type RunContext } from './runContext';

/** A role whose one button an administrator grants and takes back, and the user holding it. */
export interface RoleRecord {
  roleId: string;
  roleKey: string;
  userName: string;
  /** Whether the last acknowledged edit granted the button. */
  isGranted: boolean;
}

/**
 * An administrator granting and taking back a button on a role; the holder's next getInfo, wherever it lands,
 * must show the change (every instance drops the tenant's cached profiles).
 */
export const roleWorker = async (
  ctx: RunContext,
  admin: ClusterClient,
  holder: ClusterClient,
  button: { menuId: string; perms: string },
  planned: number,
  record: RoleRecord,
) =>
  rounds(ctx, planned, async (i) => {
    const isGranted = i % 2 === 0;
    const edited = await admin.call('/role/edit', {
      method: 'POST',
      body: {
        roleId: record.roleId,
        roleName: record.roleKey,
        roleKey: record.roleKey,
        menuIds: isGranted ? [button.menuId] : [],
      },
    });
    record.isGranted = isGranted;
    ctx.acknowledged();
    const info = await holder.send<{ permissions: string[] }>('/getInfo');
    const isFresh = (info.body.data?.permissions.includes(button.perms) ?? false) === isGranted;
    checkRead(ctx, `permissions of ${record.userName}`, edited, info, isFresh);
  });
