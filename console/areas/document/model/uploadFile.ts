import { ADMIN_PREFIX, ResultCode } from '@shared/api/codes';
import { UPLOAD_PATH, type UploadResultData } from '@shared/api/modules/files';

/** Posts one file as multipart to upload/oss; rejects with the server's message. */
export const uploadFile = async (
  file: File,
  token: string | undefined,
  language: string,
): Promise<UploadResultData> => {
  const body = new FormData();
  body.append('file', file, file.name);
  const response = await fetch(`${ADMIN_PREFIX}${UPLOAD_PATH}`, {
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
export type Uploader = (file: File) => Promise<UploadResultData>;

/** The uploader of the console: the signed-in token and the chosen language, read at the moment of the upload. */
export const httpUploader =
  (auth: { token(): string | undefined; language(): string }): Uploader =>
  (file) =>
    uploadFile(file, auth.token(), auth.language());
