import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { resolveLabel } from '../config/dicts/labels';
import { dictData, languageMessages, languages, menuCollects, menus, properties } from '../../db/schema';

export const enabledProperties = (db: Db, merchantId: string) =>
  db
    .select({ attrCode: properties.attrCode, attrValue: properties.attrValue })
    .from(properties)
    .where(and(eq(properties.merchantId, merchantId), eq(properties.status, '0')))
    .orderBy(asc(properties.attrCode));

/** The enabled items of one dictionary of the tenant, each label in the reader's language (see resolveLabel). */
export const dictEntries = async (db: Db, merchantId: string, dictCode: string, locale: string) => {
  const rows = await db
    .select()
    .from(dictData)
    .where(
      and(eq(dictData.merchantId, merchantId), eq(dictData.dictCode, dictCode), eq(dictData.status, '0')),
    )
    .orderBy(asc(dictData.dictSort), asc(dictData.dictValue));
  return rows.map((r) => ({
    dictCode: r.dictCode,
    dictLabel: resolveLabel(r, locale),
    dictValue: r.dictValue,
    dictSort: r.dictSort,
    remark: r.remark,
    status: r.status,
  }));
};

/** The tenant's languages (console spec §7.1: page 1, limit 999). */
export const languagePage = async (db: Db, merchantId: string, pageNum: number, limit: number) => {
  const mine = eq(languages.merchantId, merchantId);
  const [total] = await db.select({ n: count() }).from(languages).where(mine);
  const rows = await db
    .select()
    .from(languages)
    .where(mine)
    .orderBy(asc(languages.sort), asc(languages.locale))
    .limit(limit)
    .offset((pageNum - 1) * limit);
  return {
    total: total?.n ?? 0,
    rows: rows.map((r) => ({ locale: r.locale, name: r.name, enabled: r.enabled, isDefault: r.isDefault })),
  };
};

/** The tenant's message overrides for one locale. */
export const languagePack = (db: Db, merchantId: string, locale: string) =>
  db
    .select({ key: languageMessages.msgKey, value: languageMessages.msgValue })
    .from(languageMessages)
    .where(and(eq(languageMessages.merchantId, merchantId), eq(languageMessages.locale, locale)));

export const collectedMenus = (db: Db, userId: string, merchantId: string) =>
  db
    .select({
      menuId: menus.menuId,
      appId: menus.appId,
      menuTitle: menus.menuTitle,
      titleI18n: menus.titleI18n,
      path: menus.path,
      orderNum: menuCollects.orderNum,
    })
    .from(menuCollects)
    .innerJoin(menus, eq(menus.menuId, menuCollects.menuId))
    .where(and(eq(menuCollects.userId, userId), eq(menuCollects.merchantId, merchantId)))
    .orderBy(asc(menuCollects.orderNum));
