import { useEffect } from 'react';
import { Card, Elevation, H5, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { useStores } from '../../app/storeContext';
import { useModel } from '../../app/useModel';
import { LtrText } from '../../ui/LtrText';
import { DataViewStore } from './model/DataViewStore';

const TIME = 'YYYY-MM-DD HH:mm:ss';

/** DataViewInteractionPutting: the data view of one project, every field of it (a project-scoped route, console spec §4.1 rule 7). */
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
  const yesNo = (value: boolean) => (value ? t('projects.yes') : t('projects.no'));
  return (
    <Card elevation={Elevation.ONE} className="data-view">
      <H5>{project.projectName}</H5>
      <dl className="project-fields" aria-label={t('projects.fields')}>
        <dt>{t('projects.id')}</dt>
        <dd>
          <LtrText>{project.projectId}</LtrText>
        </dd>
        <dt>{t('projects.description')}</dt>
        <dd>{project.description || '--'}</dd>
        <dt>{t('projects.default')}</dt>
        <dd>{yesNo(project.isDefault)}</dd>
        <dt>{t('projects.pinned')}</dt>
        <dd>{yesNo(project.isTop)}</dd>
        <dt>{t('projects.createTime')}</dt>
        <dd>
          <LtrText>{dayjs(project.createTime).format(TIME)}</LtrText>
        </dd>
        <dt>{t('projects.updateTime')}</dt>
        <dd>
          <LtrText>{dayjs(project.updateTime).format(TIME)}</LtrText>
        </dd>
      </dl>
    </Card>
  );
}

export default observer(DataViewPage);
