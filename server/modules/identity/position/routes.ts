import { and, asc, eq } from 'drizzle-orm';
import { api } from '@shared/api';
import { organizations, positions } from '../../../db/schema';
import type { AppDeps } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { route, type RouteBinding } from '../../../http/routing';
import { like } from '../user/queries';
import { orgTree } from '../organize/tree';
import {
  findPosition,
  organizeUsers,
  positionDetail,
  positionPage,
  positionRoleRows,
  positionUsers,
} from './queries';
import {
  addPosition,
  addPositionUsers,
  copyPosition,
  removePositionUsers,
  removePositions,
  updatePermission,
  updatePosition,
} from './service';

const p = api.identity;

const ok = async (work: Promise<unknown>) => {
  await work;
  return null;
};

export const positionRoutes = (deps: AppDeps): RouteBinding[] => {
  const owned = async (merchantId: string, id: string) => {
    const row = await findPosition(deps.db, merchantId, id);
    if (!row) throw notFound();
    return row;
  };
  return [
    route(p.positionList, async ({ session, query }) =>
      positionPage(deps.db, session.merchantId, {
        ...query,
        pageNum: query.pageNum ?? 1,
        limit: query.limit ?? 10,
      }),
    ),
    route(p.positionDetail, async ({ session, params }) => {
      const row = await owned(session.merchantId, params.id);
      return {
        position: await positionDetail(deps.db, row),
        roleIds: (await positionRoleRows(deps.db, row.positionId)).map((r) => r.roleId),
      };
    }),
    route(p.positionAdd, async ({ session, body }) => addPosition(deps, session, body)),
    route(p.positionUpdate, async ({ session, body }) => ok(updatePosition(deps, session, body))),
    route(p.positionRemove, async ({ session, params }) => ok(removePositions(deps, session, [params.id]))),
    route(p.positionRemoveBatch, async ({ session, body }) => ok(removePositions(deps, session, body.ids))),
    route(p.positionCopy, async ({ session, params, t }) =>
      copyPosition(deps, session, params.id, t('admin:position.copySuffix')),
    ),
    route(p.positionUserList, async ({ session, params }) =>
      positionUsers(deps.db, (await owned(session.merchantId, params.id)).positionId),
    ),
    route(p.organizeUserList, async ({ session, params }) => {
      const [org] = await deps.db
        .select()
        .from(organizations)
        .where(
          and(eq(organizations.organizeId, params.id), eq(organizations.merchantId, session.merchantId)),
        );
      if (!org) throw notFound();
      return organizeUsers(deps.db, session.merchantId, org.organizeId);
    }),
    route(p.positionRoleList, async ({ session, params }) =>
      positionRoleRows(deps.db, (await owned(session.merchantId, params.id)).positionId),
    ),
    route(p.addPositionUsers, async ({ session, body }) =>
      ok(addPositionUsers(deps, session, body.positionId, body.userIds)),
    ),
    route(p.removePositionUser, async ({ session, body }) =>
      ok(removePositionUsers(deps, session, body.positionId, body.userIds)),
    ),
    route(p.updatePositionPermission, async ({ session, body }) =>
      ok(updatePermission(deps, session, body.positionId, body.permission)),
    ),
    route(p.merchantPosition, async ({ session, query }) =>
      deps.db
        .select({
          positionId: positions.positionId,
          positionName: positions.positionName,
          organizeId: positions.organizeId,
        })
        .from(positions)
        .where(
          and(
            eq(positions.merchantId, session.merchantId),
            query.organizeId ? eq(positions.organizeId, query.organizeId) : undefined,
            like(positions.positionName, query.keyword),
          ),
        )
        .orderBy(asc(positions.positionName)),
    ),
    route(p.positionAllTree, async ({ session }) => {
      const orgs = await deps.db
        .select()
        .from(organizations)
        .where(eq(organizations.merchantId, session.merchantId));
      const list = await deps.db
        .select()
        .from(positions)
        .where(eq(positions.merchantId, session.merchantId))
        .orderBy(asc(positions.positionName));
      return orgTree(orgs, (organizeId) =>
        list
          .filter((x) => x.organizeId === organizeId)
          .map((x) => ({ id: x.positionId, label: x.positionName, kind: 'position', children: [] })),
      );
    }),
  ];
};
