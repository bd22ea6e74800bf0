import type { Db, Tx } from '../../../db/database';
import { bucketById, folderById } from './queries';
import { bucketMissing, folderMissing } from './errors';

/** Where a file goes: a bucket of the tenant and a folder of that bucket ('' for its top level). */
export interface Target {
  bucketId: string;
  folderId: string;
}

/** Checks that the bucket and folder belong to the tenant (and the folder to the bucket); answers the target. */
export const checkedTarget = async (
  db: Db | Tx,
  merchantId: string,
  target: { bucketId: string; folderId?: string },
): Promise<Target> => {
  if (!(await bucketById(db, merchantId, target.bucketId))) throw bucketMissing();
  const folderId = target.folderId ?? '';
  if (folderId) {
    const folder = await folderById(db, merchantId, folderId);
    if (!folder || folder.bucketId !== target.bucketId) throw folderMissing();
  }
  return { bucketId: target.bucketId, folderId };
};
