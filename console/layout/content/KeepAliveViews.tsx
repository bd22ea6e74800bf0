import { useLayoutEffect, useMemo, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Route, Routes, useLocation, type Location } from 'react-router-dom';
import { useStores } from '../../app/storeContext';
import { ScreenHost } from './ScreenHost';
import { resolvePath } from '../../router/routeTable';

const locationOf = (fullPath: string): Location => {
  const url = new URL(fullPath, 'http://x');
  return { pathname: url.pathname, search: url.search, hash: '', state: null, key: fullPath };
};

/**
 * One page, kept mounted while its tab is open; hidden pages keep their state and scroll position. The page's
 * route pattern is matched here, so screens read their params (`useParams`) as usual.
 */
const KeptView = observer(function KeptView({ fullPath, isActive }: { fullPath: string; isActive: boolean }) {
  const { menus } = useStores();
  const location = useMemo(() => locationOf(fullPath), [fullPath]);
  const pattern = resolvePath(menus.table, location.pathname)?.entry.pattern ?? '*';
  const ref = useRef<HTMLDivElement>(null);
  const scroll = useRef(0);
  useLayoutEffect(() => {
    if (isActive && ref.current) ref.current.scrollTop = scroll.current;
  }, [isActive]);
  return (
    <div
      ref={ref}
      className="kept-view"
      hidden={!isActive}
      data-path={fullPath}
      onScroll={(event) => {
        if (isActive) scroll.current = event.currentTarget.scrollTop;
      }}
    >
      <Routes location={location}>
        <Route path={pattern} element={<ScreenHost />} />
      </Routes>
    </div>
  );
});

/**
 * The content area: every open tab's page stays rendered (hidden when not active), so its state survives tab
 * switches (console spec §2.5 keep-alive). Closing a tab unmounts its page, which drops that cache.
 */
export const KeepAliveViews = observer(function KeepAliveViews() {
  const { tabs } = useStores();
  const location = useLocation();
  const active = `${location.pathname}${location.search}`;
  const kept = tabs.tabs.filter((t) => !t.noCache).map((t) => t.path);
  const paths = kept.includes(active) ? kept : [...kept, active];
  return (
    <div className="shell-views">
      {paths.map((path) => (
        <KeptView key={path} fullPath={path} isActive={path === active} />
      ))}
    </div>
  );
});
