import { eq } from 'drizzle-orm';
import type { AppInputValue } from '@shared/api/modules/config/menuSchemas';
import type { Tx } from '../../../db/database';
import { sysApps } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { generateId } from '../../../ids';
import { recordOperation } from '../../identity/common/audit';
import { appMenuCount, findApp, findAppByCode, type AppRow } from './appQueries';
import { assertPlainText, assertPlatform, fieldProblem, refusal } from './errors';
import { cleanTexts } from './titles';
import { announceChange, EVERY_TENANT } from '../../shell/live/announceChange';

/** The system app cannot be disabled or removed: without it nobody reaches app and menu administration. */
export const SYSTEM_APP_CODE = 'system-new';
const CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*$/;

const check = (input: AppInputValue) => {
  assertPlainText({ appCode: input.appCode, appName: input.appName, appPath: input.appPath });
  if (!input.appCode.trim()) throw fieldProblem('appCode', 'appCodeRequired');
  if (!CODE_PATTERN.test(input.appCode.trim())) throw fieldProblem('appCode', 'appCodeFormat');
  if (!input.appName.trim()) throw fieldProblem('appName', 'appNameRequired');
};

const values = (input: AppInputValue, current?: AppRow) => ({
  appCode: input.appCode.trim(),
  appName: input.appName.trim(),
  appNameI18n: input.appNameI18n ? cleanTexts(input.appNameI18n) : (current?.appNameI18n ?? {}),
  appLogo: input.appLogo ?? current?.appLogo ?? '',
  appCategory: input.appCategory ?? current?.appCategory ?? '',
  appOrder: input.appOrder ?? current?.appOrder ?? 0,
  visible: input.visible ?? current?.visible ?? '1',
  isMicro: input.isMicro ?? current?.isMicro ?? '1',
  openType: input.openType ?? current?.openType ?? 'SAME_TAB',
  appPath: input.appPath?.trim() ?? current?.appPath ?? '',
  needProject: input.needProject ?? current?.needProject ?? false,
});

const codeTaken = async (tx: Tx, appCode: string, exceptId?: string) => {
  const found = await findAppByCode(tx, appCode);
  return found !== undefined && found.appId !== exceptId;
};

export const addApp = async (deps: AppDeps, session: SessionContext, input: AppInputValue) => {
  check(input);
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    await assertPlatform(tx, session);
    const row = values(input);
    if (await codeTaken(tx, row.appCode)) throw fieldProblem('appCode', 'appCodeTaken', row);
    const appId = generateId(now);
    await tx.insert(sysApps).values({ appId, ...row });
    await recordOperation(
      tx,
      session,
      { action: 'create', targetType: 'app', targetId: appId, targetName: row.appName, after: row },
      now,
    );
    await announceChange(tx, EVERY_TENANT, ['apps', 'menus']);
    return { appId };
  });
  return result;
};

/** Runs a change on one app inside a transaction, logs the diff, and drops every session's cached apps. */
const changeApp = async (
  deps: AppDeps,
  session: SessionContext,
  appId: string,
  work: (tx: Tx, current: AppRow) => Promise<void>,
) => {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await assertPlatform(tx, session);
    const current = await findApp(tx, appId);
    if (!current) throw notFound();
    await work(tx, current);
    const after = await findApp(tx, appId);
    await recordOperation(
      tx,
      session,
      {
        action: after ? 'update' : 'delete',
        targetType: 'app',
        targetId: appId,
        targetName: current.appName,
        before: current,
        after,
      },
      now,
    );
    await announceChange(tx, EVERY_TENANT, ['apps', 'menus']);
  });
};

export const editApp = (deps: AppDeps, session: SessionContext, input: AppInputValue & { appId: string }) => {
  check(input);
  return changeApp(deps, session, input.appId, async (tx, current) => {
    const row = values(input, current);
    if (await codeTaken(tx, row.appCode, current.appId)) throw fieldProblem('appCode', 'appCodeTaken', row);
    if (current.appCode === SYSTEM_APP_CODE && row.appCode !== SYSTEM_APP_CODE)
      throw fieldProblem('appCode', 'systemAppFixed', { appCode: SYSTEM_APP_CODE });
    await tx.update(sysApps).set(row).where(eq(sysApps.appId, current.appId));
  });
};

export const changeAppStatus = (deps: AppDeps, session: SessionContext, appId: string, status: '0' | '1') =>
  changeApp(deps, session, appId, async (tx, current) => {
    if (current.appCode === SYSTEM_APP_CODE && status === '1')
      throw refusal('systemAppFixed', { appCode: SYSTEM_APP_CODE });
    await tx.update(sysApps).set({ status }).where(eq(sysApps.appId, appId));
  });

export const deleteApp = (deps: AppDeps, session: SessionContext, appId: string) =>
  changeApp(deps, session, appId, async (tx, current) => {
    if (current.appCode === SYSTEM_APP_CODE) throw refusal('systemAppFixed', { appCode: SYSTEM_APP_CODE });
    const menuCount = await appMenuCount(tx, appId);
    if (menuCount > 0) throw refusal('appHasMenus', { appName: current.appName, count: menuCount });
    await tx.delete(sysApps).where(eq(sysApps.appId, appId));
  });

/** Gives the listed apps the order 1, 2, … as listed, in one transaction; one log entry per app that moved. */
export const orderApps = async (deps: AppDeps, session: SessionContext, appIds: string[]) => {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await assertPlatform(tx, session);
    for (const [index, appId] of [...new Set(appIds)].entries()) {
      const current = await findApp(tx, appId);
      if (!current) throw notFound();
      if (current.appOrder === index + 1) continue;
      await tx
        .update(sysApps)
        .set({ appOrder: index + 1 })
        .where(eq(sysApps.appId, appId));
      const entry = { targetType: 'app', targetId: appId, targetName: current.appName };
      const change = { before: { appOrder: current.appOrder }, after: { appOrder: index + 1 } };
      await recordOperation(tx, session, { action: 'update', ...entry, ...change }, now);
    }
    await announceChange(tx, EVERY_TENANT, ['apps', 'menus']);
  });
};
