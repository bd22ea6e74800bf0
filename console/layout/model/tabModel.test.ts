import { describe, expect, it } from 'vitest';
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  LAST_TAB_WARNING,
  openTab,
  parseStoredTabs,
  withAffixed,
  type Tab,
} from './tabModel';

const tab = (path: string, affix = false): Tab => ({ path, title: path, affix: affix || undefined });
const paths = (tabs: Tab[]) => tabs.map((t) => t.path);
const four = [tab('/a'), tab('/b'), tab('/c'), tab('/d')];

describe('tab rules §2.5', () => {
  it('opens one tab per full path; the same page with different ids gives separate tabs', () => {
    let tabs = openTab([], tab('/user?id=1'));
    tabs = openTab(tabs, tab('/user?id=2'));
    tabs = openTab(tabs, { path: '/user?id=1', title: 'renamed' });
    expect(paths(tabs)).toEqual(['/user?id=1', '/user?id=2']);
    expect(tabs[0]?.title).toBe('renamed');
  });

  it('a page that replaced another in the history takes over its tab, in place', () => {
    const tabs = openTab([tab('/home', true), tab('/form/new'), tab('/users')], tab('/form/42'), '/form/new');
    expect(paths(tabs)).toEqual(['/home', '/form/42', '/users']);
    expect(paths(openTab(tabs, tab('/users'), '/form/42'))).toEqual(['/home', '/form/42', '/users']);
    expect(paths(openTab([tab('/home', true)], tab('/a'), '/home'))).toEqual(['/home', '/a']);
  });

  it('warns 已经是最后一页啦 instead of closing the last tab', () => {
    expect(closeTab([tab('/a')], '/a', '/a')).toEqual({ tabs: [tab('/a')], warningKey: LAST_TAB_WARNING });
  });

  it('closing the active tab moves to the previous one', () => {
    expect(closeTab(four, '/c', '/c')).toEqual({ tabs: [tab('/a'), tab('/b'), tab('/d')], navigateTo: '/b' });
  });

  it('closing the active first tab moves to the second', () => {
    expect(closeTab(four, '/a', '/a')).toEqual({ tabs: [tab('/b'), tab('/c'), tab('/d')], navigateTo: '/b' });
  });

  it('closing an inactive tab stays where the user is', () => {
    expect(closeTab(four, '/b', '/d')).toEqual({ tabs: [tab('/a'), tab('/c'), tab('/d')] });
  });

  it('affixed tabs cannot be closed', () => {
    expect(paths(closeTab([tab('/p', true), tab('/a')], '/p', '/a').tabs)).toEqual(['/p', '/a']);
  });

  it('close left keeps the pivot, the tabs right of it and affixed ones', () => {
    const tabs = [tab('/p', true), ...four];
    expect(closeLeft(tabs, '/c', '/c')).toEqual({
      tabs: [tab('/p', true), tab('/c'), tab('/d')],
      navigateTo: undefined,
    });
    expect(closeLeft(tabs, '/c', '/a').navigateTo).toBe('/d');
  });

  it('close right keeps the pivot and everything left of it', () => {
    expect(closeRight(four, '/b', '/a')).toEqual({ tabs: [tab('/a'), tab('/b')], navigateTo: undefined });
    expect(closeRight(four, '/b', '/d').navigateTo).toBe('/b');
  });

  it('close others keeps the pivot and affixed tabs and moves to the pivot', () => {
    const tabs = [tab('/p', true), ...four];
    expect(closeOthers(tabs, '/b', '/d')).toEqual({ tabs: [tab('/p', true), tab('/b')], navigateTo: '/b' });
    expect(closeOthers(tabs, '/b', '/b').navigateTo).toBeUndefined();
  });

  it('puts affixed tabs first and restores stored tabs defensively', () => {
    expect(paths(withAffixed([tab('/a'), tab('/p')], [tab('/p')]))).toEqual(['/p', '/a']);
    expect(parseStoredTabs('[{"path":"/a","title":"A"},{"path":"x","title":"bad"},7]')).toEqual([
      { path: '/a', title: 'A' },
    ]);
    expect(parseStoredTabs('not json')).toEqual([]);
    expect(parseStoredTabs(null)).toEqual([]);
  });
});
