import { useEffect, useState } from 'react';
import { Card, Elevation, H5, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { api } from '@shared/api';
import type { ProjectRow } from '@shared/api/modules/shell';
import { useStores } from '../../app/storeContext';

/** DataViewInteractionPutting: the data view of one project (a project-scoped route, console spec §4.1 rule 7). */
export default function DataViewPage() {
  const { client, projects } = useStores();
  const { t } = useTranslation();
  const { projectId = '' } = useParams();
  const [project, setProject] = useState<ProjectRow>();
  useEffect(() => {
    projects.setCurrent(projectId);
    client.call(api.shell.projectGet, { params: { id: projectId } }, { silent: true }).then(setProject, () => undefined);
  }, [client, projectId, projects]);
  if (!project) return <Spinner size={24} />;
  return (
    <Card elevation={Elevation.ONE} className="data-view">
      <H5>{project.projectName}</H5>
      <p>{project.description || '--'}</p>
      <p className="muted">{t('projects.created', { time: dayjs(project.createTime).format('YYYY-MM-DD HH:mm:ss') })}</p>
    </Card>
  );
}
