import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@blueprintjs/core';
import { useStores } from '../app/storeContext';
import { decide, type GuardSource, type GuardTarget } from './guard';
import { microAppOf, resolvePath } from './routeTable';

/** Applies the pure guard decision: render, redirect, load the session first, or log out. */
export const RouteGuard = observer(function RouteGuard() {
  const store = useStores();
  const { session, notify, menus, projects } = store;
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [isInfoFailed, setInfoFailed] = useState(false);
  const from = useRef<GuardSource | undefined>(undefined);

  const match = resolvePath(menus.table, location.pathname);
  const target: GuardTarget = {
    path: location.pathname,
    search: location.search,
    isKnown: Boolean(match),
    name: match?.entry.name,
    appCode: match?.entry.appCode,
    isProjectScoped: match?.entry.isProjectScoped,
    projectId: match?.params.projectId,
    microApp: microAppOf(location.pathname),
    isTabSwitch: (location.state as { isTabSwitch?: boolean } | null)?.isTabSwitch === true,
  };
  const decision = decide(
    target,
    {
      hasToken: session.isSignedIn,
      isInfoLoaded: Boolean(session.info) && menus.isLoaded,
      isInfoFailed,
      appCodes: menus.apps.map((a) => a.appCode),
      appsWithRoutes: menus.appsWithRoutes,
      projectIds: projects.projects.map((p) => p.projectId),
      fallbackPath: menus.fallbackPath(),
    },
    from.current,
  );

  useEffect(() => {
    if (decision.kind !== 'load' || session.isLoadingInfo) return;
    store.loadSession().catch(() => setInfoFailed(true));
  }, [decision.kind, session, store]);

  useEffect(() => {
    if (decision.kind === 'allow') from.current = { appCode: target.appCode, search: location.search };
    // the page stays rendered while its address gains the query: a redirect would unmount the layout, and with it
    // the state of every kept tab (a child app's frame would load again)
    if (decision.kind === 'allow' && decision.completeTo)
      navigate(decision.completeTo, { replace: true, state: location.state });
    if (decision.kind === 'redirect') {
      if (decision.warningKey) notify.warning(t(decision.warningKey));
      if (decision.clearProject) projects.setCurrent(undefined);
    }
    if (decision.kind === 'logout') {
      notify.warning(t(decision.warningKey));
      store.clearAll();
      setInfoFailed(false);
    }
  }, [decision, navigate, notify, projects, store, t, target.appCode, location.search, location.state]);

  switch (decision.kind) {
    case 'allow':
      return <Outlet />;
    case 'redirect':
    case 'logout':
      return <Navigate to={decision.to} replace />;
    case 'load':
      return (
        <div className="page-center">
          <Spinner aria-label={t('common:loading')} />
        </div>
      );
  }
});
