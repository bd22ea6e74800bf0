import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from '../contract';
import { Nothing, Page, PageQuery } from '../schemas';

/** Prefix of the download route (workflow spec §7: `/digital-portal/common/download`). */
export const COMMON_PREFIX = '/digital-portal/common';
/** Default upload action of uploadFile / uploadImg (workflow spec §7). */
export const UPLOAD_PATH = '/upload/oss';
/** Permission of the file centre (console spec §6). */
export const DOCUMENT_PERMISSION = 'system:document:center';

export const StoredFile = Type.Object({
  fileId: Type.String(),
  /** The generated name used in download URLs. */
  fileName: Type.String(),
  /** The name the file had on the uploader's machine. */
  originalName: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  url: Type.String(),
  createBy: Type.String(),
  createTime: Type.String(),
  /** Where the file lies in the file centre: its bucket and folder ('' for the bucket's top level). */
  bucketId: Type.String(),
  folderId: Type.String(),
});
export type StoredFileRow = Static<typeof StoredFile>;

export const UploadResult = Type.Object({
  /** Generated file name (pass it to the download route). */
  fileName: Type.String(),
  originalName: Type.String(),
  /** Same as fileName, kept for upload controls that read `name`. */
  name: Type.String(),
  size: Type.Integer(),
  url: Type.String(),
});
export type UploadResultData = Static<typeof UploadResult>;

/** The tenant's storage: bytes stored, the quota and the per-file limit. */
export const StorageUsage = Type.Object({
  usedBytes: Type.Integer(),
  quotaBytes: Type.Integer(),
  maxFileBytes: Type.Integer(),
});
export type StorageUsageData = Static<typeof StorageUsage>;

const Header = Type.String({ maxLength: 4000 });

export const ProxyCall = Type.Object(
  {
    /** Absolute http(s) URL of the target. */
    path: Type.String({ minLength: 1, maxLength: 2000 }),
    method: Type.Union([Type.Literal('GET'), Type.Literal('POST')]),
    headers: Type.Optional(Type.Record(Type.String({ maxLength: 200 }), Header)),
    body: Type.Optional(Type.Record(Type.String({ maxLength: 200 }), Type.Unknown())),
  },
  { additionalProperties: false },
);
export type ProxyCallBody = Static<typeof ProxyCall>;

export const filesApi = {
  /** The form-event proxy (workflow spec §7): answers with the target's JSON body (or text) as `data`. */
  jflowCall: endpoint({
    method: 'POST',
    path: '/jflow/call',
    access: 'self',
    body: ProxyCall,
    response: Type.Unknown(),
  }),
  /** Multipart, one file (field name free). */
  upload: endpoint({
    method: 'POST',
    path: UPLOAD_PATH,
    access: 'self',
    isMultipart: true,
    response: UploadResult,
  }),
  /**
   * What the next upload may hold, for any signed-in uploader (form upload controls and the file centre check a
   * file against it before sending; the upload route stays the judge).
   */
  uploadLimits: endpoint({ method: 'GET', path: '/upload/limits', access: 'self', response: StorageUsage }),
  /** Streams the file; `delete=true` removes it after sending. Accepts the Admin-Token cookie. */
  download: endpoint({
    method: 'GET',
    path: '/download',
    prefix: COMMON_PREFIX,
    access: 'self',
    query: Type.Object({
      fileName: Type.String({ minLength: 1, maxLength: 300 }),
      delete: Type.Optional(Type.Boolean()),
    }),
    response: Nothing,
  }),
  /** The file centre's list (console spec §2.3). */
  list: endpoint({
    method: 'GET',
    path: '/file/list',
    access: 'permission',
    permission: DOCUMENT_PERMISSION,
    query: Type.Object({ ...PageQuery, name: Type.Optional(Type.String({ maxLength: 200 })) }),
    response: Page(StoredFile),
  }),
  /** The file centre's usage line: what the session's tenant stores against its quota. */
  usage: endpoint({
    method: 'GET',
    path: '/file/usage',
    access: 'permission',
    permission: DOCUMENT_PERMISSION,
    response: StorageUsage,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/file/delete',
    access: 'permission',
    permission: DOCUMENT_PERMISSION,
    body: Type.Object(
      { fileIds: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 100 }) },
      { additionalProperties: false },
    ),
    response: Type.Object({ deleted: Type.Integer() }),
  }),
};
