import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/database';
import { menus, sysApps } from '../../../db/schema';
import type { AppViewRow } from '@shared/api/modules/config/menuSchemas';
import { localizedText } from '@shared/i18n/localizedText';

export type AppRow = typeof sysApps.$inferSelect;

export const findApp = async (db: Db | Tx, appId: string) =>
  (await db.select().from(sysApps).where(eq(sysApps.appId, appId)))[0];

export const findAppByCode = async (db: Db | Tx, appCode: string) =>
  (await db.select().from(sysApps).where(eq(sysApps.appCode, appCode)))[0];

const menuCounts = async (db: Db | Tx, appIds: string[]) => {
  if (appIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ appId: menus.appId, n: count() })
    .from(menus)
    .where(inArray(menus.appId, appIds))
    .groupBy(menus.appId);
  return new Map(rows.map((r) => [r.appId, r.n]));
};

export const appView = (row: AppRow, locale: string, menuCount: number): AppViewRow => ({
  appId: row.appId,
  appCode: row.appCode,
  appName: localizedText(row.appNameI18n, locale, row.appName),
  appNameI18n: { ...(row.appNameI18n as Record<string, string>) },
  appLogo: row.appLogo,
  appCategory: row.appCategory,
  appOrder: row.appOrder,
  visible: row.visible,
  isMicro: row.isMicro,
  openType: row.openType,
  needProject: row.needProject,
  appPath: row.appPath,
  status: row.status,
  menuCount,
});

/** Every app in navigation order, narrowed by name (default or any translation), category and status. */
export const listApps = async (
  db: Db,
  locale: string,
  filter: { appName?: string; appCategory?: string; status?: string },
) => {
  const rows = await db
    .select()
    .from(sysApps)
    .where(
      and(
        filter.appCategory ? eq(sysApps.appCategory, filter.appCategory) : undefined,
        filter.status ? eq(sysApps.status, filter.status) : undefined,
      ),
    )
    .orderBy(asc(sysApps.appOrder), asc(sysApps.appCode));
  const needle = filter.appName?.trim().toLowerCase();
  const chosen = needle
    ? rows.filter((r) =>
        [r.appName, r.appCode, ...Object.values(r.appNameI18n as Record<string, string>)].some((text) =>
          text.toLowerCase().includes(needle),
        ),
      )
    : rows;
  const counts = await menuCounts(
    db,
    chosen.map((r) => r.appId),
  );
  return chosen.map((r) => appView(r, locale, counts.get(r.appId) ?? 0));
};

export const appMenuCount = async (db: Db | Tx, appId: string) =>
  (await menuCounts(db, [appId])).get(appId) ?? 0;
