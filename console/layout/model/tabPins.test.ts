import { describe, expect, it } from 'vitest';
import {
  closeAllButPinned,
  closeOthers,
  closeTab,
  openTab,
  togglePinned,
  withAffixed,
  type Tab,
} from './tabModel';
import { TabStore, TABS_KEY } from './TabStore';

const tab = (path: string, extra: Partial<Tab> = {}): Tab => ({ path, title: path, ...extra });
const paths = (tabs: Tab[]) => tabs.map((t) => t.path);

describe('pinned tabs and "close all, keep pinned" (console spec §2.5)', () => {
  const tabs = [tab('/home', { affix: true }), tab('/a'), tab('/b', { pinned: true }), tab('/c')];

  it('close all keeps the affixed and pinned tabs and leaves the closed active tab for the last kept one', () => {
    const change = closeAllButPinned(tabs, '/c', '/c');
    expect(paths(change.tabs)).toEqual(['/home', '/b']);
    expect(change.navigateTo).toBe('/b');
    expect(closeAllButPinned(tabs, '/a', '/b').navigateTo).toBeUndefined();
  });

  it('with nothing pinned, close all keeps the right-clicked tab and goes there', () => {
    const change = closeAllButPinned([tab('/a'), tab('/b')], '/a', '/b');
    expect(paths(change.tabs)).toEqual(['/a']);
    expect(change.navigateTo).toBe('/a');
  });

  it('a pinned tab survives close others and its own close; unpinned, it closes', () => {
    expect(paths(closeOthers(tabs, '/a', '/a').tabs)).toEqual(['/home', '/a', '/b']);
    expect(paths(closeTab(tabs, '/b', '/a').tabs)).toEqual(paths(tabs));
    const unpinned = togglePinned(tabs, '/b');
    expect(unpinned[2]?.pinned).toBe(false);
    expect(paths(closeTab(unpinned, '/b', '/a').tabs)).toEqual(['/home', '/a', '/c']);
  });

  it('pinning leaves affixed tabs alone; a title refresh and the affixed list keep the pin', () => {
    expect(togglePinned(tabs, '/home')[0]).toEqual(tabs[0]);
    const pinned = togglePinned(tabs, '/a');
    expect(openTab(pinned, tab('/a', { title: 'A' }))[1]).toEqual({ path: '/a', title: 'A', pinned: true });
    expect(paths(withAffixed(pinned, [tab('/home')]).filter((t) => t.pinned))).toEqual(['/a', '/b']);
  });

  it('the store keeps pins across a refresh', () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    };
    const store = new TabStore(storage);
    store.open(tab('/a'));
    store.open(tab('/b'));
    store.togglePinned('/a');
    expect(JSON.parse(stored.get(TABS_KEY) ?? '[]')[0].pinned).toBe(true);
    const change = new TabStore(storage).closeAllButPinned('/b', '/b');
    expect(paths(change.tabs)).toEqual(['/a']);
  });
});
