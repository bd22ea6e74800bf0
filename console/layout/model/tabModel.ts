/** Tab rules of console spec §2.5 as pure functions over an ordered list of tabs. */
export interface Tab {
  /** Full path including the query: one tab per full path. */
  path: string;
  title: string;
  /** Title is an i18n key rather than display text. */
  titleIsKey?: boolean;
  affix?: boolean;
  /** Pinned by the user: stays through "close others" and "close all", and has no close icon until unpinned. */
  pinned?: boolean;
  /** Not kept alive when hidden. */
  noCache?: boolean;
}

export interface TabChange {
  tabs: Tab[];
  /** Where to navigate after the change, if the active tab went away. */
  navigateTo?: string;
  /** i18n key of a warning to show instead of changing anything. */
  warningKey?: string;
}

export const LAST_TAB_WARNING = 'tabs.lastPage';

/**
 * Adds the tab for a visited path, or refreshes its title; order is visit order. When the page replaced another
 * one in the history (`replacing`, e.g. a new form that got its id on save), the replaced tab takes the new path
 * in place instead of leaving a stale tab behind.
 */
export const openTab = (tabs: readonly Tab[], tab: Tab, replacing?: string): Tab[] => {
  const index = tabs.findIndex((t) => t.path === tab.path);
  const replaced = replacing === undefined ? -1 : tabs.findIndex((t) => t.path === replacing && !t.affix);
  if (index < 0 && replaced >= 0 && !tab.affix) return tabs.map((t, i) => (i === replaced ? tab : t));
  if (index < 0) return [...tabs, tab];
  const old = tabs[index] as Tab;
  if (old.title === tab.title && old.titleIsKey === tab.titleIsKey) return tabs as Tab[];
  const next = [...tabs];
  next[index] = { ...(tabs[index] as Tab), title: tab.title, titleIsKey: tab.titleIsKey };
  return next;
};

/** A tab that only its pin (route affix or the user's) keeps open. */
export const isKept = (tab: Tab): boolean => tab.affix === true || tab.pinned === true;

/**
 * Closes one tab. The last remaining tab stays with a warning (已经是最后一页啦). Closing the active tab moves to
 * the previous tab, or to the new first one when the first was closed. Affixed and pinned tabs cannot be closed.
 */
export const closeTab = (tabs: readonly Tab[], path: string, activePath: string): TabChange => {
  const index = tabs.findIndex((t) => t.path === path);
  if (index < 0) return { tabs: [...tabs] };
  if (tabs.length === 1) return { tabs: [...tabs], warningKey: LAST_TAB_WARNING };
  if (tabs[index] && isKept(tabs[index])) return { tabs: [...tabs] };
  const next = tabs.filter((t) => t.path !== path);
  if (path !== activePath) return { tabs: next };
  const target = index > 0 ? next[index - 1] : next[0];
  return { tabs: next, navigateTo: target?.path };
};

const keep = (
  tabs: readonly Tab[],
  activePath: string,
  keepTab: (tab: Tab, index: number) => boolean,
): TabChange => {
  const next = tabs.filter((tab, index) => isKept(tab) || keepTab(tab, index));
  const isActiveKept = next.some((t) => t.path === activePath);
  return { tabs: next, navigateTo: isActiveKept ? undefined : next[next.length - 1]?.path };
};

/** Right-click menu actions, relative to the tab that was right-clicked. Affixed and pinned tabs always stay. */
export const closeLeft = (tabs: readonly Tab[], path: string, activePath: string): TabChange => {
  const pivot = tabs.findIndex((t) => t.path === path);
  return pivot < 0 ? { tabs: [...tabs] } : keep(tabs, activePath, (_, i) => i >= pivot);
};

export const closeRight = (tabs: readonly Tab[], path: string, activePath: string): TabChange => {
  const pivot = tabs.findIndex((t) => t.path === path);
  return pivot < 0 ? { tabs: [...tabs] } : keep(tabs, activePath, (_, i) => i <= pivot);
};

export const closeOthers = (tabs: readonly Tab[], path: string, activePath: string): TabChange => {
  const change = keep(tabs, activePath, (t) => t.path === path);
  return change.tabs.some((t) => t.path === activePath) ? change : { ...change, navigateTo: path };
};

/**
 * Closes every tab but the affixed and pinned ones (console spec §2.5, "all except pinned"). With none of those
 * the right-clicked tab stays, as the last page always does.
 */
export const closeAllButPinned = (tabs: readonly Tab[], path: string, activePath: string): TabChange =>
  tabs.some(isKept) ? keep(tabs, activePath, () => false) : closeOthers(tabs, path, activePath);

/** Pins or unpins a tab; affixed tabs stay as they are. */
export const togglePinned = (tabs: readonly Tab[], path: string): Tab[] =>
  tabs.map((tab) => (tab.path === path && !tab.affix ? { ...tab, pinned: !tab.pinned } : tab));

/** Affixed tabs come first, in the order given, followed by what was stored. */
export const withAffixed = (tabs: readonly Tab[], affixed: readonly Tab[]): Tab[] => {
  const rest = tabs.filter((t) => !affixed.some((a) => a.path === t.path));
  return [...affixed.map((a) => ({ ...a, affix: true })), ...rest.filter((t) => !t.affix)];
};

/** Reads stored tabs defensively: anything malformed yields none. */
export const parseStoredTabs = (json: string | null): Tab[] => {
  if (!json) return [];
  try {
    const value = JSON.parse(json) as unknown;
    if (!Array.isArray(value)) return [];
    return value.filter(
      (t): t is Tab =>
        Boolean(t) &&
        typeof (t as Tab).path === 'string' &&
        (t as Tab).path.startsWith('/') &&
        typeof (t as Tab).title === 'string',
    );
  } catch {
    return [];
  }
};
