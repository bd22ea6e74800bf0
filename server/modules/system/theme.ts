/** The tenant theme (console spec §3, §9): stored as JSON text, its custom style always sanitised. */
import { DEFAULT_THEME, parseTheme } from '@shared/theme/defaults';
import { sanitizeCss } from '@shared/theme/sanitizeCss';
import { themes } from '../../db/schema';
import type { AppDeps, SessionContext } from '../../http/context';
import { invalid } from '../../http/errors';
import { scope } from '../../cache/scopes';
import { themeOf } from '../session/queries';

/** Stored theme JSON with its custom style sanitised (themes stored before the sanitiser existed included). */
export const safeThemeJson = (json: string | undefined): string => {
  if (!json) return JSON.stringify(DEFAULT_THEME);
  const theme = parseTheme(json);
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

/** Saves the session tenant's theme; the custom style loses anything that would load a resource or run code. */
export const saveTheme = async (deps: AppDeps, session: SessionContext, config: string): Promise<string> => {
  if (!isObjectJson(config)) throw invalid('config', 'jsonObject');
  const stored = safeThemeJson(config);
  const updatedAt = deps.now();
  await deps.db
    .insert(themes)
    .values({ merchantId: session.merchantId, config: stored, updatedAt })
    .onConflictDoUpdate({ target: themes.merchantId, set: { config: stored, updatedAt } });
  await deps.cache.publish(scope.tenant(session.merchantId));
  return stored;
};
