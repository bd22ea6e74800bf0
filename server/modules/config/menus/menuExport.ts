import { newWorkbook } from '../../../office/newWorkbook';
import type { Db } from '../../../db/database';
import { sysApps } from '../../../db/schema';
import { appMenus, fullPaths } from './menuQueries';

/** Columns of the menu workbook, in order; the first row holds them as headers. */
export const MENU_COLUMNS = [
  'menuId',
  'appCode',
  'parentId',
  'menuType',
  'menuTitle',
  'titleEnUS',
  'name',
  'path',
  'fullPath',
  'component',
  'perms',
  'icon',
  'visible',
  'orderNum',
] as const;
export const MENU_SHEET = 'menus';

/** One app's menus (or every app's) as an .xlsx workbook, parents before their children. */
export const exportMenus = async (db: Db, appId?: string) => {
  const rows = await appMenus(db, appId);
  const apps = new Map((await db.select().from(sysApps)).map((a) => [a.appId, a.appCode]));
  const paths = fullPaths(rows);
  const book = await newWorkbook();
  const sheet = book.addWorksheet(MENU_SHEET);
  sheet.columns = MENU_COLUMNS.map((key) => ({ header: key, key, width: key.endsWith('ath') ? 30 : 18 }));
  for (const row of rows)
    sheet.addRow({
      ...row,
      appCode: apps.get(row.appId) ?? row.appId,
      titleEnUS: (row.titleI18n as Record<string, string>).en_US ?? '',
      fullPath: paths.get(row.menuId) ?? '',
    });
  sheet.getRow(1).font = { bold: true };
  const content = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
  const code = appId ? (apps.get(appId) ?? appId) : 'all';
  return { fileName: `menus-${code}.xlsx`, content };
};
