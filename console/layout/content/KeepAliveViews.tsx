import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Route, Routes, useLocation, useNavigationType, type Location } from 'react-router-dom';
import { useStores } from '../../app/storeContext';
import { ScreenHost } from './ScreenHost';
import { resolvePath } from '../../router/routeTable';
import { ViewKeys } from '../model/viewKeys';

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
 * switches (console spec §2.5 keep-alive). Closing a tab unmounts its page, which drops that cache. A page that
 * replaces its own address (same screen) stays mounted: it moved, it was not left.
 */
export const KeepAliveViews = observer(function KeepAliveViews() {
  const { tabs, menus } = useStores();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [views] = useState(() => new ViewKeys());
  const active = `${location.pathname}${location.search}`;
  const slots = views.place({
    kept: tabs.tabs.filter((t) => !t.noCache).map((t) => t.path),
    active,
    isReplace: navigationType === 'REPLACE',
    screenOf: (path) => resolvePath(menus.table, locationOf(path).pathname)?.entry.component,
  });
  return (
    <div className="shell-views">
      {slots.map((slot) => (
        <KeptView key={slot.key} fullPath={slot.path} isActive={slot.path === active} />
      ))}
    </div>
  );
});
