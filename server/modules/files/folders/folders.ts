/**
 * Folders of a bucket (console spec §2.3 "Document center: management"): create inside a folder or at the bucket's
 * top level, rename, delete when empty. Names are unique among the folders of one parent.
 */
import { and, eq } from 'drizzle-orm';
import type { FolderRow } from '@shared/api/modules/fileFolders';
import { fileFolders } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/uniqueViolation';
import type { AppDeps, SessionContext } from '../../../http/context';
import { generateId } from '../../../ids';
import { lockTenant } from '../storage/queries';
import { folderById, foldersOfBucket, heldItems, siblingNamed, type FolderRecord } from './queries';
import { checkedName, entryFieldError, entryRule, folderMissing } from './errors';
import { checkedTarget } from './target';

/** Deepest nesting of folders below a bucket's top level. */
export const FOLDER_DEPTH_MAX = 10;

export const folderView = (r: FolderRecord): FolderRow => ({
  folderId: r.folderId,
  bucketId: r.bucketId,
  parentId: r.parentId,
  name: r.name,
  createBy: r.createBy,
  createTime: r.createdAt.toISOString(),
});

const taken = (name: string) => entryFieldError('name', 'folderTaken', { name });

const guardName = async <T>(work: () => Promise<T>, name: string) => {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(name);
    throw error;
  }
};

/** The folders from the top level down to `folderId` (empty for the top level). */
export const folderPath = async (deps: AppDeps, merchantId: string, folderId: string) => {
  const path: FolderRecord[] = [];
  for (let id = folderId; id && path.length <= FOLDER_DEPTH_MAX;) {
    const folder = await folderById(deps.db, merchantId, id);
    if (!folder) break;
    path.unshift(folder);
    id = folder.parentId;
  }
  return path;
};

export const folderTree = async (deps: AppDeps, session: SessionContext, bucketId: string) => {
  await checkedTarget(deps.db, session.merchantId, { bucketId });
  return (await foldersOfBucket(deps.db, session.merchantId, bucketId)).map(folderView);
};

export const createFolder = async (
  deps: AppDeps,
  session: SessionContext,
  input: { bucketId: string; parentId?: string; name: string },
) => {
  const name = checkedName(input.name);
  const parent = await checkedTarget(deps.db, session.merchantId, {
    bucketId: input.bucketId,
    folderId: input.parentId,
  });
  if ((await folderPath(deps, session.merchantId, parent.folderId)).length >= FOLDER_DEPTH_MAX)
    throw entryRule('tooDeep', { max: FOLDER_DEPTH_MAX });
  const where = { merchantId: session.merchantId, bucketId: parent.bucketId, parentId: parent.folderId };
  if (await siblingNamed(deps.db, where, name)) throw taken(name);
  const folderId = generateId(deps.now());
  await guardName(
    () =>
      deps.db
        .insert(fileFolders)
        .values({ ...where, folderId, name, createBy: session.userName, createdAt: deps.now() }),
    name,
  );
  return { folderId };
};

export const renameFolder = async (
  deps: AppDeps,
  session: SessionContext,
  input: { folderId: string; name: string },
) => {
  const name = checkedName(input.name);
  const folder = await folderById(deps.db, session.merchantId, input.folderId);
  if (!folder) throw folderMissing();
  const sibling = await siblingNamed(deps.db, folder, name);
  if (sibling && sibling.folderId !== folder.folderId) throw taken(name);
  await guardName(
    () =>
      deps.db
        .update(fileFolders)
        .set({ name })
        .where(
          and(eq(fileFolders.merchantId, session.merchantId), eq(fileFolders.folderId, folder.folderId)),
        ),
    name,
  );
  return null;
};

/**
 * Deletes an empty folder; one that still holds folders or files is refused with their numbers. The tenant row is
 * locked as an upload's recording locks it, so no file lands in a folder being deleted.
 */
export const deleteFolder = (deps: AppDeps, session: SessionContext, folderId: string) =>
  deps.db.transaction(async (tx) => {
    await lockTenant(tx, session.merchantId);
    const folder = await folderById(tx, session.merchantId, folderId);
    if (!folder) throw folderMissing();
    const held = await heldItems(tx, session.merchantId, folder.bucketId, folder.folderId);
    if (held.folders + held.files > 0) throw entryRule('folderNotEmpty', { name: folder.name, ...held });
    await tx
      .delete(fileFolders)
      .where(and(eq(fileFolders.merchantId, session.merchantId), eq(fileFolders.folderId, folderId)));
    return null;
  });
