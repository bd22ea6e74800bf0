import { Type, type Static } from '@sinclair/typebox';
import { LOCALES } from '../../../i18n/locales';

/** Shapes of app and menu administration (console spec §3 Route item, Menu node, Navigation app item, Sys-app). */

const Txt = (max: number) => Type.String({ maxLength: max });
const Flag = Type.Union([Type.Literal('0'), Type.Literal('1')]);

/** Text per locale; every key is one of the nine UI languages. */
export const TitleI18n = Type.Object(Object.fromEntries(LOCALES.map((l) => [l, Type.Optional(Txt(100))])), {
  additionalProperties: false,
});
export type TitleI18nValue = Partial<Record<(typeof LOCALES)[number], string>>;

export const MenuType = Type.Union([Type.Literal('M'), Type.Literal('C'), Type.Literal('F')]);
export type MenuTypeValue = Static<typeof MenuType>;

export const AppView = Type.Object({
  appId: Type.String(),
  appCode: Type.String(),
  appName: Type.String(),
  appNameI18n: Type.Record(Type.String(), Type.String()),
  appLogo: Type.String(),
  appCategory: Type.String(),
  appOrder: Type.Integer(),
  /** '1' shown in the navigation. */
  visible: Type.String(),
  /** '0' means a micro-app. */
  isMicro: Type.String(),
  openType: Type.String(),
  appPath: Type.String(),
  /** Entering the app asks for a current project first (console spec §2.4 top navigation). */
  needProject: Type.Boolean(),
  /** '0' enabled, '1' disabled. */
  status: Type.String(),
  menuCount: Type.Integer(),
});
export type AppViewRow = Static<typeof AppView>;

export const AppInput = {
  appCode: Txt(64),
  appName: Txt(100),
  appNameI18n: Type.Optional(TitleI18n),
  appLogo: Type.Optional(Txt(500)),
  appCategory: Type.Optional(Txt(64)),
  appOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
  visible: Type.Optional(Flag),
  isMicro: Type.Optional(Flag),
  openType: Type.Optional(Type.Union([Type.Literal('SAME_TAB'), Type.Literal('NEW_TAB')])),
  appPath: Type.Optional(Txt(300)),
  needProject: Type.Optional(Type.Boolean()),
};

export const AppInputSchema = Type.Object(AppInput);
export type AppInputValue = Static<typeof AppInputSchema>;

/** One menu row with its children (M directory, C page, F button point). */
export interface MenuNodeRow {
  menuId: string;
  appId: string;
  parentId: string;
  menuTitle: string;
  /** The title in the request's language. */
  label: string;
  menuType: MenuTypeValue;
  name: string;
  path: string;
  fullPath: string;
  component: string;
  perms: string;
  icon: string;
  visible: string;
  orderNum: number;
  children: MenuNodeRow[];
}

export const MenuNode = Type.Recursive(
  (Self) =>
    Type.Object({
      menuId: Type.String(),
      appId: Type.String(),
      parentId: Type.String(),
      menuTitle: Type.String(),
      label: Type.String(),
      menuType: MenuType,
      name: Type.String(),
      path: Type.String(),
      fullPath: Type.String(),
      component: Type.String(),
      perms: Type.String(),
      icon: Type.String(),
      visible: Type.String(),
      orderNum: Type.Integer(),
      children: Type.Array(Self),
    }),
  { $id: 'MenuNode' },
);

/** The fields of a menu form; meta flags and the redirect are kept with the extra JSON on the server. */
export const MenuInput = {
  appId: Txt(64),
  parentId: Type.Optional(Txt(64)),
  menuType: MenuType,
  menuTitle: Txt(100),
  titleI18n: Type.Optional(TitleI18n),
  name: Type.Optional(Txt(100)),
  path: Type.Optional(Txt(300)),
  component: Type.Optional(Txt(100)),
  redirect: Type.Optional(Txt(300)),
  perms: Type.Optional(Txt(100)),
  icon: Type.Optional(Txt(64)),
  visible: Type.Optional(Flag),
  orderNum: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
  hideHeader: Type.Optional(Type.Boolean()),
  showBack: Type.Optional(Type.Boolean()),
  affix: Type.Optional(Type.Boolean()),
  noCache: Type.Optional(Type.Boolean()),
  cross: Type.Optional(Type.Boolean()),
  /**
   * Ignore-router option of a page (console spec §4: '0' yes, '1' no): the menu opens its path, a site path or an
   * http(s) address, as a plain link outside the console's router, and no route is made for it.
   */
  ignoreRouter: Type.Optional(Flag),
  /** meta.type of the route item. */
  metaType: Type.Optional(Txt(40)),
  /** Extra route meta as JSON text; must be a JSON object. */
  extra: Type.Optional(Txt(4000)),
};
export const MenuInputSchema = Type.Object(MenuInput);
export type MenuInputValue = Static<typeof MenuInputSchema>;

export const MenuDetail = Type.Object({
  menuId: Type.String(),
  appId: Type.String(),
  parentId: Type.String(),
  menuType: MenuType,
  menuTitle: Type.String(),
  titleI18n: Type.Record(Type.String(), Type.String()),
  name: Type.String(),
  path: Type.String(),
  fullPath: Type.String(),
  component: Type.String(),
  redirect: Type.String(),
  perms: Type.String(),
  icon: Type.String(),
  visible: Type.String(),
  orderNum: Type.Integer(),
  hideHeader: Type.Boolean(),
  showBack: Type.Boolean(),
  affix: Type.Boolean(),
  noCache: Type.Boolean(),
  cross: Type.Boolean(),
  /** '0' yes, '1' no (see MenuInput). */
  ignoreRouter: Flag,
  metaType: Type.String(),
  /** The remaining extra JSON as text ('{}' when none). */
  extra: Type.String(),
});
export type MenuDetailRow = Static<typeof MenuDetail>;

export const MenuOption = Type.Recursive(
  (Self) =>
    Type.Object({
      id: Type.String(),
      label: Type.String(),
      menuType: MenuType,
      children: Type.Array(Self),
    }),
  { $id: 'MenuOption' },
);
export interface MenuOptionRow {
  id: string;
  label: string;
  menuType: MenuTypeValue;
  children: MenuOptionRow[];
}
