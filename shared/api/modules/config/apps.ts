import { Type } from '@sinclair/typebox';
import { endpoint } from '../../contract';
import { Id, Nothing } from '../../schemas';
import { AppInput, AppView } from './menuSchemas';

const Txt = (max: number) => Type.String({ maxLength: max });
const AppId = Type.Object({ appId: Id });

/**
 * App administration (console spec §2.3 "app", §3 Navigation app item / Sys-app). Apps are one catalogue shared by
 * every tenant: reads need the list permission, writes also need a session of the platform tenant.
 */
export const appsApi = {
  appList: endpoint({
    method: 'GET',
    path: '/app/list',
    access: 'permission',
    permission: 'system:app:list',
    query: Type.Object({
      appName: Type.Optional(Txt(100)),
      appCategory: Type.Optional(Txt(64)),
      status: Type.Optional(Txt(2)),
    }),
    response: Type.Array(AppView),
  }),
  appDetail: endpoint({
    method: 'GET',
    path: '/app/detail',
    access: 'permission',
    permission: 'system:app:query',
    query: AppId,
    response: AppView,
  }),
  appAdd: endpoint({
    method: 'POST',
    path: '/app/add',
    access: 'permission',
    permission: 'system:app:add',
    body: Type.Object(AppInput, { additionalProperties: false }),
    response: Type.Object({ appId: Type.String() }),
  }),
  appEdit: endpoint({
    method: 'POST',
    path: '/app/edit',
    access: 'permission',
    permission: 'system:app:edit',
    body: Type.Object({ appId: Id, ...AppInput }, { additionalProperties: false }),
    response: Nothing,
  }),
  /** '0' enables, '1' disables; a disabled app leaves getInfo.sysApps and the navigation on the next request. */
  appChangeStatus: endpoint({
    method: 'POST',
    path: '/app/changeStatus',
    access: 'permission',
    permission: 'system:app:edit',
    body: Type.Object({ appId: Id, status: Type.Union([Type.Literal('0'), Type.Literal('1')]) }),
    response: Nothing,
  }),
  /** Moves apps into the given order (appOrder 1, 2, … in the order of the ids). */
  appOrder: endpoint({
    method: 'POST',
    path: '/app/order',
    access: 'permission',
    permission: 'system:app:edit',
    body: Type.Object({ appIds: Type.Array(Id, { minItems: 1, maxItems: 500 }) }),
    response: Nothing,
  }),
  /** Removes an app without menus. */
  appDelete: endpoint({
    method: 'GET',
    path: '/app/delete',
    access: 'permission',
    permission: 'system:app:remove',
    query: AppId,
    response: Nothing,
  }),
};
