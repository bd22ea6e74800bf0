import { api } from '@shared/api';
import type { AppDeps } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { route, type RouteBinding } from '../../../http/routing';
import { exportDicts, importDicts } from './importExport';
import { addItem, deleteItem, updateItem } from './itemService';
import { findItem, itemPage, itemView, typePage } from './queries';
import { propertyRoutes } from './propertyRoutes';
import { addType, deleteType, updateType } from './typeService';

const c = api.config;

/** Routes of configuration administration: dictionaries (console spec §7.5) and properties. */
export const dictsRoutes = (deps: AppDeps): RouteBinding[] => [
  route(c.dictTypeList, async ({ session, query, locale }) =>
    typePage(
      deps.db,
      session.merchantId,
      { ...query, pageNum: query.pageNum ?? 1, limit: query.limit ?? 10 },
      locale,
    ),
  ),
  route(c.dictTypeAdd, async ({ session, body }) => addType(deps, session, body)),
  route(c.dictTypeUpdate, async ({ session, body }) => updateType(deps, session, body)),
  route(c.dictTypeDelete, async ({ session, query }) => deleteType(deps, session, query.dictTypeId)),
  route(c.dictDataList, async ({ session, query }) =>
    itemPage(deps.db, session.merchantId, {
      ...query,
      pageNum: query.pageNum ?? 1,
      limit: query.limit ?? 10,
    }),
  ),
  route(c.dictDataAdd, async ({ session, body }) => addItem(deps, session, body)),
  route(c.dictDataUpdate, async ({ session, body }) => updateItem(deps, session, body)),
  route(c.dictDataDetail, async ({ session, params }) => {
    const row = await findItem(deps.db, session.merchantId, params.id);
    if (!row) throw notFound();
    return itemView(row);
  }),
  route(c.dictDataDelete, async ({ session, query }) => deleteItem(deps, session, query.dictId)),
  route(c.dictImport, async ({ session, body, t }) => importDicts(deps, session, body.dicts, t)),
  route(c.dictExport, async ({ session, query }) => exportDicts(deps, session.merchantId, query.dictCode)),
  ...propertyRoutes(deps),
];
