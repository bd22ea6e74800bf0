import { resolvePath, type RouteEntry } from '../../router/routeTable';
import type { Tab } from './tabModel';

type Translate = (key: string) => string;

/**
 * The title a tab shows now, in the reader's current language: a title the page was opened with (`?title=`) as
 * given, else the title of the route the tab's path leads to in the current route table (menu titles come in the
 * current language, shell titles are keys), else what the tab stored when it was opened.
 */
export const tabTitle = (tab: Tab, table: readonly RouteEntry[], t: Translate): string => {
  const [pathname = '', search = ''] = tab.path.split('?', 2);
  const given = new URLSearchParams(search).get('title');
  if (given) return given;
  const entry = resolvePath(table, pathname)?.entry;
  if (entry && !entry.redirect) return entry.titleIsKey ? t(entry.title) : entry.title;
  return tab.titleIsKey ? t(tab.title) : tab.title;
};
