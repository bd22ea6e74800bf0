import { Card, Elevation, H5, NonIdealState } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CountBars } from './CountBars';
import type { FlowBar, HomeStore } from './model/HomeStore';

export interface WorkflowCardProps {
  store: HomeStore;
}

/** For workflow managers: the tenant's open instances per flow and its overtime tasks. */
export const WorkflowCard = observer(function WorkflowCard({ store }: WorkflowCardProps) {
  const { t } = useTranslation();
  const workflow = store.data.value?.workflow;
  const flows = store.flows;
  if (!workflow || !flows) return null;
  return (
    <Card role="region" elevation={Elevation.ONE} className="home-card" aria-labelledby="home-workflow-title">
      <H5 id="home-workflow-title" className="home-card-title">
        {t('home.workflow')}
      </H5>
      <p className="home-figures">
        <span>{t('home.openInstances', { count: workflow.openInstances })}</span>
        <span className={workflow.overtimeTasks > 0 ? 'home-overtime' : undefined}>
          {t('home.overtimeTasks', { count: workflow.overtimeTasks })}
        </span>
      </p>
      {flows.length === 0 ? (
        <NonIdealState icon="flow-linear" description={t('home.empty.workflow')} />
      ) : (
        <CountBars
          label={t('home.openPerFlow')}
          bars={flows}
          itemHeader={t('home.flow')}
          valueHeader={t('home.open')}
          extra={{ header: t('home.overtime'), cell: (bar) => (bar as FlowBar).overtimeTasks }}
        />
      )}
    </Card>
  );
});
