import { ResultCode } from '@shared/api/codes';
import type { StoredFileRow } from '@shared/api/modules/files';
import type { AppDeps, SessionContext } from '../../../http/context';
import { AppError } from '../../../http/errors';
import { deleteFileRows, filePage, filesByIds, type StoredFileRecord } from './queries';
import { downloadUrl, storedKey } from './paths';

export const fileRow = (r: StoredFileRecord): StoredFileRow => ({
  fileId: r.fileId,
  fileName: r.fileName,
  originalName: r.originalName,
  contentType: r.contentType,
  size: r.size,
  url: downloadUrl(r.fileName),
  createBy: r.createBy,
  createTime: r.createdAt.toISOString(),
  bucketId: r.bucketId,
  folderId: r.folderId,
});

export const listFiles = async (
  deps: AppDeps,
  session: SessionContext,
  pageNum: number,
  limit: number,
  name: string | undefined,
) => {
  const page = await filePage(deps.db, session.merchantId, pageNum, limit, name?.trim() || undefined);
  return { total: page.total, rows: page.rows.map(fileRow) };
};

/** Deletes rows and bytes of the tenant's files; ids of other tenants count as missing. */
export const removeFiles = async (deps: AppDeps, session: SessionContext, ids: string[]) => {
  const rows = await filesByIds(deps.db, session.merchantId, ids);
  if (rows.length === 0) throw new AppError(ResultCode.NotFound, 'files:file.notFound');
  await deleteFileRows(
    deps.db,
    session.merchantId,
    rows.map((r) => r.fileId),
  );
  for (const row of rows) {
    const key = storedKey(session.merchantId, row.fileName);
    if (key) await deps.files.delete(key);
  }
  return { deleted: rows.length };
};
