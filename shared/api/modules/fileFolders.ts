import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from '../contract';
import { Id, Nothing, PageQuery } from '../schemas';
import { DOCUMENT_PERMISSION, StoredFile, UploadResult } from './files';

/**
 * Buckets and folders of the file centre (console spec §2.3 "Document center: bucket list, download, management").
 * Folders nest by parent id; an empty folder id is a bucket's top level.
 */

/** Names are checked by the server with a message per problem (empty, too long, '/', taken), so the schema is loose. */
const Name = Type.String({ maxLength: 1000 });
const FolderRef = Type.String({ maxLength: 64 });

export const BucketView = Type.Object({
  bucketId: Type.String(),
  /** Empty for the default bucket until renamed: show the default name in the reader's language. */
  name: Type.String(),
  description: Type.String(),
  isDefault: Type.Boolean(),
  folderCount: Type.Integer(),
  fileCount: Type.Integer(),
  createTime: Type.String(),
});
export type BucketRow = Static<typeof BucketView>;

export const FolderView = Type.Object({
  folderId: Type.String(),
  bucketId: Type.String(),
  /** Empty at the bucket's top level. */
  parentId: Type.String(),
  name: Type.String(),
  createBy: Type.String(),
  createTime: Type.String(),
});
export type FolderRow = Static<typeof FolderView>;

export const FolderContents = Type.Object({
  /** The folders from the bucket's top level down to the listed one (empty at the top level). */
  path: Type.Array(Type.Object({ folderId: Type.String(), name: Type.String() })),
  /** Folders and files matching the filter; a page holds folders first, then files. */
  total: Type.Integer(),
  folders: Type.Array(FolderView),
  files: Type.Array(StoredFile),
});
export type FolderContentsData = Static<typeof FolderContents>;

const Bucket = Type.Object({ bucketId: Id }, { additionalProperties: false });
const BucketInput = { name: Name, description: Type.Optional(Type.String({ maxLength: 500 })) };
const Target = { bucketId: Id, folderId: Type.Optional(FolderRef) };

const managed = { access: 'permission', permission: DOCUMENT_PERMISSION } as const;

export const fileFoldersApi = {
  bucketList: endpoint({
    method: 'GET',
    path: '/file/bucket/list',
    ...managed,
    response: Type.Array(BucketView),
  }),
  bucketCreate: endpoint({
    method: 'POST',
    path: '/file/bucket/create',
    ...managed,
    body: Type.Object(BucketInput, { additionalProperties: false }),
    response: Type.Object({ bucketId: Type.String() }),
  }),
  bucketUpdate: endpoint({
    method: 'POST',
    path: '/file/bucket/update',
    ...managed,
    body: Type.Object({ bucketId: Id, ...BucketInput }, { additionalProperties: false }),
    response: Nothing,
  }),
  /** Refused for the default bucket and for a bucket that still holds folders or files (the message counts them). */
  bucketDelete: endpoint({
    method: 'POST',
    path: '/file/bucket/delete',
    ...managed,
    body: Bucket,
    response: Nothing,
  }),
  /** Every folder of a bucket (for the move dialog's tree), by name. */
  folderTree: endpoint({
    method: 'GET',
    path: '/file/folder/tree',
    ...managed,
    query: Type.Object({ bucketId: Id }),
    response: Type.Array(FolderView),
  }),
  folderContents: endpoint({
    method: 'GET',
    path: '/file/folder/contents',
    ...managed,
    query: Type.Object({ ...PageQuery, ...Target, name: Type.Optional(Type.String({ maxLength: 200 })) }),
    response: FolderContents,
  }),
  folderCreate: endpoint({
    method: 'POST',
    path: '/file/folder/create',
    ...managed,
    body: Type.Object(
      { bucketId: Id, parentId: Type.Optional(FolderRef), name: Name },
      { additionalProperties: false },
    ),
    response: Type.Object({ folderId: Type.String() }),
  }),
  folderRename: endpoint({
    method: 'POST',
    path: '/file/folder/rename',
    ...managed,
    body: Type.Object({ folderId: Id, name: Name }, { additionalProperties: false }),
    response: Nothing,
  }),
  /** Refused while the folder holds folders or files (the message counts them). */
  folderDelete: endpoint({
    method: 'POST',
    path: '/file/folder/delete',
    ...managed,
    body: Type.Object({ folderId: Id }, { additionalProperties: false }),
    response: Nothing,
  }),
  /** Moves files of the tenant into a folder (or a bucket's top level), also across buckets. */
  fileMove: endpoint({
    method: 'POST',
    path: '/file/move',
    ...managed,
    body: Type.Object(
      {
        fileIds: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 100 }),
        ...Target,
      },
      { additionalProperties: false },
    ),
    response: Type.Object({ moved: Type.Integer() }),
  }),
  /** Multipart, one file, into the named bucket and folder (same limits and quota as upload/oss). */
  uploadInto: endpoint({
    method: 'POST',
    path: '/file/upload',
    ...managed,
    isMultipart: true,
    query: Type.Object(Target),
    response: UploadResult,
  }),
};
