import { Type } from '@sinclair/typebox';
import { endpoint } from '../../contract';
import { Id, Nothing } from '../../schemas';
import { appsApi } from './apps';
import { MenuDetail, MenuInput, MenuNode, MenuOption } from './menuSchemas';

const Txt = (max: number) => Type.String({ maxLength: max });
const MenuId = Type.Object({ menuId: Id });

/**
 * Endpoints of configuration administration: apps and menus (console spec §2.3, §3, §4.2, §7.5 Menu). The menu
 * tree is one catalogue shared by every tenant; which roles see a menu stays per tenant (role admin).
 */
export const menusApi = {
  ...appsApi,
  /** The menu tree of one app; with filters, the matching menus and their ancestors. */
  menuList: endpoint({
    method: 'GET',
    path: '/menu/list',
    access: 'permission',
    permission: 'system:menu:list',
    query: Type.Object({
      appId: Id,
      menuTitle: Type.Optional(Txt(100)),
      visible: Type.Optional(Txt(2)),
    }),
    response: Type.Array(MenuNode),
  }),
  /** The button points (F) of one menu. */
  menuPointList: endpoint({
    method: 'GET',
    path: '/menu/pointList',
    access: 'permission',
    permission: 'system:menu:list',
    query: MenuId,
    response: Type.Array(MenuNode),
  }),
  menuDetail: endpoint({
    method: 'GET',
    path: '/menu/detail',
    access: 'permission',
    permission: 'system:menu:query',
    query: MenuId,
    response: MenuDetail,
  }),
  /** Directories and pages of one app, for the parent picker. */
  menuTreeselect: endpoint({
    method: 'GET',
    path: '/menu/treeselect',
    access: 'permission',
    permission: 'system:menu:list',
    query: Type.Object({ appId: Id }),
    response: Type.Array(MenuOption),
  }),
  menuDelete: endpoint({
    method: 'GET',
    path: '/menu/delete',
    access: 'permission',
    permission: 'system:menu:remove',
    query: MenuId,
    response: Nothing,
  }),
  /** One app's menus (or every app's) as an .xlsx workbook (base64). */
  menuExport: endpoint({
    method: 'GET',
    path: '/menu/export',
    access: 'permission',
    permission: 'system:menu:export',
    query: Type.Object({ appId: Type.Optional(Txt(64)) }),
    response: Type.Object({ fileName: Type.String(), content: Type.String() }),
  }),
  menuAdd: endpoint({
    method: 'POST',
    path: '/menu/add',
    access: 'permission',
    permission: 'system:menu:add',
    body: Type.Object(MenuInput, { additionalProperties: false }),
    response: Type.Object({ menuId: Type.String() }),
  }),
  menuEdit: endpoint({
    method: 'POST',
    path: '/menu/edit',
    access: 'permission',
    permission: 'system:menu:edit',
    body: Type.Object({ menuId: Id, ...MenuInput }, { additionalProperties: false }),
    response: Nothing,
  }),
};
