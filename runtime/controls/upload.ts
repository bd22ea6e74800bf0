/** Default uploader: multipart POST to the control's action with progress (used when the host gives none). */
import type { UploadedFile } from '@shared/form';
import type { UploadRequest } from '../dataSource';

function urlFrom(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const record = body as Record<string, unknown>;
  const data = record.data;
  if (typeof data === 'string') return data;
  if (typeof data === 'object' && data !== null) {
    const inner = data as Record<string, unknown>;
    return String(inner.url ?? inner.fileUrl ?? inner.path ?? '');
  }
  return String(record.url ?? '');
}

/** The stored name the server gave (`data.fileName` / `data.name`), else the local name. */
function nameFrom(body: unknown, fallback: string): string {
  const data = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).data : undefined;
  if (typeof data !== 'object' || data === null) return fallback;
  const record = data as Record<string, unknown>;
  return typeof record.originalName === 'string' && record.originalName ? record.originalName : fallback;
}

let uploadCounter = 0;

export function xhrUpload(request: UploadRequest): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const body = new FormData();
    body.append(request.fileName, request.file);
    for (const [name, value] of Object.entries(request.data)) body.append(name, String(value));
    xhr.open('POST', request.action);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new Error('upload failed'));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(new Error(`upload failed: ${xhr.status}`));
      let parsed: unknown;
      try {
        parsed = JSON.parse(xhr.responseText) as unknown;
      } catch {
        parsed = undefined;
      }
      const envelope = parsed as { code?: unknown; msg?: unknown } | undefined;
      if (envelope && typeof envelope.code === 'string' && envelope.code !== '10000') {
        return reject(new Error(typeof envelope.msg === 'string' ? envelope.msg : 'upload failed'));
      }
      uploadCounter += 1;
      const data =
        typeof parsed === 'object' && parsed !== null ? (parsed as { data?: unknown }).data : undefined;
      const fileName =
        typeof data === 'object' && data !== null ? (data as { fileName?: unknown }).fileName : undefined;
      resolve({
        uid: `upload_${Date.now()}_${uploadCounter}`,
        name: nameFrom(parsed, request.file.name),
        url: urlFrom(parsed),
        status: 'done',
        ...(typeof fileName === 'string' ? { fileName } : {}),
      });
    };
    xhr.send(body);
  });
}

/** Extra form data of an upload control (`options.data` is JSON text). */
export function parseUploadData(text: unknown): Record<string, unknown> {
  if (typeof text !== 'string' || !text.trim()) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
