import { parseTheme, type ThemeConfig } from '@shared/theme/defaults';
import { darkenForText } from '@shared/theme/contrast';
import { sanitizeCss } from '@shared/theme/sanitizeCss';

/** CSS custom properties the console's styles read, derived from the tenant theme (console spec §3, §9). */
export const themeVars = (theme: ThemeConfig): Record<string, string> => ({
  '--app-primary': theme.themeColor || theme.primaryColor,
  '--app-primary-bg': theme.primaryBackground,
  '--app-warning': theme.warn,
  '--app-success': theme.success,
  '--app-error': theme.error,
  '--app-nav': theme.navColor,
  '--app-menu': theme.menuColor,
  '--app-button': theme.buttonColor,
  '--app-link': theme.linkColor,
  '--app-paper-text': theme.paperColor,
  '--app-paper-bg': theme.paperBackground,
});

export interface AppliedTheme {
  vars: Record<string, string>;
  isDark: boolean;
  customStyle: string;
}

const COLOR = /^#[0-9a-fA-F]{3,8}$|^rgba?\([\d\s.,%]+\)$/;

/** Reads stored theme JSON; values that are not colours fall back to the defaults, and the custom style is sanitised. */
export const resolveTheme = (json: string | undefined | null): AppliedTheme => {
  const theme = parseTheme(json);
  const defaults = parseTheme(null);
  const vars = themeVars(theme);
  const fallback = themeVars(defaults);
  for (const key of Object.keys(vars)) if (!COLOR.test(vars[key] ?? '')) vars[key] = fallback[key] ?? '';
  // white labels on the primary colour (the active menu item and tab) stay readable whatever colour is chosen
  vars['--app-primary-strong'] = darkenForText(vars['--app-primary'] ?? '');
  return {
    vars,
    isDark: theme.mode === 'dark',
    customStyle: sanitizeCss(typeof theme.customStyle === 'string' ? theme.customStyle : ''),
  };
};
