import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const sysApps = pgTable('sys_apps', {
  appId: text('app_id').primaryKey(),
  appCode: text('app_code').notNull().unique(),
  appName: text('app_name').notNull(),
  appLogo: text('app_logo').notNull().default(''),
  appPath: text('app_path').notNull().default(''),
  appCategory: text('app_category').notNull().default(''),
  appOrder: integer('app_order').notNull().default(0),
  isMicro: text('is_micro').notNull().default('1'),
  visible: text('visible').notNull().default('1'),
  openType: text('open_type').notNull().default('SAME_TAB'),
  needProject: boolean('need_project').notNull().default(false),
  /** '0' enabled, '1' disabled (a disabled app leaves getInfo and the navigation). */
  status: text('status').notNull().default('0'),
  /** The app name per locale ({ en_US: '…' }); `appName` is the default. */
  appNameI18n: jsonb('app_name_i18n').$type<Record<string, string>>().notNull().default({}),
});

export const menus = pgTable(
  'menus',
  {
    menuId: text('menu_id').primaryKey(),
    appId: text('app_id').notNull(),
    parentId: text('parent_id').notNull().default(''),
    menuTitle: text('menu_title').notNull(),
    /** M directory, C menu or page, F button. */
    menuType: text('menu_type').notNull(),
    name: text('name').notNull().default(''),
    path: text('path').notNull().default(''),
    component: text('component').notNull().default(''),
    perms: text('perms').notNull().default(''),
    icon: text('icon').notNull().default(''),
    /** '0' invisible, '1' visible. */
    visible: text('visible').notNull().default('1'),
    orderNum: integer('order_num').notNull().default(0),
    extra: jsonb('extra').notNull().default({}),
    /** The title per locale ({ en_US: '…' }); `menuTitle` is the default. */
    titleI18n: jsonb('title_i18n').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [index('menus_app_idx').on(t.appId)],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: text('role_id').notNull(),
    menuId: text('menu_id').notNull(),
    /** The role's tenant (menus are shared by all tenants, roles are not). */
    merchantId: text('merchant_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId, t.merchantId] })],
);

/** A dictionary item of one tenant (console spec §3 Dictionary entry); its type is a row of `dict_types`. */
export const dictData = pgTable(
  'dict_data',
  {
    dictId: text('dict_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    dictCode: text('dict_code').notNull(),
    dictLabel: text('dict_label').notNull(),
    dictValue: text('dict_value').notNull(),
    dictSort: integer('dict_sort').notNull().default(0),
    /** Per-language labels, e.g. { en_US: 'Male' }; the stored label is the fallback. */
    labels: jsonb('labels').$type<Record<string, string>>().notNull().default({}),
    remark: text('remark').notNull().default(''),
    status: text('status').notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.dictId, t.merchantId] }),
    uniqueIndex('dict_data_tenant_code_value_idx').on(t.merchantId, t.dictCode, t.dictValue),
  ],
);

/** Configuration properties of one tenant (console spec §3 App configuration: VUE_APP_NAME, VUE_APP_FAVICON …). */
export const properties = pgTable(
  'properties',
  {
    propId: text('prop_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    attrCode: text('attr_code').notNull(),
    attrValue: text('attr_value').notNull(),
    status: text('status').notNull().default('0'),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.propId, t.merchantId] }),
    uniqueIndex('properties_tenant_code_idx').on(t.merchantId, t.attrCode),
  ],
);

/** The languages a tenant offers (console spec §3 Language, §9): enabled or not, one of them the default. */
export const languages = pgTable(
  'languages',
  {
    merchantId: text('merchant_id').notNull(),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    enabled: text('enabled').notNull().default('ENABLED'),
    isDefault: boolean('is_default').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.locale] })],
);

/** A tenant's message overrides (`namespace:key` → text), loaded over the bundled locale files. */
export const languageMessages = pgTable(
  'language_messages',
  {
    merchantId: text('merchant_id').notNull(),
    locale: text('locale').notNull(),
    msgKey: text('msg_key').notNull(),
    msgValue: text('msg_value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.locale, t.msgKey] })],
);

export const themes = pgTable('themes', {
  merchantId: text('merchant_id').primaryKey(),
  config: text('config').notNull(),
  updatedAt: updatedAt(),
});

export const menuCollects = pgTable(
  'menu_collects',
  {
    userId: text('user_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    menuId: text('menu_id').notNull(),
    orderNum: integer('order_num').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.merchantId, t.menuId] })],
);

export const systemKeys = pgTable('system_keys', {
  name: text('name').primaryKey(),
  publicPem: text('public_pem').notNull(),
  privatePem: text('private_pem').notNull(),
  createdAt: createdAt(),
});
