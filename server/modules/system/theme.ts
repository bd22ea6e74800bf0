/** The tenant theme (console spec §3, §9): stored as JSON text, its custom style always sanitised. */
import { eq } from 'drizzle-orm';
import { DEFAULT_THEME, parseTheme, type ThemeConfig } from '@shared/theme/defaults';
import { themeProblems } from '@shared/theme/rules';
import { sanitizeCss } from '@shared/theme/sanitizeCss';
import { themes } from '../../db/schema';
import type { AppDeps, SessionContext } from '../../http/context';
import { invalid } from '../../http/errors';
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

export const readTheme = async (deps: AppDeps, session: SessionContext): Promise<string> =>
  safeThemeJson(await themeOf(deps.db, session.merchantId));

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
 * Saves the session tenant's theme (colours checked, home page a same-origin path); the custom style loses
 * anything that would load a resource or run code. Written to the audit log with the changed fields.
 */
export const saveTheme = async (deps: AppDeps, session: SessionContext, config: string): Promise<string> => {
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
      .where(eq(themes.merchantId, session.merchantId));
    await tx
      .insert(themes)
      .values({ merchantId: session.merchantId, config: stored, updatedAt })
      .onConflictDoUpdate({ target: themes.merchantId, set: { config: stored, updatedAt } });
    const before = { ...parseTheme(row?.config) };
    const after = { ...parseTheme(stored) };
    await recordOperation(
      tx,
      session,
      { action: 'update', targetType: 'theme', targetId: session.merchantId, before, after },
      updatedAt,
    );
    await announceChange(tx, session.merchantId, ['theme']);
  });
  return stored;
};
