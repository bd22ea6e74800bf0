/**
 * The console's data source for `<FormRuntime>`: form events go through POST /jflow/call, uploads to
 * upload/oss with the session token, dictionaries to /dict/data/dictCode/{code}; people, organisations and regions
 * from the form source endpoints (`createDirectorySources`).
 * The endpoint declarations (typebox schemas) load on first use, so embedding the runtime does not pull
 * the API contract into its initial bundle.
 */
import { ADMIN_PREFIX } from '@shared/api/codes';
import type { EventCall, OptionItem } from '@shared/form';
import type { ApiCall } from './apiCall';
import type { FormDataSource } from './dataSource';
import { createDirectorySources } from './directorySources';
import { xhrUpload } from './controls/upload';

export type { ApiCall } from './apiCall';

export interface ConsoleDataSourceOptions {
  call: ApiCall;
  /** The session token (bearer) for uploads, which bypass the client to report progress. */
  token: () => string | undefined;
  language?: () => string;
  /** Replaces or adds sources (users, organizations, regions, dynamic, buttonAction…). */
  overrides?: Partial<FormDataSource>;
}

const SILENT = { silent: true };
const filesEndpoints = () => import('@shared/api/modules/files').then((module) => module.filesApi);
const systemEndpoints = () => import('@shared/api/modules/system').then((module) => module.systemApi);

/** Where an upload goes: a relative action is under the admin prefix; only this server gets the session. */
const targetOf = (given: string) => {
  const action = given.startsWith('/') || /^https?:/.test(given) ? given : `${ADMIN_PREFIX}/${given}`;
  return { action, isOwnServer: action.startsWith('/') };
};

export function createConsoleDataSource(options: ConsoleDataSourceOptions): FormDataSource {
  const { call, token, language, overrides } = options;
  const dictCache = new Map<string, Promise<OptionItem[]>>();
  return {
    ...createDirectorySources(call),
    // The runtime reads `data.data` of the /jflow/call answer; the client already unwrapped the envelope once.
    callEvent: async (event: EventCall) => ({
      data: await call((await filesEndpoints()).jflowCall, { body: event }, SILENT),
    }),
    dict: (code) => {
      let found = dictCache.get(code);
      if (!found) {
        found = systemEndpoints()
          .then((api) => call(api.dictByCode, { params: { dictCode: code } }, SILENT))
          .then((rows) => rows.map((row) => ({ label: row.dictLabel, value: row.dictValue })));
        found.catch(() => dictCache.delete(code));
        dictCache.set(code, found);
      }
      return found;
    },
    uploadLimits: async (action) =>
      targetOf(action).isOwnServer
        ? call((await filesEndpoints()).uploadLimits, {}, SILENT).catch(() => undefined)
        : undefined,
    upload: (request) => {
      const bearer = token();
      const { action, isOwnServer } = targetOf(request.action);
      return xhrUpload({
        ...request,
        action,
        headers: {
          ...request.headers,
          ...(isOwnServer && bearer ? { Authorization: `Bearer ${bearer}` } : {}),
          ...(isOwnServer && language ? { 'Accept-Language': language() } : {}),
        },
      });
    },
    ...overrides,
  };
}
