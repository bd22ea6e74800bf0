import { and, asc, count, eq, notInArray, inArray, or } from 'drizzle-orm';
import { api } from '@shared/api';
import { organizations, userRoles, users } from '../../../db/schema';
import type { AppDeps } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { route, type RouteBinding } from '../../../http/routing';
import { requirePermission } from '../common/guard';
import { changeMerchant, changeStatus, dataPerms, lockUser, saveDataPerms, unlockUser } from './actions';
import { adminResetPassword, resetOwnPassword, sendVerification } from './password';
import { like, positionIdsOf, roleIdsOf, userPage, userView } from './queries';
import { addUser, removeUser, updateUser } from './service';
import { findRole } from '../role/queries';
import { inOrganizeScope, visibleOrganizeIds } from '../../config/security/dataScope';

const u = api.identity;

export const userRoutes = (deps: AppDeps): RouteBinding[] => [
  route(u.userList, async ({ session, query, permissions }) =>
    userPage(
      deps.db,
      session.merchantId,
      { ...query, pageNum: query.pageNum ?? 1, limit: query.limit ?? 10 },
      inOrganizeScope(users.organizeId, await visibleOrganizeIds(deps.db, session, permissions)),
    ),
  ),
  route(u.userDetail, async ({ session, params, permissions }) => {
    if (params.id !== session.userId) await requirePermission(permissions, 'system:user:query');
    // Own detail reads the home tenant (the modal shows it only there); others the session's tenant.
    const tenant = params.id === session.userId ? session.homeMerchantId : session.merchantId;
    const user = await userView(deps.db, tenant, params.id);
    const scope =
      params.id === session.userId ? null : await visibleOrganizeIds(deps.db, session, permissions);
    if (!user || (scope && !scope.has(user.organizeId))) throw notFound();
    return {
      user,
      roleIds: await roleIdsOf(deps.db, user.userId),
      positionIds: await positionIdsOf(deps.db, user.userId),
    };
  }),
  route(u.userAdd, async ({ session, body, t }) => addUser(deps, session, body, t)),
  route(u.userUpdate, async ({ session, body, permissions }) => {
    await updateUser(deps, session, body, permissions);
    return null;
  }),
  route(u.userRemove, async ({ session, params }) => {
    await removeUser(deps, session, params.id);
    return null;
  }),
  route(u.resetPwdBySelf, async ({ session, body, t }) => {
    await resetOwnPassword(deps, session, body, t);
    return null;
  }),
  route(u.resetPwd, async ({ session, body, t }) => {
    await adminResetPassword(deps, session, body, t);
    return null;
  }),
  route(u.sendVerification, async ({ session, t }) => sendVerification(deps, session, t)),
  route(u.changeStatus, async ({ session, body }) => {
    await changeStatus(deps, session, body.userId, body.status);
    return null;
  }),
  route(u.lock, async ({ session, body }) => {
    await lockUser(deps, session, body);
    return null;
  }),
  route(u.unlock, async ({ session, body }) => {
    await unlockUser(deps, session, body.userId);
    return null;
  }),
  route(u.changeMerchant, async ({ session, body }) => {
    await changeMerchant(deps, session, body);
    return null;
  }),
  route(u.userDataPerms, async ({ session, query }) => dataPerms(deps, session, query.userId)),
  route(u.excludeDataPerms, async ({ session, body }) => {
    await saveDataPerms(deps, session, body);
    return null;
  }),
  route(u.allUser, async ({ session, query, permissions }) => {
    const keyword = query.keyword?.trim();
    const scope = await visibleOrganizeIds(deps.db, session, permissions);
    const where = and(
      eq(users.merchantId, session.merchantId),
      inOrganizeScope(users.organizeId, scope),
      keyword ? or(like(users.userName, keyword), like(users.nickName, keyword)) : undefined,
      query.organizeId ? eq(users.organizeId, query.organizeId) : undefined,
    );
    const limit = query.limit ?? 9999;
    const [total] = await deps.db.select({ n: count() }).from(users).where(where);
    const rows = await deps.db
      .select({
        userId: users.userId,
        userName: users.userName,
        nickName: users.nickName,
        organizeId: users.organizeId,
        organizeName: organizations.organizeName,
      })
      .from(users)
      .leftJoin(organizations, eq(organizations.organizeId, users.organizeId))
      .where(where)
      .orderBy(asc(users.userName))
      .limit(limit)
      .offset(((query.pageNum ?? 1) - 1) * limit);
    return { total: total?.n ?? 0, rows: rows.map((r) => ({ ...r, organizeName: r.organizeName ?? '' })) };
  }),
  route(u.pageByRole, async ({ session, query, permissions }) => {
    if (!(await findRole(deps.db, session.merchantId, query.roleId))) throw notFound();
    const holders = deps.db
      .select({ id: userRoles.userId })
      .from(userRoles)
      .where(eq(userRoles.roleId, query.roleId));
    const keyword = query.keyword?.trim();
    const scope = await visibleOrganizeIds(deps.db, session, permissions);
    const extra = and(
      inOrganizeScope(users.organizeId, scope),
      query.assigned === false ? notInArray(users.userId, holders) : inArray(users.userId, holders),
      keyword ? or(like(users.userName, keyword), like(users.nickName, keyword)) : undefined,
    );
    return userPage(
      deps.db,
      session.merchantId,
      { pageNum: query.pageNum ?? 1, limit: query.limit ?? 10 },
      extra,
    );
  }),
];
