import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { UploadResultData } from '@shared/api/modules/files';
import type { AppDeps, SessionContext } from '../../../http/context';
import { business } from '../../../http/errors';
import { drainRequest } from '../../../http/drainRequest';
import { generateId } from '../../../ids';
import { fileKey } from '../../../storage';
import { DEFAULT_BUCKET_ID } from '../../../db/schema';
import { checkedTarget } from '../folders/target';
import { downloadUrl } from './paths';
import { checkUploadName, cleanOriginalName, contentTypeFor, storedNameFor } from './rules';
import { quotaExceeded, recordWithinQuota, tooLarge, uploadAllowance } from './quota';
import { hasUsableBoundary, unreadableUpload, uploadFailure } from './uploadErrors';

/** What the parser did: the errors it raised (the body, not the server, is at fault) and whether a part began. */
interface Parsing {
  errors: WeakSet<object>;
  hasSeenPart: boolean;
}

/** The request's parts, noting in `parsing` what the parser raised. */
async function* partsOf(req: FastifyRequest, fileSize: number, parsing: Parsing) {
  const noted = (error: unknown) => {
    if (typeof error === 'object' && error !== null) parsing.errors.add(error);
    return error;
  };
  let parts: AsyncIterator<Multipart>;
  try {
    parts = req.parts({ limits: { fileSize } })[Symbol.asyncIterator]();
  } catch (error) {
    throw noted(error);
  }
  for (;;) {
    const next = await parts.next().catch((error: unknown) => {
      throw noted(error);
    });
    if (next.done) return;
    parsing.hasSeenPart = true;
    if (next.value.type === 'file') {
      // A short body may have failed before the part reached us: its stream then holds the error already.
      const { file } = next.value;
      if (file.errored) noted(file.errored);
      file.on('error', noted);
    }
    yield next.value;
  }
}

/**
 * Streams the one file of the request into the file store, then records it. The stream stops at the per-file limit
 * or at the tenant's free space, whichever is smaller, with a message naming that limit; a body the parser cannot
 * read is refused naming the problem. Any failure leaves nothing behind: a stored object that is not recorded is
 * deleted again. The file goes into the bucket and folder `into` names (checked before the body is read), else
 * into the tenant's default bucket. A refusal first reads and discards the rest of the body (bounded), then answers with
 * `Connection: close`, so the client finishes sending, reads the refusal and sees the connection close cleanly.
 */
export const saveUpload = async (
  deps: AppDeps,
  session: SessionContext,
  req: FastifyRequest,
  reply: FastifyReply,
  into?: { bucketId: string; folderId?: string },
): Promise<UploadResultData> => {
  if (!req.isMultipart()) throw unreadableUpload('notMultipart');
  if (!hasUsableBoundary(req.headers['content-type'])) {
    reply.header('connection', 'close');
    await drainRequest(req.raw);
    throw unreadableUpload('noBoundary');
  }
  const now = deps.now();
  const fileId = generateId(now);
  const allowance = await uploadAllowance(deps, session.merchantId);
  const tooBig = () => (allowance.isQuotaBound ? quotaExceeded(deps, allowance.used) : tooLarge(deps));
  let saved: { originalName: string; fileName: string; key: string; size: number } | undefined;
  let isRecorded = false;
  const parsing: Parsing = { errors: new WeakSet(), hasSeenPart: false };
  try {
    const place = into
      ? await checkedTarget(deps.db, session.merchantId, into)
      : { bucketId: DEFAULT_BUCKET_ID, folderId: '' };
    for await (const part of partsOf(req, allowance.bytes, parsing)) {
      if (part.type !== 'file') continue;
      if (saved) throw business('files:upload.oneFile');
      const file = part as MultipartFile;
      const originalName = cleanOriginalName(file.filename);
      const problem = checkUploadName(originalName);
      if (problem) throw business(problem.key, problem.params);
      const fileName = storedNameFor(fileId, originalName);
      const key = fileKey(session.merchantId, fileName);
      // Stop at the limit with an error, so the store drops what it has (an S3 multipart upload is aborted).
      file.file.once('limit', () => file.file.destroy(tooBig()));
      const size = await deps.files.put(key, file.file, contentTypeFor(fileName));
      saved = { originalName, fileName, key, size };
      if (file.file.truncated) throw tooBig();
    }
    if (!saved) throw unreadableUpload('noFile');
    if (saved.size === 0) throw business('files:upload.empty');
    await recordWithinQuota(deps, {
      fileId,
      merchantId: session.merchantId,
      fileName: saved.fileName,
      originalName: saved.originalName,
      contentType: contentTypeFor(saved.fileName),
      size: saved.size,
      createBy: session.userName,
      createdAt: now,
      ...place,
    });
    isRecorded = true;
    return {
      fileName: saved.fileName,
      name: saved.fileName,
      originalName: saved.originalName,
      size: saved.size,
      url: downloadUrl(saved.fileName),
    };
  } catch (error) {
    const refusal = uploadFailure(error, tooBig, parsing);
    if (!req.raw.complete) {
      reply.header('connection', 'close');
      await drainRequest(req.raw);
    }
    throw refusal;
  } finally {
    if (saved && !isRecorded)
      await deps.files
        .delete(saved.key)
        .catch((error: unknown) =>
          req.log.warn({ err: error, key: saved?.key }, 'unrecorded upload not deleted'),
        );
  }
};
