import { Type } from '@sinclair/typebox';
import { endpoint } from '../../contract';
import { LOCALES } from '../../../i18n/locales';
import { Nothing, Page } from '../../schemas';

/** Longest override text an administrator may save for one message. */
export const MAX_MESSAGE_LENGTH = 2000;

const Locale = Type.Union(LOCALES.map((l) => Type.Literal(l)));
/** `namespace:dotted.key` of a bundled console message (checked against the bundled files on the server). */
const MessageKey = Type.String({ minLength: 3, maxLength: 200 });

export const LanguageMessage = Type.Object({
  key: Type.String(),
  /** The text shipped with the console for this locale ('' when the locale has none). */
  bundled: Type.String(),
  /** The tenant's override, or null. */
  override: Type.Union([Type.String(), Type.Null()]),
});

/** Endpoints of configuration administration: themes and language packs (console spec §2.3, §3, §7.1, §7.5). */
export const appearanceApi = {
  /** Pages the tenant's home page may point at (from the menus). */
  themeHomePages: endpoint({
    method: 'GET',
    path: '/theme/homePages',
    access: 'permission',
    permission: 'system:theme:query',
    response: Type.Array(Type.Object({ path: Type.String(), title: Type.String() })),
  }),
  languageDefaultUpdate: endpoint({
    method: 'POST',
    path: '/i18n/default/update',
    access: 'permission',
    permission: 'system:i18n:edit',
    body: Type.Object({ locale: Locale }, { additionalProperties: false }),
    response: Nothing,
  }),
  languageStatusUpdate: endpoint({
    method: 'POST',
    path: '/i18n/status/update',
    access: 'permission',
    permission: 'system:i18n:edit',
    body: Type.Object(
      { locale: Locale, enabled: Type.Union([Type.Literal('ENABLED'), Type.Literal('DISABLED')]) },
      { additionalProperties: false },
    ),
    response: Nothing,
  }),
  /** Bundled messages of a locale with the tenant's overrides, searched by key or text. */
  languageMessagePage: endpoint({
    method: 'GET',
    path: '/i18n/message/page',
    access: 'permission',
    permission: 'system:i18n:list',
    query: Type.Object({
      locale: Locale,
      keyword: Type.Optional(Type.String({ maxLength: 100 })),
      onlyOverridden: Type.Optional(Type.Boolean()),
      pageNum: Type.Optional(Type.Integer({ minimum: 1 })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    }),
    response: Page(LanguageMessage),
  }),
  languageMessageSave: endpoint({
    method: 'POST',
    path: '/i18n/message/save',
    access: 'permission',
    permission: 'system:i18n:edit',
    body: Type.Object(
      {
        locale: Locale,
        key: MessageKey,
        value: Type.String({ minLength: 1, maxLength: MAX_MESSAGE_LENGTH }),
      },
      { additionalProperties: false },
    ),
    response: Nothing,
  }),
  languageMessageDelete: endpoint({
    method: 'POST',
    path: '/i18n/message/delete',
    access: 'permission',
    permission: 'system:i18n:remove',
    body: Type.Object({ locale: Locale, key: MessageKey }, { additionalProperties: false }),
    response: Nothing,
  }),
};
