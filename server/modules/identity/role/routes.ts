import { and, asc, eq } from 'drizzle-orm';
import { api } from '@shared/api';
import { roles } from '../../../db/schema';
import type { AppDeps } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { route, type RouteBinding } from '../../../http/routing';
import { like } from '../user/queries';
import { visibleMerchantIds } from '../common/scope';
import { findRole, homePages, menuForest, roleMenuIds, rolePage, roleView, userCounts } from './queries';
import { addRole, assignUsers, changeRoleStatus, deleteRole, editRole, updateHomePage } from './service';

const r = api.identity;

export const roleRoutes = (deps: AppDeps): RouteBinding[] => [
  route(r.roleList, async ({ session, query }) =>
    rolePage(deps.db, session.merchantId, {
      ...query,
      pageNum: query.pageNum ?? 1,
      limit: query.limit ?? 10,
    }),
  ),
  route(r.roleDetail, async ({ session, query }) => {
    const row = await findRole(deps.db, session.merchantId, query.roleId);
    if (!row) throw notFound();
    const counts = await userCounts(deps.db, [row.roleId]);
    return {
      role: roleView(row, counts.get(row.roleId) ?? 0),
      menuIds: await roleMenuIds(deps.db, row.roleId),
    };
  }),
  route(r.roleDelete, async ({ session, query }) => {
    await deleteRole(deps, session, query.roleId);
    return null;
  }),
  route(r.roleTree, async ({ session, query }) => {
    const limit = query.limit ?? 9999;
    const tenant = query.merchantId || session.merchantId;
    if (!(await visibleMerchantIds(deps.db, session.merchantId)).includes(tenant)) throw notFound();
    return deps.db
      .select({ roleId: roles.roleId, roleName: roles.roleName, roleKey: roles.roleKey })
      .from(roles)
      .where(and(eq(roles.merchantId, tenant), like(roles.roleName, query.keyword)))
      .orderBy(asc(roles.roleName))
      .limit(limit)
      .offset(((query.pageNum ?? 1) - 1) * limit);
  }),
  route(r.roleMenuTree, async ({ session, query, locale }) => {
    let checkedKeys: string[] = [];
    if (query.roleId) {
      if (!(await findRole(deps.db, session.merchantId, query.roleId))) throw notFound();
      checkedKeys = await roleMenuIds(deps.db, query.roleId);
    }
    return { menus: await menuForest(deps.db, locale), checkedKeys };
  }),
  route(r.homePageList, async ({ session, query, locale }) => {
    let homePage = '';
    if (query.roleId) {
      const row = await findRole(deps.db, session.merchantId, query.roleId);
      if (!row) throw notFound();
      homePage = row.homePage;
    }
    return { pages: homePages(await menuForest(deps.db, locale)), homePage };
  }),
  route(r.roleAdd, async ({ session, body }) => addRole(deps, session, body)),
  route(r.roleEdit, async ({ session, body }) => {
    await editRole(deps, session, body);
    return null;
  }),
  route(r.roleChangeStatus, async ({ session, body }) => {
    await changeRoleStatus(deps, session, body.roleId, body.status);
    return null;
  }),
  route(r.updateHomePage, async ({ session, body }) => {
    await updateHomePage(deps, session, body.roleId, body.homePage);
    return null;
  }),
  route(r.roleAssignUsers, async ({ session, body }) => {
    await assignUsers(deps, session, body);
    return null;
  }),
];
