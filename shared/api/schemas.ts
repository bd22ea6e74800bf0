import { Type, type Static } from '@sinclair/typebox';

/** Reusable schema pieces. Ids travel as strings. */
export const Id = Type.String({ minLength: 1, maxLength: 64 });
export const Nothing = Type.Null();

export const Page = <T extends Parameters<typeof Type.Array>[0]>(row: T) =>
  Type.Object({ total: Type.Integer(), rows: Type.Array(row) });

export const PageQuery = {
  pageNum: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 10 })),
};

export const RouteMeta = Type.Object(
  {
    title: Type.String(),
    icon: Type.Optional(Type.String()),
    type: Type.Optional(Type.String()),
    cross: Type.Optional(Type.Boolean()),
    hideHeader: Type.Optional(Type.Boolean()),
    showBack: Type.Optional(Type.Boolean()),
    affix: Type.Optional(Type.Boolean()),
    noCache: Type.Optional(Type.Boolean()),
    invisible: Type.Optional(Type.Boolean()),
    hideMenu: Type.Optional(Type.Boolean()),
    hideTabs: Type.Optional(Type.Boolean()),
    /** The menu opens its path outside the console's router (ignore-router option, console spec §4). */
    ignoreRouter: Type.Optional(Type.Boolean()),
    permission: Type.Optional(Type.String()),
  },
  /** A menu's extra JSON is merged into its meta (console spec §3 Route item), so other keys pass through. */
  { additionalProperties: true },
);

export interface RouteItem {
  menuId: string;
  name: string;
  path: string;
  fullPath: string;
  component: string;
  /** M directory, C menu or page, F button. */
  type: 'M' | 'C' | 'F';
  hidden: boolean;
  redirect?: string;
  meta: Static<typeof RouteMeta>;
  children: RouteItem[];
}

export const RouteItemSchema = Type.Recursive(
  (Self) =>
    Type.Object({
      menuId: Type.String(),
      name: Type.String(),
      path: Type.String(),
      fullPath: Type.String(),
      component: Type.String(),
      type: Type.Union([Type.Literal('M'), Type.Literal('C'), Type.Literal('F')]),
      hidden: Type.Boolean(),
      redirect: Type.Optional(Type.String()),
      meta: RouteMeta,
      children: Type.Array(Self),
    }),
  { $id: 'RouteItem' },
);

export const SysApp = Type.Object({
  appId: Type.String(),
  appCode: Type.String(),
  appName: Type.String(),
  appLogo: Type.String(),
  appPath: Type.String(),
  appCategory: Type.String(),
  appOrder: Type.Integer(),
  /** '0' means a micro-app (console spec §3). */
  isMicro: Type.String(),
  /** '1' shown. */
  visible: Type.String(),
  openType: Type.String(),
  needProject: Type.Boolean(),
});
export type SysAppRow = Static<typeof SysApp>;

export const DictEntry = Type.Object({
  dictCode: Type.String(),
  dictLabel: Type.String(),
  dictValue: Type.String(),
  dictSort: Type.Integer(),
  remark: Type.String(),
  status: Type.String(),
});
export type DictEntryRow = Static<typeof DictEntry>;
