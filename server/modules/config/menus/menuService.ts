import { and, eq, ne } from 'drizzle-orm';
import type { MenuInputValue } from '@shared/api/modules/config/menuSchemas';
import { localizedText } from '@shared/i18n/localizedText';
import type { Tx } from '../../../db/database';
import { menuCollects, menus } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { generateId } from '../../../ids';
import { recordOperation } from '../../identity/common/audit';
import { findApp } from './appQueries';
import { assertPlatform, fieldProblem, refusal } from './errors';
import { findMenu, grantedRoleNames, type MenuRow } from './menuQueries';
import { menuValues } from './menuRules';
import { announceChange, EVERY_TENANT } from '../../shell/live/announceChange';

const otherMenus = (tx: Tx, appId: string, exceptId?: string) =>
  tx
    .select()
    .from(menus)
    .where(and(eq(menus.appId, appId), exceptId ? ne(menus.menuId, exceptId) : undefined));

const audit = (
  tx: Tx,
  session: SessionContext,
  now: Date,
  menuId: string,
  before: MenuRow | undefined,
  after: MenuRow | undefined,
) =>
  recordOperation(
    tx,
    session,
    {
      action: !before ? 'create' : after ? 'update' : 'delete',
      targetType: 'menu',
      targetId: menuId,
      targetName: (after ?? before)?.menuTitle,
      before,
      after,
    },
    now,
  );

/** Adds a menu to an app's tree (platform tenant only); every session's menus are dropped at commit. */
export const addMenu = async (deps: AppDeps, session: SessionContext, input: MenuInputValue) => {
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    await assertPlatform(tx, session);
    if (!(await findApp(tx, input.appId))) throw fieldProblem('appId', 'appMissing');
    const values = menuValues(input, await otherMenus(tx, input.appId));
    const menuId = generateId(now);
    const [row] = await tx
      .insert(menus)
      .values({ menuId, appId: input.appId, ...values })
      .returning();
    await audit(tx, session, now, menuId, undefined, row);
    await announceChange(tx, EVERY_TENANT, ['menus']);
    return { menuId };
  });
  return result;
};

/** Edits a menu in place; its app stays the same. */
export const editMenu = async (
  deps: AppDeps,
  session: SessionContext,
  input: MenuInputValue & { menuId: string },
) => {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await assertPlatform(tx, session);
    const current = await findMenu(tx, input.menuId);
    if (!current) throw notFound();
    if (input.appId !== current.appId) throw fieldProblem('appId', 'appFixed');
    const values = menuValues(input, await otherMenus(tx, current.appId, current.menuId), current);
    if (
      values.menuType === 'F' &&
      (await otherMenus(tx, current.appId)).some((r) => r.parentId === current.menuId)
    )
      throw fieldProblem('menuType', 'buttonWithChildren');
    const [row] = await tx.update(menus).set(values).where(eq(menus.menuId, current.menuId)).returning();
    await audit(tx, session, now, current.menuId, current, row);
    await announceChange(tx, EVERY_TENANT, ['menus']);
  });
};

/** Deletes a menu without children that no role is granted; it also leaves the users' favourites. */
export const deleteMenu = async (deps: AppDeps, session: SessionContext, menuId: string, locale: string) => {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await assertPlatform(tx, session);
    const current = await findMenu(tx, menuId);
    if (!current) throw notFound();
    const title = localizedText(current.titleI18n, locale, current.menuTitle);
    const children = (await otherMenus(tx, current.appId)).filter((r) => r.parentId === menuId);
    if (children.length > 0) throw refusal('menuHasChildren', { title, count: children.length });
    const roleNames = await grantedRoleNames(tx, menuId);
    if (roleNames.length > 0)
      throw refusal('menuGranted', { title, roles: roleNames.slice(0, 10).join(', ') });
    await tx.delete(menuCollects).where(eq(menuCollects.menuId, menuId));
    await tx.delete(menus).where(eq(menus.menuId, menuId));
    await audit(tx, session, now, menuId, current, undefined);
    await announceChange(tx, EVERY_TENANT, ['menus']);
  });
};
