import { useEffect } from 'react';
import { Card, Elevation, H5, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { useStores } from '../../app/storeContext';
import { useModel } from '../../app/useModel';
import { DataViewStore } from './model/DataViewStore';

/** DataViewInteractionPutting: the data view of one project (a project-scoped route, console spec §4.1 rule 7). */
function DataViewPage() {
  // The shell's current project.
  const { projects } = useStores();
  const { t } = useTranslation();
  const { projectId = '' } = useParams();
  const store = useModel((deps) => new DataViewStore(deps, projects));
  useEffect(() => {
    void store.open(projectId);
  }, [store, projectId]);
  const project = store.project.value;
  if (!project) return <Spinner size={24} />;
  return (
    <Card elevation={Elevation.ONE} className="data-view">
      <H5>{project.projectName}</H5>
      <p>{project.description || '--'}</p>
      <p className="muted">
        {t('projects.created', { time: dayjs(project.createTime).format('YYYY-MM-DD HH:mm:ss') })}
      </p>
    </Card>
  );
}

export default observer(DataViewPage);
