import { lazy, Suspense } from 'react';
import type { i18n as I18n } from 'i18next';
import type { MobileRoot } from '../model/MobileRoot';
import { I18nContext, RootContext, useRoot, useStore, useT } from '../ui/useStore';
import { SignInPage } from '../pages/signIn/SignInPage';
import { ListPage } from '../pages/lists/ListPage';
import { pathOf } from './routes';

// the pages with a form bring the runtime: they load when opened, so the lists stay light
const TaskPage = lazy(() => import('../pages/task/TaskPage'));
const ApplicationPage = lazy(() => import('../pages/task/ApplicationPage'));
const StartPage = lazy(() => import('../pages/start/StartPage'));
const StartFlowPage = lazy(() => import('../pages/start/StartFlowPage'));
const LettersPage = lazy(() => import('../pages/letters/LettersPage'));
const MePage = lazy(() => import('../pages/me/MePage'));

function Loading() {
  const { t } = useT();
  return (
    <p className="m-status" role="status">
      {t('common.loading')}
    </p>
  );
}

function Page() {
  const root = useRoot();
  const { route } = useStore(root.router);
  useStore(root.session);
  if (route.name === 'signIn' || !root.session.isSignedIn) {
    const next = route.name === 'signIn' ? route.next : pathOf(route);
    return <SignInPage next={next} />;
  }
  switch (route.name) {
    case 'list':
      return <ListPage key={route.list} kind={route.list} />;
    case 'task':
      return <TaskPage key={route.taskId} taskId={route.taskId} />;
    case 'application':
      return <ApplicationPage key={route.instanceId} instanceId={route.instanceId} />;
    case 'start':
      return <StartPage />;
    case 'startFlow':
      return <StartFlowPage key={route.processId} processId={route.processId} />;
    case 'letters':
      return <LettersPage />;
    case 'me':
      return <MePage />;
  }
}

export function MobileApp({ root, i18n }: { root: MobileRoot; i18n: I18n }) {
  return (
    <RootContext.Provider value={root}>
      <I18nContext.Provider value={i18n}>
        <Suspense fallback={<Loading />}>
          <Page />
        </Suspense>
      </I18nContext.Provider>
    </RootContext.Provider>
  );
}
