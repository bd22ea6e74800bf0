import { describe, expect, it } from 'vitest';
import type { RouteItem } from '@shared/api';
import { buildMenu, landingPath, linkTarget, menuPages } from './menuBuilder';
import { menuRouteEntries } from './routeTable';

const page = (menuId: string, fullPath: string, ignoreRouter?: boolean): RouteItem => ({
  menuId,
  name: menuId,
  path: fullPath,
  fullPath,
  component: 'system/user',
  type: 'C',
  hidden: false,
  meta: { title: menuId, ignoreRouter },
  children: [],
});

const app = { appId: 'A9', appCode: 'hudong', isMicro: '0', appName: 'Hudong' } as const;
const routes: RouteItem[] = [
  page('docs', 'https://docs.example.com/guide', true),
  page('report', '/reports/daily.html', true),
  page('list', '/list'),
];

describe('ignore-router option on menus (console spec §4: 0 yes, 1 no)', () => {
  const menu = buildMenu(app, routes);

  it('the menu shows the pages as links to their own address, never prefixed as a child-app route', () => {
    expect(menu.map((node) => [node.key, node.path, node.href])).toEqual([
      ['docs', undefined, 'https://docs.example.com/guide'],
      ['report', undefined, '/reports/daily.html'],
      ['list', '/smartube-app/hudong/list', undefined],
    ]);
  });

  it('the router gets no route for them, so they are no landing page, favourite or tab', () => {
    const entries = menuRouteEntries(
      [
        {
          ...app,
          appLogo: '',
          appPath: '',
          appCategory: '',
          appOrder: 0,
          visible: '1',
          openType: '',
          needProject: false,
        },
      ],
      {
        A9: routes,
      },
    );
    expect(entries.map((entry) => entry.pattern)).toEqual(['/smartube-app/hudong/list']);
    expect(landingPath(menu)).toBe('/smartube-app/hudong/list');
    expect(menuPages(menu).map((node) => node.key)).toEqual(['list']);
  });

  it('a web address opens in a new tab, a site path in the same one', () => {
    expect(linkTarget('https://docs.example.com/guide')).toBe('_blank');
    expect(linkTarget('/reports/daily.html')).toBeUndefined();
  });
});
