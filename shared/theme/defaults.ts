/** Where the menu sits: down the side, or across the top under the navigation bar. */
export type ThemeLayout = 'side' | 'top';
/** How a page comes in when it opens or its tab is chosen ('none' for no animation). */
export type PageAnimation = 'none' | 'lightSpeed' | 'fade' | 'slideUp' | 'zoom';

/** Theme fields of console spec §3. */
export interface ThemeConfig {
  themeColor: string;
  mode: 'dark' | 'light';
  warn: string;
  success: string;
  error: string;
  navColor: string;
  menuColor: string;
  buttonColor: string;
  primaryColor: string;
  primaryBackground: string;
  linkColor: string;
  paperColor: string;
  paperBackground: string;
  customStyle: string;
  language: string;
  layout: ThemeLayout;
  animation: PageAnimation;
  /** The tenant's home page: a same-origin path ('' for the console's own /home). */
  homePage: string;
}

/** Defaults of console spec §3 and §9. */
export const DEFAULT_THEME: Readonly<ThemeConfig> = Object.freeze({
  themeColor: '#1890ff',
  mode: 'dark',
  warn: '#faad14',
  success: '#52c41a',
  error: '#f5222f',
  navColor: '#001529',
  menuColor: '#001529',
  buttonColor: '#1890ff',
  primaryColor: '#1890ff',
  primaryBackground: '#e6f7ff',
  linkColor: '#1890ff',
  paperColor: '#262626',
  paperBackground: '#ffffff',
  customStyle: '',
  language: 'CN',
  layout: 'side',
  animation: 'lightSpeed',
  homePage: '',
});

/** Reads stored theme JSON over the defaults; anything unreadable yields the defaults. */
export const parseTheme = (json: string | undefined | null): ThemeConfig => {
  if (!json) return { ...DEFAULT_THEME };
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object'
      ? { ...DEFAULT_THEME, ...(value as Partial<ThemeConfig>) }
      : { ...DEFAULT_THEME };
  } catch {
    return { ...DEFAULT_THEME };
  }
};
