import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
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
    if (decision.kind === 'redirect') {
      if (decision.warningKey) notify.warning(t(decision.warningKey));
      if (decision.clearProject) projects.setCurrent(undefined);
    }
    if (decision.kind === 'logout') {
      notify.warning(t(decision.warningKey));
      store.clearAll();
      setInfoFailed(false);
    }
  }, [decision, notify, projects, store, t, target.appCode, location.search]);

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
