import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { useStores } from '../app/storeContext';
import type { MatchedRoute } from '../router/routeTable';
import { SHELL_ROUTES, ROUTE_NAMES } from '../router/shellRoutes';

/** Opens the tab of every visited page and keeps the affixed ones (ProjectView when projects exist) in front. */
export const useTabTracking = (match: MatchedRoute | undefined) => {
  const { tabs, projects } = useStores();
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef<string | undefined>(undefined);
  useEffect(() => {
    const affixed = SHELL_ROUTES.filter(
      (r) => r.affix && (r.name !== ROUTE_NAMES.projectView || projects.isEnabled),
    );
    tabs.setAffixed(
      affixed.map((r) => ({ path: r.pattern, title: r.title, titleIsKey: r.titleIsKey, noCache: r.noCache })),
    );
  }, [tabs, projects.isEnabled]);
  const entry = match?.entry;
  useEffect(() => {
    const path = `${location.pathname}${location.search}`;
    const previous = previousPath.current;
    previousPath.current = path;
    if (!entry || entry.redirect) return;
    const params = new URLSearchParams(location.search);
    if (params.has('cleanMode')) return;
    const title = params.get('title');
    const tab = {
      path,
      title: title ?? entry.title,
      titleIsKey: title ? false : entry.titleIsKey,
      noCache: entry.noCache,
      affix: entry.affix,
    };
    tabs.open(tab, navigationType === 'REPLACE' ? previous : undefined);
  }, [entry, location.pathname, location.search, navigationType, tabs]);
};
