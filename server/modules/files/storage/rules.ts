/** Upload rules: what may be stored, how it is named on disk, and how a download describes it. Pure. */

/** Allowed extensions and the content type served for each; anything else is refused (no html, svg, scripts). */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  json: 'application/json',
  xml: 'application/xml',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  rtf: 'application/rtf',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
};

export const ALLOWED_EXTENSIONS = Object.keys(CONTENT_TYPES);

/** The lower-case extension of a name, or '' when it has none. */
export const extensionOf = (name: string): string => {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name.trim());
  return match?.[1]?.toLowerCase() ?? '';
};

export type UploadProblem =
  | { key: 'files:upload.typeNotAllowed'; params: { ext: string; allowed: string } }
  | { key: 'files:upload.empty'; params: Record<string, never> };

/** Checks an original file name; returns the problem or null. */
export const checkUploadName = (originalName: string): UploadProblem | null => {
  const ext = extensionOf(originalName);
  if (!ext || !(ext in CONTENT_TYPES)) {
    return {
      key: 'files:upload.typeNotAllowed',
      params: { ext: ext || '—', allowed: ALLOWED_EXTENSIONS.join(', ') },
    };
  }
  return null;
};

/** The name stored on disk: the generated id plus the original extension. */
export const storedNameFor = (id: string, originalName: string): string =>
  `${id}.${extensionOf(originalName)}`;

/** A stored name as generated above: nothing that could leave the tenant folder. */
export const isStoredName = (name: string): boolean => /^[A-Za-z0-9_-]{1,80}\.[a-z0-9]{1,10}$/.test(name);

/** Original names are kept for display only; control characters and path parts are dropped. */
export const cleanOriginalName = (name: string): string =>
  (name.split(/[\\/]/).pop() ?? '')
    .split('')
    .filter((char) => char.charCodeAt(0) > 31 && char.charCodeAt(0) !== 127)
    .join('')
    .trim()
    .slice(0, 200) || 'file';

export const contentTypeFor = (name: string): string =>
  CONTENT_TYPES[extensionOf(name)] ?? 'application/octet-stream';

/** Images show in the page (upload previews); everything else downloads under its original name. */
export const dispositionFor = (originalName: string, contentType: string): string => {
  const kind = contentType.startsWith('image/') ? 'inline' : 'attachment';
  const ascii = originalName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(originalName)}`;
};
