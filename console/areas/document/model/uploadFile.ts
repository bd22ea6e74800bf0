import { ADMIN_PREFIX, ResultCode } from '@shared/api/codes';
import { fullPath } from '@shared/api/contract';
import { fileFoldersApi } from '@shared/api/modules/fileFolders';
import { UPLOAD_PATH, type UploadResultData } from '@shared/api/modules/files';

/** A bucket and folder of the file centre to upload into ('' or no folder: the bucket's top level). */
export interface UploadTarget {
  bucketId: string;
  folderId?: string;
}

const uploadUrl = (into: UploadTarget | undefined) =>
  into
    ? `${fullPath(fileFoldersApi.uploadInto, ADMIN_PREFIX)}?${new URLSearchParams({ bucketId: into.bucketId, folderId: into.folderId ?? '' }).toString()}`
    : `${ADMIN_PREFIX}${UPLOAD_PATH}`;

/**
 * Posts one file as multipart to upload/oss (form controls: the default bucket) or into a bucket and folder of the
 * file centre; rejects with the server's message.
 */
export const uploadFile = async (
  file: File,
  token: string | undefined,
  language: string,
  into?: UploadTarget,
): Promise<UploadResultData> => {
  const body = new FormData();
  body.append('file', file, file.name);
  const response = await fetch(uploadUrl(into), {
    method: 'POST',
    headers: { 'Accept-Language': language, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body,
  });
  const envelope = (await response.json().catch(() => null)) as {
    code?: string;
    msg?: string;
    data?: UploadResultData;
  } | null;
  if (!envelope || envelope.code !== ResultCode.Success || !envelope.data)
    throw new Error(envelope?.msg || `${response.status} ${response.statusText}`);
  return envelope.data;
};

/** Sends one file to the server and answers what it stored. */
export type Uploader = (file: File, into?: UploadTarget) => Promise<UploadResultData>;

/** The uploader of the console: the signed-in token and the chosen language, read at the moment of the upload. */
export const httpUploader =
  (auth: { token(): string | undefined; language(): string }): Uploader =>
  (file, into) =>
    uploadFile(file, auth.token(), auth.language(), into);
