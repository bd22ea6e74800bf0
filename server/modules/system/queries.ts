import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { dictData, languageMessages, languages, menuCollects, menus, properties } from '../../db/schema';

export const enabledProperties = (db: Db) =>
  db
    .select({ attrCode: properties.attrCode, attrValue: properties.attrValue })
    .from(properties)
    .where(eq(properties.status, '0'))
    .orderBy(asc(properties.attrCode));

export const dictEntries = (db: Db, dictCode: string) =>
  db
    .select({
      dictCode: dictData.dictCode,
      dictLabel: dictData.dictLabel,
      dictValue: dictData.dictValue,
      dictSort: dictData.dictSort,
      remark: dictData.remark,
      status: dictData.status,
    })
    .from(dictData)
    .where(and(eq(dictData.dictCode, dictCode), eq(dictData.status, '0')))
    .orderBy(asc(dictData.dictSort), asc(dictData.dictValue));

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
      titleI18n: menus.titleI18n,
      path: menus.path,
      orderNum: menuCollects.orderNum,
    })
    .from(menuCollects)
    .innerJoin(menus, eq(menus.menuId, menuCollects.menuId))
    .where(and(eq(menuCollects.userId, userId), eq(menuCollects.merchantId, merchantId)))
    .orderBy(asc(menuCollects.orderNum));
