/** Rules a tenant theme must meet before it is stored (console spec §3, §9); pure, shared by console and server. */
import type { PageAnimation, ThemeConfig, ThemeLayout } from './defaults';

/** The colour fields of the theme (console spec §3). */
export const COLOR_FIELDS = [
  'themeColor',
  'warn',
  'success',
  'error',
  'navColor',
  'menuColor',
  'buttonColor',
  'primaryColor',
  'primaryBackground',
  'linkColor',
  'paperColor',
  'paperBackground',
] as const satisfies readonly (keyof ThemeConfig)[];
export type ColorField = (typeof COLOR_FIELDS)[number];

/** The theme palette of console spec §9: eight quick picks. */
export const THEME_PALETTE = [
  '#1890ff',
  '#13c2c2',
  '#f5222d',
  '#fa541c',
  '#faad14',
  '#52c41a',
  '#2f54eb',
  '#722ed1',
] as const;

/** Menu layouts (console spec §3 default "layout side"). */
export const THEME_LAYOUTS: readonly ThemeLayout[] = ['side', 'top'];

/** Page animations (console spec §9 default "lightSpeed from the left"). */
export const PAGE_ANIMATIONS: readonly PageAnimation[] = ['lightSpeed', 'fade', 'slideUp', 'zoom', 'none'];

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

/** Longest custom style kept. */
export const MAX_CUSTOM_STYLE = 20_000;

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const BYTE = '(?:25[0-5]|2[0-4]\\d|1?\\d?\\d)';
const ALPHA = '(?:0|1|0?\\.\\d+|1\\.0+)';
const RGBA = new RegExp(`^rgba?\\(\\s*${BYTE}\\s*,\\s*${BYTE}\\s*,\\s*${BYTE}\\s*(?:,\\s*${ALPHA}\\s*)?\\)$`);

/** #rgb, #rrggbb, rgb(r, g, b) or rgba(r, g, b, a). */
export const isColor = (value: unknown): value is string =>
  typeof value === 'string' && (HEX.test(value) || RGBA.test(value));

/** A path on this site: starts with one '/', no scheme, host, back-slash, control character or space. */
export const isSameOriginPath = (value: string): boolean =>
  value.length <= 200 &&
  /^\/(?![/\\])[A-Za-z0-9\-._~/%?=&#]*$/.test(value) &&
  !value.includes('//') &&
  !/(?:^|\/)\.\.?(?:\/|$)/.test(value);

export interface ThemeProblem {
  field: keyof ThemeConfig;
  /** Key of the `appearance` namespace (console) or `server:appearance.*` (server). */
  key: 'color' | 'mode' | 'layout' | 'animation' | 'homePage' | 'customStyle';
}

/** Every problem of a theme, in field order; [] for a theme that may be stored. */
export const themeProblems = (theme: Partial<ThemeConfig>): ThemeProblem[] => {
  const problems: ThemeProblem[] = [];
  for (const field of COLOR_FIELDS)
    if (theme[field] !== undefined && !isColor(theme[field])) problems.push({ field, key: 'color' });
  if (theme.mode !== undefined && theme.mode !== 'dark' && theme.mode !== 'light')
    problems.push({ field: 'mode', key: 'mode' });
  if (theme.layout !== undefined && !isOneOf(THEME_LAYOUTS, theme.layout))
    problems.push({ field: 'layout', key: 'layout' });
  if (theme.animation !== undefined && !isOneOf(PAGE_ANIMATIONS, theme.animation))
    problems.push({ field: 'animation', key: 'animation' });
  if (theme.homePage && (typeof theme.homePage !== 'string' || !isSameOriginPath(theme.homePage)))
    problems.push({ field: 'homePage', key: 'homePage' });
  if (typeof theme.customStyle === 'string' && theme.customStyle.length > MAX_CUSTOM_STYLE)
    problems.push({ field: 'customStyle', key: 'customStyle' });
  return problems;
};
