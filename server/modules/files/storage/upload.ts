import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { UploadResultData } from '@shared/api/modules/files';
import type { AppDeps, SessionContext } from '../../../http/context';
import { business } from '../../../http/errors';
import { generateId } from '../../../ids';
import { downloadUrl, tenantDir } from './paths';
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
 * Writes the one file of the request to disk, then records it. The stream stops at the per-file limit or at the
 * tenant's free space, whichever is smaller, with a message naming that limit. Any failure leaves nothing behind.
 */
export const saveUpload = async (
  deps: AppDeps,
  session: SessionContext,
  req: FastifyRequest,
): Promise<UploadResultData> => {
  if (!req.isMultipart()) throw business('files:upload.notMultipart');
  const folder = tenantDir(deps.config.dataDir, session.merchantId);
  await mkdir(folder, { recursive: true });
  const now = deps.now();
  const fileId = generateId(now);
  const temp = path.join(folder, `.${fileId}.part`);
  const allowance = await uploadAllowance(deps, session.merchantId);
  const tooBig = () => (allowance.isQuotaBound ? quotaExceeded(deps, allowance.used) : tooLarge(deps));
  let saved: { originalName: string; fileName: string } | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: allowance.bytes } })) {
      if (part.type !== 'file') continue;
      if (saved) throw business('files:upload.oneFile');
      const file = part as MultipartFile;
      const originalName = cleanOriginalName(file.filename);
      const problem = checkUploadName(originalName);
      if (problem) throw business(problem.key, problem.params);
      await pipeline(file.file, createWriteStream(temp));
      if (file.file.truncated) throw tooBig();
      saved = { originalName, fileName: storedNameFor(fileId, originalName) };
    }
    if (!saved) throw business('files:upload.noFile');
    const { size } = await stat(temp);
    if (size === 0) throw business('files:upload.empty');
    const target = path.join(folder, saved.fileName);
    await rename(temp, target);
    try {
      await recordWithinQuota(deps, {
        fileId,
        merchantId: session.merchantId,
        fileName: saved.fileName,
        originalName: saved.originalName,
        contentType: contentTypeFor(saved.fileName),
        size,
        createBy: session.userName,
        createdAt: now,
      });
    } catch (error) {
      await rm(target, { force: true });
      throw error;
    }
    return {
      fileName: saved.fileName,
      name: saved.fileName,
      originalName: saved.originalName,
      size,
      url: downloadUrl(saved.fileName),
    };
  } catch (error) {
    throw limitError(error, tooBig);
  } finally {
    await rm(temp, { force: true });
  }
};
