import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ApplicationsCard } from './ApplicationsCard';
import type { HomeStore } from './model/HomeStore';
import { TodoCard } from './TodoCard';
import { WorkflowCard } from './WorkflowCard';

export interface HomeWorkProps {
  store: HomeStore;
}

/** The user's work on the home page: loading, a failure with a retry, or the cards. */
export const HomeWork = observer(function HomeWork({ store }: HomeWorkProps) {
  const { t } = useTranslation();
  if (store.isLoading)
    return (
      <div className="home-loading" role="status" aria-label={t('home.loading')}>
        <Spinner size={32} />
      </div>
    );
  if (store.isFailed)
    return (
      <NonIdealState
        className="home-failed"
        icon="error"
        title={t('home.failed')}
        description={t('home.failedHint')}
        action={
          <Button icon="refresh" onClick={() => void store.reload()}>
            {t('common:retry')}
          </Button>
        }
      />
    );
  return (
    <div className="home-work">
      <TodoCard store={store} />
      <ApplicationsCard store={store} />
      <WorkflowCard store={store} />
    </div>
  );
});
