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

export const languagePage = async (db: Db, pageNum: number, limit: number) => {
  const [total] = await db.select({ n: count() }).from(languages);
  const rows = await db
    .select()
    .from(languages)
    .orderBy(asc(languages.sort), asc(languages.locale))
    .limit(limit)
    .offset((pageNum - 1) * limit);
  return {
    total: total?.n ?? 0,
    rows: rows.map((r) => ({ locale: r.locale, name: r.name, enabled: r.enabled, isDefault: r.isDefault })),
  };
};

export const languagePack = (db: Db, locale: string) =>
  db
    .select({ key: languageMessages.msgKey, value: languageMessages.msgValue })
    .from(languageMessages)
    .where(eq(languageMessages.locale, locale));

export const collectedMenus = (db: Db, userId: string, merchantId: string) =>
  db
    .select({
      menuId: menus.menuId,
      appId: menus.appId,
      menuTitle: menus.menuTitle,
      path: menus.path,
      orderNum: menuCollects.orderNum,
    })
    .from(menuCollects)
    .innerJoin(menus, eq(menus.menuId, menuCollects.menuId))
    .where(and(eq(menuCollects.userId, userId), eq(menuCollects.merchantId, merchantId)))
    .orderBy(asc(menuCollects.orderNum));
