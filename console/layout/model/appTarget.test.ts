import { describe, expect, it } from 'vitest';
import { appTarget, groupApps } from './appTarget';

const app = (extra: Partial<Parameters<typeof appTarget>[0]> = {}) => ({
  appCode: 'market-ui',
  appPath: '/smartube-app/market-ui',
  isMicro: '0',
  openType: 'SAME_TAB',
  needProject: false,
  ...extra,
});

describe('top navigation app targets §2.6', () => {
  it('routes a micro app to its landing page', () => {
    expect(
      appTarget(app(), { token: 't', hasProject: false, landing: '/smartube-app/market-ui/home' }),
    ).toEqual({
      kind: 'route',
      path: '/smartube-app/market-ui/home',
      isNewTab: false,
    });
  });
  it('warns and goes to the project view when the app needs a project and none is chosen', () => {
    expect(appTarget(app({ needProject: true }), { token: 't', hasProject: false, landing: '/x' })).toEqual({
      kind: 'warn',
      warningKey: 'apps.needProject',
      thenPath: '/project',
    });
    expect(appTarget(app({ needProject: true }), { token: 't', hasProject: true, landing: '/x' }).kind).toBe(
      'route',
    );
  });
  it('fills the token placeholder of an outside link and honours the open type', () => {
    expect(
      appTarget(app({ appPath: 'https://bi.example/?t={token}', openType: 'NEW_TAB' }), {
        token: 'a b',
        hasProject: false,
        landing: undefined,
      }),
    ).toEqual({
      kind: 'external',
      url: 'https://bi.example/?t=a%20b',
      isNewTab: true,
    });
    expect(
      appTarget(app({ appPath: 'http://x/${token}' }), { token: 'k', hasProject: false, landing: undefined }),
    ).toMatchObject({ url: 'http://x/k', isNewTab: false });
  });
  it('warns 没有应用权限 when the app has no permitted page', () => {
    expect(appTarget(app(), { token: 't', hasProject: true, landing: undefined })).toEqual({
      kind: 'warn',
      warningKey: 'guard.noAppPermission',
    });
  });
  it('groups visible apps by the dictionary categories', () => {
    const apps = [
      { id: 'a', appCategory: '2', visible: '1', appOrder: 2 },
      { id: 'b', appCategory: '1', visible: '1', appOrder: 1 },
      { id: 'c', appCategory: '2', visible: '0', appOrder: 3 },
      { id: 'd', appCategory: '9', visible: '1', appOrder: 4 },
    ];
    const groups = groupApps(apps, [
      { dictValue: '1', dictLabel: '系统应用' },
      { dictValue: '2', dictLabel: '业务应用' },
      { dictValue: '3', dictLabel: '数据应用' },
    ]);
    expect(groups.map((g) => [g.label, g.apps.map((a) => a.id)])).toEqual([
      ['系统应用', ['b']],
      ['业务应用', ['a']],
      ['', ['d']],
    ]);
  });
});
