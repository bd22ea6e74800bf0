import { describe, expect, it } from 'vitest';
import type { RouteItem } from '@shared/api';
import { buildMenu, landingPath, menuPages, openKeysFor } from './menuBuilder';

const item = (
  menuId: string,
  type: RouteItem['type'],
  fullPath: string,
  title: string,
  children: RouteItem[] = [],
  hidden = false,
): RouteItem => ({
  menuId,
  name: menuId,
  path: fullPath,
  fullPath,
  component: '',
  type,
  hidden,
  meta: { title, invisible: hidden || undefined },
  children,
});

const systemRoutes: RouteItem[] = [
  item('dir', 'M', '/system', '系统管理', [
    item('user', 'C', '/system/user', '用户管理', [item('user-add', 'F', '/system/user', 'add')]),
    item('secret', 'C', '/system/secret', '隐藏页', [], true),
    item('nested', 'M', '/system/more', '更多', [
      item('deep', 'C', '/system/more/deep', '一个很长的菜单标题'),
    ]),
  ]),
  item('only-buttons', 'M', '/empty', '空目录', [item('b', 'F', '/empty', 'btn')]),
];

describe('menu builder', () => {
  const menu = buildMenu({ appId: 'A100', appCode: 'system-new', isMicro: '1' }, systemRoutes);

  it('drops buttons (type F), hidden entries and directories left empty', () => {
    expect(menu.map((n) => n.key)).toEqual(['dir']);
    expect(menu[0]?.children.map((n) => n.key)).toEqual(['user', 'nested']);
    expect(menu[0]?.children[0]?.children).toEqual([]);
  });

  it('prefixes child-app routes with /smartube-app/{app}', () => {
    const micro = buildMenu({ appId: 'A302', appCode: 'hudong', isMicro: '0' }, [
      item('root', 'M', '/', '互动平台', [item('home', 'C', '/home', '概览')]),
    ]);
    expect(menuPages(micro).map((n) => n.path)).toEqual(['/smartube-app/hudong/home']);
  });

  it('shows a tooltip only for titles longer than 6 characters', () => {
    const pages = menuPages(menu);
    expect(pages.find((p) => p.key === 'user')?.hasTooltip).toBe(false);
    expect(pages.find((p) => p.key === 'deep')?.hasTooltip).toBe(true);
    const exactlySix = buildMenu({ appId: 'a', appCode: 'a', isMicro: '1' }, [
      item('six', 'C', '/six', 'abcdef'),
    ]);
    expect(exactlySix[0]?.hasTooltip).toBe(false);
    const seven = buildMenu({ appId: 'a', appCode: 'a', isMicro: '1' }, [
      item('seven', 'C', '/seven', 'abcdefg'),
    ]);
    expect(seven[0]?.hasTooltip).toBe(true);
  });

  it('opens sub-menus along the route hierarchy', () => {
    expect(openKeysFor(menu, '/system/more/deep')).toEqual(['dir', 'nested']);
    expect(openKeysFor(menu, '/system/user')).toEqual(['dir']);
    expect(openKeysFor(menu, '/elsewhere')).toEqual([]);
  });

  it('finds an app landing page: the first visible page', () => {
    expect(landingPath(menu)).toBe('/system/user');
    expect(landingPath([])).toBeUndefined();
  });
});
