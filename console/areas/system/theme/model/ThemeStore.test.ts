import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { DEFAULT_THEME } from '@shared/theme/defaults';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { ThemeStore } from './ThemeStore';

const stored = { ...DEFAULT_THEME, themeColor: '#13c2c2', homePage: '/system/role' };

const serverWithTheme = () => {
  const server = scriptedServer();
  server.answer(api.system.themeGet, () => ({ config: JSON.stringify(stored) }));
  server.answer(api.config.themeHomePages, () => [{ path: '/home', title: 'home' }]);
  server.answer(api.system.themeUpdate, ({ body }) => ({
    config: JSON.stringify({ ...JSON.parse((body as { config: string }).config), customStyle: '' }),
  }));
  return server;
};

describe('ThemeStore', () => {
  it('loads the tenant theme and the home-page choices; the preview follows edits before saving', async () => {
    const server = serverWithTheme();
    const store = new ThemeStore(server.deps);
    await store.start();
    expect(store.form.values.themeColor).toBe('#13c2c2');
    expect(store.homePages.value).toEqual([{ path: '/home', title: 'home' }]);
    expect(store.isChanged).toBe(false);
    store.pickPalette('#722ed1');
    expect(store.preview).toMatchObject({
      themeColor: '#722ed1',
      buttonColor: '#722ed1',
      linkColor: '#722ed1',
      primaryColor: '#722ed1',
    });
    expect(store.isChanged).toBe(true);
    expect(server.requestsTo(api.system.themeUpdate)).toHaveLength(0);
  });

  it('shows bad colours and a foreign home page under their fields and sends nothing', async () => {
    const server = serverWithTheme();
    const store = new ThemeStore(server.deps);
    await store.start();
    store.setColor('navColor', 'blue');
    store.form.set('homePage', '//evil.example');
    expect(await store.save()).toBe(false);
    expect(store.form.errors).toEqual({
      navColor: 'appearance:problem.color',
      homePage: 'appearance:problem.homePage',
    });
    expect(store.form.focus?.field).toBe('navColor');
    expect(server.requestsTo(api.system.themeUpdate)).toHaveLength(0);
  });

  it('saves, hands the stored theme to the shell and says so', async () => {
    const server = serverWithTheme();
    const applied: string[] = [];
    const store = new ThemeStore(server.deps, (json) => applied.push(json));
    await store.start();
    store.setColor('themeColor', ' #fa541c ');
    store.form.set('customStyle', '.a{color:red}');
    expect(await store.save()).toBe(true);
    expect(JSON.parse(applied[0] ?? '{}')).toMatchObject({ themeColor: '#fa541c', customStyle: '' });
    expect(store.form.values.customStyle).toBe('');
    expect(store.isChanged).toBe(false);
    expect(server.notices).toEqual([{ kind: 'success', message: 'common:success' }]);
  });

  it('resets to the defaults but keeps the home page', async () => {
    const server = serverWithTheme();
    const store = new ThemeStore(server.deps);
    await store.start();
    await store.resetToDefault();
    const sent = JSON.parse(
      (server.requestsTo(api.system.themeUpdate)[0]?.body as { config: string }).config,
    );
    expect(sent).toMatchObject({ themeColor: DEFAULT_THEME.themeColor, homePage: '/system/role' });
  });

  it('shows a server refusal naming a field under that field', async () => {
    const server = serverWithTheme();
    server.answer(api.system.themeUpdate, () => {
      throw new Refusal('Invalid linkColor: must be a colour', { field: 'linkColor' });
    });
    const store = new ThemeStore(server.deps);
    await store.start();
    expect(await store.save()).toBe(false);
    expect(store.form.errors.linkColor).toBe('Invalid linkColor: must be a colour');
  });

  it('reports a theme that cannot be loaded', async () => {
    const server = scriptedServer();
    server.answer(api.system.themeGet, () => {
      throw new Refusal('down', null, '50000');
    });
    server.answer(api.config.themeHomePages, () => []);
    const store = new ThemeStore(server.deps);
    await store.start();
    expect(store.loaded.failed).toBe(true);
  });

  it('warns of a text/background pair below 4.5:1 as it is typed, and the warning goes with a readable pair', async () => {
    const server = serverWithTheme();
    const store = new ThemeStore(server.deps);
    await store.start();
    store.setColor('linkColor', '#0050b3');
    expect(store.lowContrast).toEqual([]);
    store.setColor('paperColor', '#aaaaaa');
    expect(store.lowContrast).toEqual([{ pair: 'paper', field: 'paperBackground', ratio: 2.3 }]);
    store.setColor('paperBackground', '#000000');
    expect(store.lowContrast).toEqual([{ pair: 'link', field: 'paperBackground', ratio: 2.7 }]);
    store.setColor('paperBackground', '#ffffff');
    store.setColor('paperColor', '#262626');
    expect(store.lowContrast).toEqual([]);
    expect(server.requestsTo(api.system.themeUpdate)).toHaveLength(0);
  });

  it('reads and saves another tenant’s theme by its id, names the tenant and leaves the shell’s theme alone', async () => {
    const server = serverWithTheme();
    server.answer(api.system.themeTenants, () => [
      { merchantId: 'M001', merchantName: 'North' },
      { merchantId: 'M002', merchantName: 'South' },
    ]);
    const applied: string[] = [];
    const store = new ThemeStore(server.deps, (json) => applied.push(json), 'M002');
    await store.start();
    expect(server.requestsTo(api.system.themeGet)[0]?.query).toEqual({ merchantId: 'M002' });
    expect(store.tenantName).toBe('South');
    store.pickPalette('#722ed1');
    expect(await store.save()).toBe(true);
    expect(server.requestsTo(api.system.themeUpdate)[0]?.body).toMatchObject({ merchantId: 'M002' });
    expect(applied).toEqual([]);
  });
});
