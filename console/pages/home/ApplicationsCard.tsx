import { Button, Card, Elevation, H5, NonIdealState } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CountBars } from './CountBars';
import type { HomeStore } from './model/HomeStore';

export interface ApplicationsCardProps {
  store: HomeStore;
}

/** My applications by state, named as the approval lists name them; or how to start one. */
export const ApplicationsCard = observer(function ApplicationsCard({ store }: ApplicationsCardProps) {
  const { t } = useTranslation();
  const applications = store.data.value?.applications;
  if (!applications) return null;
  return (
    <Card
      role="region"
      elevation={Elevation.ONE}
      className="home-card"
      aria-labelledby="home-applications-title"
    >
      <H5 id="home-applications-title" className="home-card-title">
        {t('home.applications')}
        <span className="home-total">{t('home.total', { count: applications.total })}</span>
      </H5>
      {applications.total === 0 ? (
        <NonIdealState
          icon="document"
          title={t('home.empty.applicationsTitle')}
          description={t('home.empty.applications')}
          action={
            // with no to-dos either, the to-do card already offers to start one
            store.hasTodos ? (
              <Button icon="add" onClick={() => store.startApplication()}>
                {t('home.startApplication')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <CountBars
          label={t('home.applicationsByState')}
          bars={store.applicationsByState}
          valueHeader={t('home.count')}
        />
      )}
    </Card>
  );
});
