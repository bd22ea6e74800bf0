import { api } from '@shared/api';
import type { AppDeps } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { route, type RouteBinding } from '../../../http/routing';
import {
  addProperty,
  changePropertyStatus,
  deleteProperty,
  findProperty,
  propertyPage,
  propertyView,
  updateProperty,
} from './propertyService';

const c = api.config;

/** Properties of the session tenant (console spec §7.5 Properties). */
export const propertyRoutes = (deps: AppDeps): RouteBinding[] => [
  route(c.propertiesPage, async ({ session, query }) =>
    propertyPage(deps.db, session.merchantId, {
      ...query,
      pageNum: query.pageNum ?? 1,
      limit: query.limit ?? 10,
    }),
  ),
  route(c.propertiesDetail, async ({ session, query }) => {
    const row = await findProperty(deps.db, session.merchantId, query.propId);
    if (!row) throw notFound();
    return propertyView(row);
  }),
  route(c.propertiesDelete, async ({ session, query }) => deleteProperty(deps, session, query.propId)),
  route(c.propertiesAdd, async ({ session, body }) => addProperty(deps, session, body)),
  route(c.propertiesUpdate, async ({ session, body }) => updateProperty(deps, session, body)),
  route(c.propertiesChangeStatus, async ({ session, body }) =>
    changePropertyStatus(deps, session, body.propId, body.status),
  ),
];
