import { api } from '@shared/api';
import { route, type RouteBinding } from '../../http/routing';
import type { AppDeps } from '../../http/context';
import { callThroughProxy } from './proxy/service';
import { saveUpload } from './storage/upload';
import { listFiles, removeFiles } from './storage/service';
import { sendDownload } from './storage/download';
import { storageUsage } from './storage/quota';
import { folderRoutes } from './folders/routes';

const f = api.files;

export const filesRoutes = (deps: AppDeps): RouteBinding[] => [
  route(f.jflowCall, async ({ session, body }) => callThroughProxy(deps, session, body)),
  route(f.upload, async ({ session, req, reply }) => saveUpload(deps, session, req, reply)),
  route(
    f.download,
    async (ctx) => {
      await sendDownload(deps, ctx, ctx.reply);
      return null;
    },
    // A plain link may download with the cookie; deleting after the download needs the Authorization header.
    { cookieAuth: { isReadOnly: (query) => query.delete !== true } },
  ),
  route(f.list, async ({ session, query }) =>
    listFiles(deps, session, query.pageNum ?? 1, query.limit ?? 10, query.name),
  ),
  route(f.usage, async ({ session }) => storageUsage(deps, session)),
  route(f.uploadLimits, async ({ session }) => storageUsage(deps, session)),
  route(f.remove, async ({ session, body }) => removeFiles(deps, session, body.fileIds)),
  ...folderRoutes(deps),
];
