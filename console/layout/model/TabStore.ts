import { action, makeObservable, observableRef } from 'mobx';
import {
  closeAllButPinned,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  openTab,
  parseStoredTabs,
  togglePinned,
  withAffixed,
  type Tab,
  type TabChange,
} from './tabModel';

export const TABS_KEY = 'shell-tabs';
type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Open tabs (console spec §2.5), kept in sessionStorage so they survive a refresh; a tenant switch clears them. */
export class TabStore {
  tabs: Tab[];

  constructor(private readonly storage: SessionStorageLike = sessionStorage) {
    this.tabs = parseStoredTabs(storage.getItem(TABS_KEY));
    makeObservable(this, {
      tabs: observableRef,
      open: action,
      apply: action,
      setAffixed: action,
      togglePinned: action,
      clear: action,
    });
  }

  private save() {
    this.storage.setItem(TABS_KEY, JSON.stringify(this.tabs));
  }

  /** Opens the tab of a visited page; `replacing` names the page it replaced in the history, if any. */
  open(tab: Tab, replacing?: string) {
    const next = openTab(this.tabs, tab, replacing);
    if (next === this.tabs) return;
    this.tabs = next;
    this.save();
  }

  setAffixed(affixed: Tab[]) {
    const next = withAffixed(this.tabs, affixed);
    if (JSON.stringify(next) === JSON.stringify(this.tabs)) return;
    this.tabs = next;
    this.save();
  }

  /** Applies a tab change and returns it, so the caller can navigate or warn. */
  apply(change: TabChange): TabChange {
    if (!change.warningKey) {
      this.tabs = change.tabs;
      this.save();
    }
    return change;
  }

  close = (path: string, activePath: string) => this.apply(closeTab(this.tabs, path, activePath));
  closeLeft = (path: string, activePath: string) => this.apply(closeLeft(this.tabs, path, activePath));
  closeRight = (path: string, activePath: string) => this.apply(closeRight(this.tabs, path, activePath));
  closeOthers = (path: string, activePath: string) => this.apply(closeOthers(this.tabs, path, activePath));
  closeAllButPinned = (path: string, activePath: string) =>
    this.apply(closeAllButPinned(this.tabs, path, activePath));

  togglePinned(path: string) {
    this.tabs = togglePinned(this.tabs, path);
    this.save();
  }

  clear() {
    this.tabs = [];
    this.storage.removeItem(TABS_KEY);
  }
}
