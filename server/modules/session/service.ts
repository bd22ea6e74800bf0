import type { SessionInfoData } from '@shared/api/modules/session';
import type { RouteItem } from '@shared/api/schemas';
import { DEFAULT_THEME, parseTheme } from '@shared/theme/defaults';
import { resolveHomePage } from '@shared/session/homePage';
import { ALL_PERMISSIONS, mergePermissions, positionPermsOf } from '../../auth/sessionStore';
import type { AppDeps, SessionContext } from '../../http/context';
import { AppError } from '../../http/errors';
import { ResultCode } from '@shared/api/codes';
import { scope } from '../../cache/scopes';
import { userTenantKey, type SessionProfile } from '../../cache/appCache';
import type { Loaded } from '../../cache/TaggedCache';
import { deepFreeze } from '../../cache/deepFreeze';
import { activeRoles, appsById, loadUserWithMerchant, visibleMenus } from './queries';
import { buildRouteTree } from './routeTree';
import { localizedText } from '@shared/i18n/localizedText';
import type { Locale } from '@shared/i18n/locales';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';

/** getInfo without the counters, read from the database; every scope it depends on is named for the cache. */
const loadProfile = async (
  deps: AppDeps,
  session: SessionContext,
  locale: string,
): Promise<Loaded<SessionProfile> | undefined> => {
  const { db } = deps;
  const [found, roleRows, positionPerms] = await Promise.all([
    loadUserWithMerchant(db, session),
    activeRoles(db, session),
    positionPermsOf(db, session),
  ]);
  if (!found) return undefined;
  const menuRows = await visibleMenus(db, roleRows);
  const isSuper = roleRows.some((r) => r.isSuper);
  const permissions = isSuper
    ? [ALL_PERMISSIONS]
    : mergePermissions(menuRows.map((m) => m.perms).filter(Boolean), positionPerms);
  const apps = await appsById(db, [...new Set(menuRows.map((m) => m.appId))]);
  const { user, merchant, organizeName, theme } = found;
  const value: SessionProfile = {
    user: {
      userId: user.userId,
      userName: user.userName,
      nickName: user.nickName,
      merchantId: session.merchantId,
      merchantName: merchant.merchantName,
      organizeId: user.organizeId,
      organizeName: organizeName ?? '',
      email: user.email,
      phonenumber: user.phonenumber,
      avatar: user.avatar,
      homeMerchantId: user.merchantId,
    },
    merchant: { merchantId: merchant.merchantId, merchantName: merchant.merchantName, icon: merchant.icon },
    sysApps: apps.map(
      ({
        appId,
        appCode,
        appName,
        appNameI18n,
        appLogo,
        appPath,
        appCategory,
        appOrder,
        isMicro,
        visible,
        openType,
        needProject,
      }) => ({
        appId,
        appCode,
        appName: localizedText(appNameI18n, locale, appName),
        appLogo,
        appPath,
        appCategory,
        appOrder,
        isMicro,
        visible,
        openType,
        needProject,
      }),
    ),
    homePages: [...new Set(roleRows.map((r) => r.homePage).filter(Boolean))],
    homePage: resolveHomePage(
      [...roleRows].sort((a, b) => a.roleId.localeCompare(b.roleId)).map((r) => r.homePage),
      parseTheme(theme).homePage,
    ),
    permissions,
    themeConfig: theme ?? JSON.stringify(DEFAULT_THEME),
  };
  // The organisation is one of the user's home tenant, so `tenant(user.merchantId)` covers its name.
  const scopes = [
    scope.user(session.userId),
    scope.tenant(session.merchantId),
    scope.tenant(user.merchantId),
  ];
  return { value: deepFreeze(value), scopes };
};

/**
 * getInfo (console spec §7.1): the profile is kept per user and tenant, dropped by the writes that change it; the
 * counters change with every task, so they are counted on every call (one indexed statement).
 */
export const sessionInfo = async (
  deps: AppDeps,
  session: SessionContext,
  locale: string,
): Promise<SessionInfoData> => {
  // App names follow the request's language, so each language has its own cached profile.
  const key = `${userTenantKey(session.userId, session.merchantId)}:${locale}`;
  const [profile, counts] = await Promise.all([
    deps.cache.profiles.get(key, () => loadProfile(deps, session, locale)),
    deps.taskCounts(session),
  ]);
  if (!profile) throw new AppError(ResultCode.Unauthenticated, 'authExpired');
  return { ...profile, myTaskCount: counts.myTaskCount, myApprovalCount: counts.myApprovalCount };
};

/** The route trees of some apps, titles in the request's language (a disabled app has none). */
export const routersFor = async (
  deps: AppDeps,
  session: SessionContext,
  appIds: string[],
  locale: string,
) => {
  const roleRows = await activeRoles(deps.db, session);
  const rows = await visibleMenus(deps.db, roleRows, appIds);
  return appIds.map((appId) => ({
    appId,
    routes: buildRouteTree(
      rows.filter((r) => r.appId === appId),
      locale,
    ) as RouteItem[],
  }));
};

/** Keeps the language the user chose (for every tenant they belong to): their letters and messages follow it. */
export const saveLanguage = async (deps: AppDeps, userId: string, locale: Locale) => {
  await deps.db.update(users).set({ locale }).where(eq(users.userId, userId));
};
