import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useStores } from '../../app/storeContext';
import { resolvePath } from '../../router/routeTable';
import { screenFor } from '../../screens/registry';
import type { LazyScreen } from '../../screens/types';
import { PageLayout } from '../PageLayout';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { ModuleMissing } from './ModuleMissing';
import { createScreenCache } from './screenLoader';
import { useCloseCurrentTab } from '../tabs/useTabActions';

/** The shell's own pages, loaded like any screen so the first download stays small. */
const SHELL_SCREENS: Record<string, LazyScreen> = {
  'shell:home': () => import('../../pages/home/HomePage'),
  'shell:projects': () => import('../../pages/project/ProjectView'),
  'shell:dataView': () => import('../../pages/project/DataViewPage'),
  'shell:micro': () => import('../micro/MicroContainer'),
};
const cache = createScreenCache();

/** While a screen chunk loads the navigation progress bar runs. */
function Loading() {
  const { layout } = useStores();
  useEffect(() => {
    layout.setNavigating(true);
    return () => layout.setNavigating(false);
  }, [layout]);
  return (
    <div className="page-center">
      <Spinner size={32} />
    </div>
  );
}

/** Renders the screen for the (tab's) location: shell page, area screen, or the module-not-found state. */
export const ScreenHost = observer(function ScreenHost() {
  const { menus } = useStores();
  const { t } = useTranslation();
  const location = useLocation();
  const closeCurrent = useCloseCurrentTab();
  const [attempt, setAttempt] = useState(0);
  const match = resolvePath(menus.table, location.pathname);
  if (!match) return null;
  const { entry } = match;
  const loader = SHELL_SCREENS[entry.component] ?? screenFor(entry.component);
  const Screen: ComponentType | undefined = loader && cache.get(entry.component, loader);
  const isShellPage = entry.component.startsWith('shell:') && entry.component !== 'shell:dataView';
  const title =
    new URLSearchParams(location.search).get('title') ?? (entry.titleIsKey ? t(entry.title) : entry.title);
  const body = !Screen ? (
    <ModuleMissing name={entry.component || entry.name} />
  ) : (
    <ChunkErrorBoundary
      key={attempt}
      t={t}
      onRetry={() => {
        cache.forget(entry.component);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<Loading />}>
        <Screen />
      </Suspense>
    </ChunkErrorBoundary>
  );
  if (isShellPage) return body;
  const isClean = new URLSearchParams(location.search).has('cleanMode');
  return (
    <PageLayout
      title={title}
      trail={entry.trail}
      isHeaderHidden={isClean || entry.hideHeader}
      onBack={entry.showBack ? closeCurrent : undefined}
    >
      {body}
    </PageLayout>
  );
});
