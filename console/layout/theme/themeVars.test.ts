import { describe, expect, it } from 'vitest';
import { resolveTheme } from './themeVars';

describe('theme variables', () => {
  it('uses the §3 defaults: #1890ff, dark mode', () => {
    const theme = resolveTheme(null);
    expect(theme.vars['--app-primary']).toBe('#1890ff');
    expect(theme.vars['--app-error']).toBe('#f5222f');
    expect(theme.isDark).toBe(true);
  });
  it('applies tenant colours, light mode and custom style', () => {
    const theme = resolveTheme(
      JSON.stringify({ themeColor: '#13c2c2', mode: 'light', customStyle: '.x{color:red}' }),
    );
    expect(theme.vars['--app-primary']).toBe('#13c2c2');
    expect(theme.vars['--app-primary-strong']).toBe('#0c7e7e');
    expect(theme.isDark).toBe(false);
    expect(theme.customStyle).toBe('.x{color:red;}');
  });
  it('applies the custom style without anything that fetches from other origins', () => {
    const customStyle =
      '@import "https://evil.example/a.css";.x{color:red;background:u\\72l(https://evil.example/b.png)}';
    expect(resolveTheme(JSON.stringify({ customStyle })).customStyle).toBe('.x{color:red;}');
  });
  it('gives Blueprint buttons and links the theme colours, darkened only where white labels would fade', () => {
    const theme = resolveTheme(JSON.stringify({ buttonColor: '#722ed1', linkColor: '#faad14' }));
    expect(theme.vars['--app-button-strong']).toBe('#722ed1');
    expect(theme.vars['--app-link-strong']).not.toBe('#faad14');
    expect(theme.vars['--app-link-strong']).toMatch(/^#[0-9a-f]{6}$/);
  });
  it('drops values that are not colours', () => {
    expect(resolveTheme(JSON.stringify({ themeColor: 'red;}body{display:none' })).vars['--app-primary']).toBe(
      '#1890ff',
    );
  });
  it('takes the menu layout and the page animation, or the defaults (side, lightSpeed) for unknown ones', () => {
    expect(resolveTheme(JSON.stringify({ layout: 'top', animation: 'fade' }))).toMatchObject({
      layout: 'top',
      animation: 'fade',
    });
    expect(resolveTheme(JSON.stringify({ layout: 'diagonal', animation: 'spin' }))).toMatchObject({
      layout: 'side',
      animation: 'lightSpeed',
    });
  });
});
