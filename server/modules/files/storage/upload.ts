import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { UploadResultData } from '@shared/api/modules/files';
import type { AppDeps, SessionContext } from '../../../http/context';
import { business } from '../../../http/errors';
import { generateId } from '../../../ids';
import { fileKey } from '../../../storage';
import { downloadUrl } from './paths';
import { checkUploadName, cleanOriginalName, contentTypeFor, storedNameFor } from './rules';
import { quotaExceeded, recordWithinQuota, tooLarge, uploadAllowance } from './quota';

/** Maps the multipart plugin's limit errors to messages that say what is wrong; `tooBig` names the limit hit. */
const limitError = (error: unknown, tooBig: () => Error) => {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooBig();
  if (code === 'FST_FILES_LIMIT') return business('files:upload.oneFile');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return business('files:upload.tooManyParts');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return business('files:upload.notMultipart');
  return error;
};

/**
 * Streams the one file of the request into the file store, then records it. The stream stops at the per-file limit
 * or at the tenant's free space, whichever is smaller, with a message naming that limit. Any failure leaves nothing
 * behind: a stored object that is not recorded is deleted again.
 */
export const saveUpload = async (
  deps: AppDeps,
  session: SessionContext,
  req: FastifyRequest,
): Promise<UploadResultData> => {
  if (!req.isMultipart()) throw business('files:upload.notMultipart');
  const now = deps.now();
  const fileId = generateId(now);
  const allowance = await uploadAllowance(deps, session.merchantId);
  const tooBig = () => (allowance.isQuotaBound ? quotaExceeded(deps, allowance.used) : tooLarge(deps));
  let saved: { originalName: string; fileName: string; key: string; size: number } | undefined;
  let isRecorded = false;
  try {
    for await (const part of req.parts({ limits: { fileSize: allowance.bytes } })) {
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
    if (!saved) throw business('files:upload.noFile');
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
    throw limitError(error, tooBig);
  } finally {
    if (saved && !isRecorded)
      await deps.files
        .delete(saved.key)
        .catch((error: unknown) =>
          req.log.warn({ err: error, key: saved?.key }, 'unrecorded upload not deleted'),
        );
  }
};
