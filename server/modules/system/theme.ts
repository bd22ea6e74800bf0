/** The tenant theme (console spec §3, §9): stored as JSON text, its custom style always sanitised. */
import { asc, eq } from 'drizzle-orm';
import { DEFAULT_THEME, parseTheme, type ThemeConfig } from '@shared/theme/defaults';
import { themeProblems } from '@shared/theme/rules';
import { sanitizeCss } from '@shared/theme/sanitizeCss';
import { merchants, themes } from '../../db/schema';
import { isPlatformTenant } from '../identity/merchant/platformTenant';
import type { AppDeps, SessionContext } from '../../http/context';
import { invalid, notFound } from '../../http/errors';
import { hasPermission } from '../../auth/sessionStore';
import { visibleMerchantIds } from '../identity/common/scope';
import { themeOf } from '../session/queries';
import { recordOperation } from '../identity/common/audit';
import { announceChange } from '../shell/live/announceChange';

/** Stored theme JSON with its custom style sanitised (themes stored before the sanitiser existed included). */
export const safeThemeJson = (json: string | undefined): string => {
  if (!json) return JSON.stringify(DEFAULT_THEME);
  const parsed = parseTheme(json);
  const theme = Object.fromEntries(
    Object.keys(DEFAULT_THEME).map((k) => [k, parsed[k as keyof ThemeConfig]]),
  );
  return JSON.stringify({
    ...theme,
    customStyle: sanitizeCss(typeof theme.customStyle === 'string' ? theme.customStyle : ''),
  });
};

export const readTheme = async (deps: AppDeps, merchantId: string): Promise<string> =>
  safeThemeJson(await themeOf(deps.db, merchantId));

/**
 * The tenants whose theme and home page the session may edit, its own first: with tenant administration
 * (system:merchant:edit) the tenants below its own, and every tenant from the platform tenant.
 */
export const themeTenants = async (
  deps: AppDeps,
  session: SessionContext,
  permissions: () => Promise<string[]>,
): Promise<{ merchantId: string; merchantName: string }[]> => {
  const rows = await deps.db
    .select({ merchantId: merchants.merchantId, merchantName: merchants.merchantName })
    .from(merchants)
    .orderBy(asc(merchants.merchantId));
  const own = rows.filter((r) => r.merchantId === session.merchantId);
  if (!hasPermission(await permissions(), 'system:merchant:edit')) return own;
  const ids = (await isPlatformTenant(deps.db, session.merchantId))
    ? rows.map((r) => r.merchantId)
    : await visibleMerchantIds(deps.db, session.merchantId);
  return [...own, ...rows.filter((r) => r.merchantId !== session.merchantId && ids.includes(r.merchantId))];
};

/** The tenant whose theme a call reads or writes: the session's, or one of `themeTenants`; any other is missing. */
export const themeTenant = async (
  deps: AppDeps,
  session: SessionContext,
  merchantId: string | undefined,
  permissions: () => Promise<string[]>,
): Promise<string> => {
  if (!merchantId || merchantId === session.merchantId) return session.merchantId;
  const allowed = await themeTenants(deps, session, permissions);
  if (!allowed.some((t) => t.merchantId === merchantId)) throw notFound();
  return merchantId;
};

const isObjectJson = (text: string): boolean => {
  try {
    const value = JSON.parse(text) as unknown;
    return value !== null && typeof value === 'object' && !Array.isArray(value);
  } catch {
    return false;
  }
};

const problemOf = (config: string) => {
  const [problem] = themeProblems(JSON.parse(config) as Partial<ThemeConfig>);
  return problem && invalid(problem.field, `server:appearance.${problem.key}`);
};

/**
 * Saves a tenant's theme (colours checked, home page a same-origin path); the custom style loses anything that
 * would load a resource or run code. Written to the session tenant's audit log with the changed fields.
 */
export const saveTheme = async (
  deps: AppDeps,
  session: SessionContext,
  merchantId: string,
  config: string,
): Promise<string> => {
  if (!isObjectJson(config)) throw invalid('config', 'jsonObject');
  if (config.includes('\u0000') || /\\u0000/i.test(config)) throw invalid('config', 'nul');
  const problem = problemOf(config);
  if (problem) throw problem;
  const stored = safeThemeJson(config);
  const updatedAt = deps.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ config: themes.config })
      .from(themes)
      .where(eq(themes.merchantId, merchantId));
    await tx
      .insert(themes)
      .values({ merchantId, config: stored, updatedAt })
      .onConflictDoUpdate({ target: themes.merchantId, set: { config: stored, updatedAt } });
    const before = { ...parseTheme(row?.config) };
    const after = { ...parseTheme(stored) };
    await recordOperation(
      tx,
      session,
      { action: 'update', targetType: 'theme', targetId: merchantId, before, after },
      updatedAt,
    );
    await announceChange(tx, session.merchantId, ['theme']);
  });
  return stored;
};
