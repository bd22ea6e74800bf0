import { api } from '@shared/api';
import { route, type RouteBinding } from '../../../http/routing';
import type { AppDeps } from '../../../http/context';
import { saveUpload } from '../storage/upload';
import { createBucket, deleteBucket, listBuckets, updateBucket } from './buckets';
import { folderContents } from './contents';
import { createFolder, deleteFolder, folderTree, renameFolder } from './folders';
import { moveFiles } from './move';

const f = api.files;

/** Buckets and folders of the file centre, every route behind the file-centre permission. */
export const folderRoutes = (deps: AppDeps): RouteBinding[] => [
  route(f.bucketList, async ({ session }) => listBuckets(deps, session)),
  route(f.bucketCreate, async ({ session, body }) => createBucket(deps, session, body)),
  route(f.bucketUpdate, async ({ session, body }) => updateBucket(deps, session, body)),
  route(f.bucketDelete, async ({ session, body }) => deleteBucket(deps, session, body.bucketId)),
  route(f.folderTree, async ({ session, query }) => folderTree(deps, session, query.bucketId)),
  route(f.folderContents, async ({ session, query }) =>
    folderContents(deps, session, { ...query, pageNum: query.pageNum ?? 1, limit: query.limit ?? 10 }),
  ),
  route(f.folderCreate, async ({ session, body }) => createFolder(deps, session, body)),
  route(f.folderRename, async ({ session, body }) => renameFolder(deps, session, body)),
  route(f.folderDelete, async ({ session, body }) => deleteFolder(deps, session, body.folderId)),
  route(f.fileMove, async ({ session, body }) => moveFiles(deps, session, body)),
  route(f.uploadInto, async ({ session, req, reply, query }) => saveUpload(deps, session, req, reply, query)),
];
