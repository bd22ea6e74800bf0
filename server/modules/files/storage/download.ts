import { pipeline } from 'node:stream/promises';
import type { FastifyReply } from 'fastify';
import { ResultCode } from '@shared/api/codes';
import { DOCUMENT_PERMISSION } from '@shared/api/modules/files';
import type { AppDeps, AuthedContext } from '../../../http/context';
import { AppError, business } from '../../../http/errors';
import { hasPermission } from '../../../auth/sessionStore';
import { deleteFileRows, fileByName } from './queries';
import { storedKey } from './paths';
import { dispositionFor } from './rules';
import { parseRange } from './byteRange';
import { sendCounted } from './sendCounted';

const missing = () => new AppError(ResultCode.NotFound, 'files:file.notFound', {}, { status: 404 });

type DownloadCtx = AuthedContext<{ fileName: string; delete?: boolean }, unknown, unknown>;

/**
 * Streams a tenant's file from the store with its content type and disposition; a `Range` header is answered with
 * that part (206), read from the store as a range. `delete=true` (uploader or file-centre permission only) always
 * sends the whole file and removes it once it has been sent completely.
 */
export const sendDownload = async (deps: AppDeps, ctx: DownloadCtx, reply: FastifyReply): Promise<void> => {
  const { session, query } = ctx;
  const key = storedKey(session.merchantId, query.fileName);
  if (!key)
    throw new AppError(ResultCode.InvalidParam, 'files:download.badName', {
      fileName: query.fileName.slice(0, 100),
    });
  const row = await fileByName(deps.db, session.merchantId, query.fileName);
  if (!row) throw missing();
  const stored = await deps.files.head(key);
  if (!stored) throw missing();
  const isDelete = query.delete === true;
  if (
    isDelete &&
    row.createBy !== session.userName &&
    !hasPermission(await ctx.permissions(), DOCUMENT_PERMISSION)
  ) {
    throw business('files:download.deleteForbidden');
  }
  const { size } = stored;
  const wanted = isDelete ? { kind: 'whole' as const } : parseRange(ctx.req.headers.range, size);
  if (wanted.kind === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`);
    throw new AppError(ResultCode.InvalidParam, 'files:download.badRange', { size }, { status: 416 });
  }
  const range = wanted.kind === 'part' ? wanted.range : undefined;
  const body = await deps.files.get(key, range);
  if (!body) throw missing();
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(range ? 206 : 200, {
    'content-type': row.contentType,
    'content-length': String(range ? range.end - range.start + 1 : size),
    ...(range ? { 'content-range': `bytes ${range.start}-${range.end}/${size}` } : {}),
    'accept-ranges': 'bytes',
    'content-disposition': dispositionFor(row.originalName, row.contentType),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
  if (!isDelete) {
    await pipeline(body, raw).catch(() => undefined);
    return;
  }
  if ((await sendCounted(body, raw)) === size) {
    await deleteFileRows(deps.db, session.merchantId, [row.fileId]);
    await deps.files.delete(key);
  }
};
