import { inArray } from 'drizzle-orm';
import { api } from '@shared/api';
import { merchants, organizations } from '../../../db/schema';
import type { AppDeps } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { route, type RouteBinding } from '../../../http/routing';
import { visibleMerchantIds } from '../common/scope';
import { iso } from '../common/time';
import {
  addOrg,
  exportOrgs,
  findOrg,
  importOrgs,
  removeOrg,
  tenantOrgs,
  updateOrg,
  type OrgRow,
} from './service';
import { keepMatches, nest, orgTree } from './tree';
import { leaderViews, tenantUsers, type LeaderUser } from './leaders';
import { keepInScope, visibleOrganizeIds } from '../../config/security/dataScope';

const o = api.identity;

const view = (r: OrgRow, known: ReadonlyMap<string, LeaderUser>) => ({
  organizeId: r.organizeId,
  parentId: r.parentId,
  organizeName: r.organizeName,
  orderNum: r.orderNum,
  leader: r.leader,
  leaderIds: r.leaderIds,
  leaders: leaderViews(r.leaderIds, known),
  status: r.status,
  createTime: iso(r.createdAt),
});
type ViewTree = ReturnType<typeof view> & { children: ViewTree[] };
const toViewTree =
  (known: ReadonlyMap<string, LeaderUser>) =>
  (node: OrgRow & { children: unknown[] }): ViewTree => ({
    ...view(node, known),
    children: (node.children as (OrgRow & { children: unknown[] })[]).map(toViewTree(known)),
  });
/** The tenant's users who lead one of the rows. */
const leadersOf = (deps: AppDeps, merchantId: string, rows: readonly OrgRow[]) =>
  tenantUsers(
    deps.db,
    merchantId,
    rows.flatMap((r) => r.leaderIds),
  );

export const organizeRoutes = (deps: AppDeps): RouteBinding[] => [
  route(o.organizeList, async ({ session, query, permissions }) => {
    const scope = await visibleOrganizeIds(deps.db, session, permissions);
    const rows = keepInScope(await tenantOrgs(deps.db, session.merchantId), scope).filter(
      (r) => !query.status || r.status === query.status,
    );
    const known = await leadersOf(deps, session.merchantId, rows);
    return nest(keepMatches(rows, query.organizeName)).map(toViewTree(known));
  }),
  route(o.organizeTreeselect, async ({ session, permissions }) => {
    const scope = await visibleOrganizeIds(deps.db, session, permissions);
    return orgTree(keepInScope(await tenantOrgs(deps.db, session.merchantId), scope));
  }),
  route(o.merchantAllTree, async ({ session }) => {
    const ids = await visibleMerchantIds(deps.db, session.merchantId);
    if (ids.length === 0) return [];
    const tenants = await deps.db.select().from(merchants).where(inArray(merchants.merchantId, ids));
    const orgs = await deps.db.select().from(organizations).where(inArray(organizations.merchantId, ids));
    return ids.flatMap((id) => {
      const tenant = tenants.find((m) => m.merchantId === id);
      if (!tenant) return [];
      return [
        {
          id: tenant.merchantId,
          label: tenant.merchantName,
          kind: 'merchant',
          children: orgTree(orgs.filter((x) => x.merchantId === id)),
        },
      ];
    });
  }),
  route(o.organizeDetail, async ({ session, params, permissions }) => {
    const row = await findOrg(deps.db, session.merchantId, params.organizeId);
    const scope = await visibleOrganizeIds(deps.db, session, permissions);
    if (!row || keepInScope([row], scope).length === 0) throw notFound();
    return view(row, await leadersOf(deps, session.merchantId, [row]));
  }),
  route(o.organizeRemove, async ({ session, params }) => {
    await removeOrg(deps, session, params.id);
    return null;
  }),
  route(o.organizeAdd, async ({ session, body }) => addOrg(deps, session, body)),
  route(o.organizeUpdate, async ({ session, body }) => {
    await updateOrg(deps, session, body);
    return null;
  }),
  route(o.organizeImport, async ({ session, body, t }) => importOrgs(deps, session, body.content, t)),
  route(o.organizeExport, async ({ session, permissions }) =>
    exportOrgs(deps, session, await visibleOrganizeIds(deps.db, session, permissions)),
  ),
];
