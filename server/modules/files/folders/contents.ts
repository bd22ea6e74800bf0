/** What a folder holds, one page at a time: folders first (by name), then files (newest first), with a name filter. */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { FolderContentsData } from '@shared/api/modules/fileFolders';
import { fileFolders, storedFiles } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { fileRow } from '../storage/service';
import { folderPath, folderView } from './folders';
import { nameLike } from './queries';
import { checkedTarget } from './target';

export interface ContentsQuery {
  bucketId: string;
  folderId?: string;
  pageNum: number;
  limit: number;
  name?: string;
}

export const folderContents = async (
  deps: AppDeps,
  session: SessionContext,
  query: ContentsQuery,
): Promise<FolderContentsData> => {
  const { merchantId } = session;
  const target = await checkedTarget(deps.db, merchantId, query);
  const name = query.name?.trim() || undefined;
  const folderWhere = and(
    eq(fileFolders.merchantId, merchantId),
    eq(fileFolders.bucketId, target.bucketId),
    eq(fileFolders.parentId, target.folderId),
    nameLike(fileFolders.name, name),
  );
  const fileWhere = and(
    eq(storedFiles.merchantId, merchantId),
    eq(storedFiles.bucketId, target.bucketId),
    eq(storedFiles.folderId, target.folderId),
    nameLike(storedFiles.originalName, name),
  );
  const [folderTotal] = await deps.db.select({ n: count() }).from(fileFolders).where(folderWhere);
  const [fileTotal] = await deps.db.select({ n: count() }).from(storedFiles).where(fileWhere);
  const folderCount = folderTotal?.n ?? 0;
  const start = (query.pageNum - 1) * query.limit;
  const folders =
    start < folderCount
      ? await deps.db
          .select()
          .from(fileFolders)
          .where(folderWhere)
          .orderBy(asc(fileFolders.name), asc(fileFolders.folderId))
          .limit(query.limit)
          .offset(start)
      : [];
  const fileSlots = query.limit - folders.length;
  const files =
    fileSlots > 0
      ? await deps.db
          .select()
          .from(storedFiles)
          .where(fileWhere)
          .orderBy(desc(storedFiles.createdAt), desc(storedFiles.fileId))
          .limit(fileSlots)
          .offset(Math.max(0, start - folderCount))
      : [];
  const path = await folderPath(deps, merchantId, target.folderId);
  return {
    path: path.map((f) => ({ folderId: f.folderId, name: f.name })),
    total: folderCount + (fileTotal?.n ?? 0),
    folders: folders.map(folderView),
    files: files.map(fileRow),
  };
};
