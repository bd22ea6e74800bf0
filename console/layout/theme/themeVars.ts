import {
  DEFAULT_THEME,
  parseTheme,
  type PageAnimation,
  type ThemeConfig,
  type ThemeLayout,
} from '@shared/theme/defaults';
import { darkenForText } from '@shared/theme/contrast';
import { PAGE_ANIMATIONS, THEME_LAYOUTS } from '@shared/theme/rules';
import { sanitizeCss } from '@shared/theme/sanitizeCss';

/** The page's background (console/styles, --app-bg): the darkest surface links and tab titles sit on. */
const PAGE_GREY = '#f5f7fa';

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
  /** The menu down the side or across the top. */
  layout: ThemeLayout;
  /** How a page comes in. */
  animation: PageAnimation;
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
  // Blueprint's primary intent (buttons, switches, checks) carries white labels; links and selected tabs are text
  // on white paper or on the page's grey (--app-bg), so they are darkened against the grey, the harder of the two
  vars['--app-button-strong'] = darkenForText(vars['--app-button'] ?? '');
  vars['--app-link-strong'] = darkenForText(vars['--app-link'] ?? '', PAGE_GREY);
  return {
    vars,
    isDark: theme.mode === 'dark',
    customStyle: sanitizeCss(typeof theme.customStyle === 'string' ? theme.customStyle : ''),
    layout: THEME_LAYOUTS.includes(theme.layout) ? theme.layout : DEFAULT_THEME.layout,
    animation: PAGE_ANIMATIONS.includes(theme.animation) ? theme.animation : DEFAULT_THEME.animation,
  };
};
