/** WCAG 2.2 contrast (success criterion 1.4.3): relative luminance, contrast ratio, colour pairs a theme puts together. */
import type { ThemeConfig } from './defaults';

/** The minimum ratio for normal text (WCAG 2.2 AA). */
export const MIN_TEXT_CONTRAST = 4.5;

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX3 = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i;
const HEX6 = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+\s*)?\)$/i;

/** #rgb, #rrggbb, rgb() or rgba() (alpha ignored) as 0–255 channels; undefined for anything else. */
export const parseRgb = (value: string): Rgb | undefined => {
  const text = value.trim();
  const short = HEX3.exec(text);
  const long = HEX6.exec(text);
  const hex = short ? short.slice(1).map((d) => d + d) : long?.slice(1);
  if (hex) {
    const [r, g, b] = hex.map((pair) => parseInt(pair, 16)) as [number, number, number];
    return { r, g, b };
  }
  const rgb = RGB.exec(text);
  if (!rgb) return undefined;
  const [r, g, b] = rgb.slice(1).map(Number) as [number, number, number];
  return r > 255 || g > 255 || b > 255 ? undefined : { r, g, b };
};

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

export const luminance = ({ r, g, b }: Rgb) =>
  0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** The contrast ratio of two colours, 1 to 21; undefined when either is not a colour. */
export const contrastRatio = (a: string, b: string): number | undefined => {
  const first = parseRgb(a);
  const second = parseRgb(b);
  if (!first || !second) return undefined;
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const hex = ({ r, g, b }: Rgb) =>
  `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * The colour darkened towards black just enough for `text` on it to reach the ratio (white labels on a tenant's
 * primary colour); the colour itself when it already does or is not a colour.
 */
export const darkenForText = (background: string, text = '#ffffff', ratio = MIN_TEXT_CONTRAST): string => {
  const colour = parseRgb(background);
  if (!colour || (contrastRatio(background, text) ?? 0) >= ratio) return background;
  for (let step = 1; step <= 20; step += 1) {
    const keep = 1 - step * 0.05;
    const darker = hex({ r: colour.r * keep, g: colour.g * keep, b: colour.b * keep });
    if ((contrastRatio(darker, text) ?? 0) >= ratio) return darker;
  }
  return '#000000';
};

type ColourField = Exclude<
  keyof ThemeConfig,
  'mode' | 'customStyle' | 'language' | 'layout' | 'animation' | 'homePage'
>;

export type ThemeColourPair = 'paper' | 'link' | 'nav' | 'menu';

/** What the console shows together: a text colour (a field, or the fixed white of dark bars) on a background field. */
const pairsOf = (
  theme: Partial<ThemeConfig>,
): { pair: ThemeColourPair; text: string; background: ColourField }[] => [
  { pair: 'paper', text: String(theme.paperColor ?? ''), background: 'paperBackground' },
  { pair: 'link', text: String(theme.linkColor ?? ''), background: 'paperBackground' },
  ...(theme.mode === 'dark'
    ? [
        { pair: 'nav' as const, text: '#ffffff', background: 'navColor' as const },
        { pair: 'menu' as const, text: '#ffffff', background: 'menuColor' as const },
      ]
    : []),
];

export interface LowContrast {
  pair: ThemeColourPair;
  /** The background field the warning stands under. */
  field: ColourField;
  /** Rounded down to one decimal, as a person compares it with 4.5. */
  ratio: number;
}

/** The theme's text/background pairs below 4.5:1 (a value that is not a colour is left to the colour check). */
export const lowContrastPairs = (theme: Partial<ThemeConfig>): LowContrast[] =>
  pairsOf(theme).flatMap(({ pair, text, background }) => {
    const ratio = contrastRatio(text, String(theme[background] ?? ''));
    return ratio === undefined || ratio >= MIN_TEXT_CONTRAST
      ? []
      : [{ pair, field: background, ratio: Math.floor(ratio * 10) / 10 }];
  });
