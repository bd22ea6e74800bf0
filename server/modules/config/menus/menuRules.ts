import type { MenuDetailRow, MenuInputValue } from '@shared/api/modules/config/menuSchemas';
import { MENU_COMPONENTS } from '@shared/screens/screenKeys';
import { isWebAddress } from '@shared/api/modules/config/menuLinks';
import { joinPath } from '../../session/routeTree';
import { assertPlainText, fieldProblem } from './errors';
import { fullPaths, type MenuRow } from './menuQueries';
import { cleanTexts } from './titles';

/** Route-item meta kept with the extra JSON: the form edits them as fields (console spec §3 Route item). */
const META_FLAGS = ['hideHeader', 'showBack', 'affix', 'noCache', 'cross'] as const;
const PERMS_PATTERN = /^[\w*-]+(:[\w*-]+)*$/;
const NAME_PATTERN = /^[A-Za-z][\w-]*$/;

/** Parses the extra JSON text; anything but a JSON object is refused under the `extra` field. */
export const parseExtra = (text: string | undefined): Record<string, unknown> => {
  if (!text?.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw fieldProblem('extra', 'extraNotJson');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw fieldProblem('extra', 'extraNotObject');
  return value as Record<string, unknown>;
};

/** A page with the ignore-router option ('0' yes): it opens as a plain link and gets no route (console spec §4). */
const ignoresRouter = (input: MenuInputValue) => input.menuType === 'C' && input.ignoreRouter === '0';

/** An http(s) address a browser can open: a host and no spaces (control characters are refused for every field). */
const isOpenableAddress = (path: string) => {
  if (!isWebAddress(path) || /\s/.test(path)) return false;
  try {
    return new URL(path).hostname.length > 0;
  } catch {
    return false;
  }
};

const metaOf = (input: MenuInputValue) => {
  const meta: Record<string, unknown> = { ...parseExtra(input.extra) };
  for (const flag of META_FLAGS) delete meta[flag];
  delete meta.redirect;
  delete meta.type;
  delete meta.ignoreRouter;
  for (const flag of META_FLAGS) if (input[flag]) meta[flag] = true;
  if (ignoresRouter(input)) meta.ignoreRouter = true;
  if (input.redirect?.trim()) meta.redirect = input.redirect.trim();
  if (input.metaType?.trim()) meta.type = input.metaType.trim();
  return meta;
};

/**
 * Checks one menu against its app's other menus (`rows`, without the one being edited) and answers the row
 * values to store. `self` is the menu being edited.
 */
export const menuValues = (input: MenuInputValue, rows: MenuRow[], self?: MenuRow) => {
  const { menuType } = input;
  const text = (value: string | undefined) => value?.trim() ?? '';
  assertPlainText({ ...input, titleI18n: undefined });
  const parentId = text(input.parentId);
  if (self && parentId === self.menuId) throw fieldProblem('parentId', 'parentIsDescendant');
  const parent = rows.find((r) => r.menuId === parentId);
  if (parentId && !parent) throw fieldProblem('parentId', 'parentMissing');
  if (parent?.menuType === 'F') throw fieldProblem('parentId', 'parentIsButton');
  if (self && parentId && isWithin(rows, parentId, self.menuId))
    throw fieldProblem('parentId', 'parentIsDescendant');
  const menuTitle = text(input.menuTitle);
  if (!menuTitle) throw fieldProblem('menuTitle', 'titleRequired');
  const isButton = menuType === 'F';
  const name = isButton ? '' : text(input.name);
  const path = isButton ? '' : text(input.path);
  const isLink = ignoresRouter(input);
  const component = menuType === 'C' && !isLink ? text(input.component) : '';
  const perms = menuType === 'M' ? '' : text(input.perms);
  if (menuType === 'C' && !name) throw fieldProblem('name', 'nameRequired');
  if (name && !NAME_PATTERN.test(name)) throw fieldProblem('name', 'nameFormat');
  const sameName = name && rows.find((r) => r.name === name);
  if (sameName) throw fieldProblem('name', 'nameTaken', { name, title: sameName.menuTitle });
  if (!isButton && !path) throw fieldProblem('path', 'pathRequired');
  if (isLink && isWebAddress(path)) {
    if (!isOpenableAddress(path)) throw fieldProblem('path', 'addressFormat');
  } else if (/\s|\/\/|\?|#/.test(path)) throw fieldProblem('path', 'pathFormat');
  if (!isButton) {
    const paths = fullPaths(rows);
    const fullPath = joinPath(parent ? (paths.get(parent.menuId) ?? '') : '', path);
    const clash = rows.find((r) => r.menuType !== 'F' && paths.get(r.menuId) === fullPath);
    if (clash) throw fieldProblem('path', 'pathTaken', { path: fullPath, title: clash.menuTitle });
  }
  if (menuType === 'C' && !isLink && !MENU_COMPONENTS.includes(component))
    throw fieldProblem('component', component ? 'componentUnknown' : 'componentRequired', { component });
  if (isButton && !perms) throw fieldProblem('perms', 'permsRequired');
  if (perms && !PERMS_PATTERN.test(perms)) throw fieldProblem('perms', 'permsFormat');
  return {
    parentId: parent ? parent.menuId : '',
    menuType,
    menuTitle,
    titleI18n: cleanTexts(input.titleI18n ?? {}),
    name,
    path,
    component,
    perms,
    icon: text(input.icon),
    visible: input.visible ?? self?.visible ?? '1',
    orderNum: input.orderNum ?? self?.orderNum ?? 0,
    extra: metaOf(input),
  };
};

/** True when `menuId` is `ancestorId` or lies under it. */
const isWithin = (rows: MenuRow[], menuId: string, ancestorId: string) => {
  const byId = new Map(rows.map((r) => [r.menuId, r]));
  for (let id: string | undefined = menuId, hops = 0; id && hops < 50; hops++) {
    if (id === ancestorId) return true;
    id = byId.get(id)?.parentId;
  }
  return false;
};

/** The stored menu as the form edits it: meta flags and redirect split out of the extra JSON. */
export const menuDetail = (row: MenuRow, fullPath: string): MenuDetailRow => {
  const { redirect, type, ignoreRouter, ...rest } = (row.extra ?? {}) as Record<string, unknown>;
  const flags = Object.fromEntries(META_FLAGS.map((f) => [f, rest[f] === true])) as Record<
    (typeof META_FLAGS)[number],
    boolean
  >;
  for (const flag of META_FLAGS) delete rest[flag];
  return {
    menuId: row.menuId,
    appId: row.appId,
    parentId: row.parentId,
    menuType: row.menuType as MenuDetailRow['menuType'],
    menuTitle: row.menuTitle,
    titleI18n: { ...(row.titleI18n as Record<string, string>) },
    name: row.name,
    path: row.path,
    fullPath,
    component: row.component,
    redirect: typeof redirect === 'string' ? redirect : '',
    perms: row.perms,
    icon: row.icon,
    visible: row.visible,
    orderNum: row.orderNum,
    ...flags,
    ignoreRouter: ignoreRouter === true ? '0' : '1',
    metaType: typeof type === 'string' ? type : '',
    extra: JSON.stringify(rest),
  };
};
