import { sessionApi } from './modules/session';
import { systemApi } from './modules/system';
import { identityApi } from './modules/identity';
import { shellApi } from './modules/shell';
import { approvalApi } from './modules/approval';
import { filesApi } from './modules/files';
import { fileFoldersApi } from './modules/fileFolders';
import { configApi } from './modules/config';
import { messagingApi } from './modules/messaging';
import { analyticsApi } from './modules/analytics';
import { opsApi } from './modules/ops';

export { ResultCode, AUTH_CHECK_ERROR, ADMIN_PREFIX, API_BASE } from './codes';
export type { Envelope } from './envelope';
export type { EndpointDef, InputOf, ResponseOf } from './contract';
export type { SessionInfoData } from './modules/session';
export type { RouteItem, SysAppRow, DictEntryRow } from './schemas';

/** Every endpoint of the product, by area. The server registers all of these; the client calls them. */
export const api = {
  session: sessionApi,
  system: systemApi,
  identity: identityApi,
  shell: shellApi,
  approval: approvalApi,
  files: { ...filesApi, ...fileFoldersApi },
  config: configApi,
  messaging: messagingApi,
  analytics: analyticsApi,
  ops: opsApi,
};
