import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../router/routeTable';
import { tabTitle } from './tabTitle';

const dictionaries: Record<string, Record<string, string>> = {
  zh_CN: { 'nav.home': '首页' },
  en_US: { 'nav.home': 'Home' },
};
const translate = (locale: string) => (key: string) => dictionaries[locale]?.[key] ?? key;
const tableIn = (usersTitle: string): RouteEntry[] => [
  { pattern: '/home', name: 'Home', title: 'nav.home', titleIsKey: true, component: 'shell:home' },
  { pattern: '/system/user', name: 'User', title: usersTitle, component: 'system/user/index' },
  { pattern: '/system', name: 'Sys', title: '系统', component: 'shell:redirect', redirect: '/system/user' },
];

describe('tab titles in the current language', () => {
  it('a tab opened in Chinese reads English after the switch: shell keys and menu titles alike', () => {
    const home = { path: '/home', title: 'nav.home', titleIsKey: true };
    const users = { path: '/system/user?page=2', title: '用户管理' };
    expect([home, users].map((tab) => tabTitle(tab, tableIn('用户管理'), translate('zh_CN')))).toEqual([
      '首页',
      '用户管理',
    ]);
    expect([home, users].map((tab) => tabTitle(tab, tableIn('Users'), translate('en_US')))).toEqual([
      'Home',
      'Users',
    ]);
  });

  it('a title the page was opened with stays; a path no route knows (menus reloading) keeps what it stored', () => {
    const named = { path: '/system/user?title=Alice', title: 'Alice' };
    expect(tabTitle(named, tableIn('Users'), translate('en_US'))).toBe('Alice');
    const gone = { path: '/gone', title: 'nav.home', titleIsKey: true };
    expect(tabTitle(gone, tableIn('Users'), translate('en_US'))).toBe('Home');
    expect(tabTitle({ path: '/system', title: '系统' }, tableIn('Users'), translate('en_US'))).toBe('系统');
  });
});
