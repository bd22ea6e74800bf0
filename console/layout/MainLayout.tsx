import { lazy, Suspense, useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useLocation } from 'react-router-dom';
import { useStores } from '../app/storeContext';
import { microAppOf, resolvePath } from '../router/routeTable';
import { KeepAliveViews } from './content/KeepAliveViews';
import { NavProgress } from './NavProgress';
import { ShellDialogs } from './ShellDialogs';
import { ThemeApplier } from './theme/ThemeApplier';
import { resolveTheme } from './theme/themeVars';
import { useAppName } from './useAppName';
import { useTabTracking } from './useTabTracking';
import '../settings/size.css';

/** The chrome (popovers, context menus, tooltips) loads in parallel with the first screen; placeholders keep the layout. */
const TopBar = lazy(() => import('./header/TopBar').then((m) => ({ default: m.TopBar })));
const SideMenu = lazy(() => import('./sidebar/SideMenu').then((m) => ({ default: m.SideMenu })));
const TopMenu = lazy(() => import('./sidebar/TopMenu').then((m) => ({ default: m.TopMenu })));
const TabStrip = lazy(() => import('./tabs/TabStrip').then((m) => ({ default: m.TabStrip })));

/**
 * The signed-in shell (console spec §2.4): top bar, side menu, tab strip and the kept-alive content area.
 * A route may hide the menu or the tabs; `?cleanMode` hides top bar, menu and tabs. The theme's layout puts the
 * menu down the side or across the top, and its animation brings each page in (see app.css).
 */
export const MainLayout = observer(function MainLayout() {
  const { session, menus, letters, layout, settings } = useStores();
  const location = useLocation();
  const match = resolvePath(menus.table, location.pathname);
  const entry = match?.entry;
  useTabTracking(match);
  const themeJson = session.info?.themeConfig;
  const theme = useMemo(() => resolveTheme(themeJson), [themeJson]);
  const microName = menus.appByCode(microAppOf(location.pathname))?.appName;
  const appName = useAppName(microName);

  useEffect(() => {
    if (!session.isSignedIn) return;
    letters.start();
    return () => letters.stop();
  }, [letters, session.isSignedIn]);

  // '/' opens the user's home page as the server resolved it: a role's, else the tenant's, else /home (§2.3)
  const homePage = session.info?.homePage;
  const redirect = entry?.pattern === '/' && homePage ? homePage : entry?.redirect;
  if (redirect) return <Navigate to={redirect} replace />;
  const isClean = new URLSearchParams(location.search).has('cleanMode');
  const menuApp =
    menus.appByCode(entry?.appCode)?.appId ??
    layout.chosenAppId ??
    menus.apps.find((a) => a.isMicro !== '0')?.appId;
  return (
    <div
      className={`shell shell-size-${settings.size}`}
      data-layout={theme.layout}
      data-animation={theme.animation}
    >
      <NavProgress />
      <ThemeApplier theme={theme} />
      {!isClean && (
        <Suspense fallback={<div className="shell-top shell-top-placeholder" />}>
          <TopBar appName={appName} isDark={theme.isDark} />
        </Suspense>
      )}
      {!isClean && !entry?.hideMenu && theme.layout === 'top' && (
        <Suspense fallback={<div className="top-menu" />}>
          <TopMenu appId={menuApp} isDark={theme.isDark} />
        </Suspense>
      )}
      <div className="shell-body">
        {!isClean && !entry?.hideMenu && theme.layout === 'side' && (
          <Suspense fallback={<div className="side-menu" style={{ width: layout.sidebarWidth }} />}>
            <SideMenu appId={menuApp} isDark={theme.isDark} />
          </Suspense>
        )}
        <main className="shell-main">
          {!isClean && !entry?.hideTabs && settings.showTabs && (
            <Suspense fallback={<div className="tab-strip tab-strip-placeholder" />}>
              <TabStrip />
            </Suspense>
          )}
          <KeepAliveViews />
        </main>
      </div>
      <ShellDialogs />
    </div>
  );
});
