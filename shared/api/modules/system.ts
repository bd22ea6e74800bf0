import { Type } from '@sinclair/typebox';
import { endpoint } from '../contract';
import { DictEntry, Nothing, Page } from '../schemas';

export const Language = Type.Object({
  locale: Type.String(),
  name: Type.String(),
  /** 'ENABLED' or 'DISABLED'. */
  enabled: Type.String(),
  isDefault: Type.Boolean(),
});

export const CollectedMenu = Type.Object({
  menuId: Type.String(),
  appId: Type.String(),
  fullPath: Type.String(),
  menuTitle: Type.String(),
});

export const systemApi = {
  propertiesLoad: endpoint({
    method: 'GET',
    path: '/properties/load',
    access: 'public',
    response: Type.Array(Type.Object({ attrCode: Type.String(), attrValue: Type.String() })),
  }),
  themeGet: endpoint({
    method: 'GET',
    path: '/theme/get',
    access: 'self',
    query: Type.Object({ merchantId: Type.Optional(Type.String()) }),
    response: Type.Object({ config: Type.String() }),
  }),
  /**
   * Saves a tenant's theme (JSON text): the session's, or `merchantId`, a tenant the session manages (its own or
   * one below it; the platform tenant manages all). Its customStyle is stored sanitised; the stored JSON is returned.
   */
  /** The tenants whose theme and home page the session may edit, its own first (the platform tenant: all). */
  themeTenants: endpoint({
    method: 'GET',
    path: '/theme/tenants',
    access: 'permission',
    permission: 'system:theme:edit',
    response: Type.Array(Type.Object({ merchantId: Type.String(), merchantName: Type.String() })),
  }),
  themeUpdate: endpoint({
    method: 'POST',
    path: '/theme/update',
    access: 'permission',
    permission: 'system:theme:edit',
    body: Type.Object(
      {
        config: Type.String({ minLength: 2, maxLength: 100_000 }),
        merchantId: Type.Optional(Type.String({ maxLength: 64 })),
      },
      { additionalProperties: false },
    ),
    response: Type.Object({ config: Type.String() }),
  }),
  dictByCode: endpoint({
    method: 'GET',
    path: '/dict/data/dictCode/{dictCode}',
    access: 'self',
    params: Type.Object({ dictCode: Type.String({ minLength: 1, maxLength: 100 }) }),
    response: Type.Array(DictEntry),
  }),
  languagePage: endpoint({
    method: 'GET',
    path: '/i18n/page',
    access: 'public',
    query: Type.Object({
      pageNum: Type.Optional(Type.Integer({ minimum: 1 })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 999 })),
    }),
    response: Page(Language),
  }),
  languageMessages: endpoint({
    method: 'GET',
    path: '/i18n/configs',
    access: 'public',
    query: Type.Object({ locale: Type.String({ minLength: 2, maxLength: 10 }) }),
    response: Type.Object({ locale: Type.String(), messages: Type.Record(Type.String(), Type.String()) }),
  }),
  menuCollectList: endpoint({
    method: 'GET',
    path: '/menu/collectlist',
    access: 'self',
    response: Type.Array(CollectedMenu),
  }),
  menuCollect: endpoint({
    method: 'POST',
    path: '/menu/collect',
    access: 'self',
    body: Type.Object(
      { menuIds: Type.Array(Type.String({ minLength: 1 }), { maxItems: 50 }) },
      { additionalProperties: false },
    ),
    response: Nothing,
  }),
};
