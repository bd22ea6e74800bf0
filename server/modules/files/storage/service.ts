import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import { ResultCode } from '@shared/api/codes';
import { DOCUMENT_PERMISSION, type StoredFileRow } from '@shared/api/modules/files';
import type { AppDeps, AuthedContext, SessionContext } from '../../../http/context';
import { AppError, business } from '../../../http/errors';
import { hasPermission } from '../../../auth/sessionStore';
import { deleteFileRows, fileByName, filePage, filesByIds, type StoredFileRecord } from './queries';
import { downloadUrl, storedPath } from './paths';
import { dispositionFor } from './rules';

const toRow = (r: StoredFileRecord): StoredFileRow => ({
  fileId: r.fileId,
  fileName: r.fileName,
  originalName: r.originalName,
  contentType: r.contentType,
  size: r.size,
  url: downloadUrl(r.fileName),
  createBy: r.createBy,
  createTime: r.createdAt.toISOString(),
});

export const listFiles = async (
  deps: AppDeps,
  session: SessionContext,
  pageNum: number,
  limit: number,
  name: string | undefined,
) => {
  const page = await filePage(deps.db, session.merchantId, pageNum, limit, name?.trim() || undefined);
  return { total: page.total, rows: page.rows.map(toRow) };
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
    const file = storedPath(deps.config.dataDir, session.merchantId, row.fileName);
    if (file) await rm(file, { force: true });
  }
  return { deleted: rows.length };
};

const missing = () => new AppError(ResultCode.NotFound, 'files:file.notFound', {}, { status: 404 });

type DownloadCtx = AuthedContext<{ fileName: string; delete?: boolean }, unknown, unknown>;

/**
 * Streams a tenant's file with its content type and disposition. `delete=true` (uploader or file-centre
 * permission only) removes the file once it has been sent.
 */
export const sendDownload = async (deps: AppDeps, ctx: DownloadCtx, reply: FastifyReply): Promise<void> => {
  const { session, query } = ctx;
  const file = storedPath(deps.config.dataDir, session.merchantId, query.fileName);
  if (!file)
    throw new AppError(ResultCode.InvalidParam, 'files:download.badName', {
      fileName: query.fileName.slice(0, 100),
    });
  const row = await fileByName(deps.db, session.merchantId, query.fileName);
  if (!row) throw missing();
  const size = await stat(file).then(
    (s) => s.size,
    () => -1,
  );
  if (size < 0) throw missing();
  const isDelete = query.delete === true;
  if (
    isDelete &&
    row.createBy !== session.userName &&
    !hasPermission(await ctx.permissions(), DOCUMENT_PERMISSION)
  ) {
    throw business('files:download.deleteForbidden');
  }
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': row.contentType,
    'content-length': String(size),
    'content-disposition': dispositionFor(row.originalName, row.contentType),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
  const stream = createReadStream(file);
  stream.pipe(raw);
  await new Promise<void>((resolve) => {
    raw.on('finish', resolve);
    raw.on('close', resolve);
    stream.on('error', () => {
      raw.destroy();
      resolve();
    });
  });
  if (isDelete && raw.writableFinished) {
    await deleteFileRows(deps.db, session.merchantId, [row.fileId]);
    await rm(file, { force: true });
  }
};
