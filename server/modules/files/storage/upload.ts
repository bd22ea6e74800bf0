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
import { insertFile } from './queries';
import { downloadUrl, tenantDir } from './paths';
import { checkUploadName, cleanOriginalName, contentTypeFor, MAX_UPLOAD_BYTES, storedNameFor } from './rules';

const maxMb = () => MAX_UPLOAD_BYTES / 1024 / 1024;

/** Maps the multipart plugin's limit errors to messages that say what is wrong. */
const limitError = (error: unknown) => {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return business('files:upload.tooLarge', { mb: maxMb() });
  if (code === 'FST_FILES_LIMIT') return business('files:upload.oneFile');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return business('files:upload.tooManyParts');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return business('files:upload.notMultipart');
  return error;
};

/** Writes the one file of the request to disk, then records it. Any failure leaves nothing behind. */
export const saveUpload = async (deps: AppDeps, session: SessionContext, req: FastifyRequest): Promise<UploadResultData> => {
  if (!req.isMultipart()) throw business('files:upload.notMultipart');
  const folder = tenantDir(deps.config.dataDir, session.merchantId);
  await mkdir(folder, { recursive: true });
  const now = deps.now();
  const fileId = generateId(now);
  const temp = path.join(folder, `.${fileId}.part`);
  let saved: { originalName: string; fileName: string } | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      if (saved) throw business('files:upload.oneFile');
      const file = part as MultipartFile;
      const originalName = cleanOriginalName(file.filename);
      const problem = checkUploadName(originalName);
      if (problem) throw business(problem.key, problem.params);
      await pipeline(file.file, createWriteStream(temp));
      if (file.file.truncated) throw business('files:upload.tooLarge', { mb: maxMb() });
      saved = { originalName, fileName: storedNameFor(fileId, originalName) };
    }
    if (!saved) throw business('files:upload.noFile');
    const { size } = await stat(temp);
    if (size === 0) throw business('files:upload.empty');
    const target = path.join(folder, saved.fileName);
    await rename(temp, target);
    try {
      await insertFile(deps.db, {
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
    return { fileName: saved.fileName, name: saved.fileName, originalName: saved.originalName, size, url: downloadUrl(saved.fileName) };
  } catch (error) {
    throw limitError(error);
  } finally {
    await rm(temp, { force: true });
  }
};
