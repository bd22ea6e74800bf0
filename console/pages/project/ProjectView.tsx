import { useEffect, useState } from 'react';
import { Button, ButtonGroup, Card, Elevation, H3, H5, NonIdealState, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '@shared/api';
import type { ResponseOf } from '@shared/api/contract';
import { useStores } from '../../app/storeContext';
import { dataViewPath } from '../../router/guard';

type Overview = ResponseOf<typeof api.shell.projectOverview>;

/** /project (route ProjectView): brief cards on top, then the project list with default and pin actions. */
const ProjectView = observer(function ProjectView() {
  const { client, projects, notify } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [overview, setOverview] = useState<Overview>();

  const reload = async () => {
    await projects.refresh();
    setOverview(await client.call(api.shell.projectOverview, undefined, { silent: true }).catch(() => undefined));
  };
  useEffect(() => {
    void reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const act = async (call: Promise<unknown>) => {
    try {
      await call;
      notify.success(t('common:success'));
      await reload();
    } catch {
      // the client showed the message
    }
  };
  const enter = (projectId: string) => {
    projects.setCurrent(projectId);
    navigate(dataViewPath(projectId));
  };

  return (
    <div className="project-view">
      <H3>{t('projects.title')}</H3>
      <div className="project-briefs">
        <Card elevation={Elevation.ONE} className="brief-card"><H5>{t('projects.count')}</H5><span className="brief-value">{overview?.projectCount ?? '--'}</span></Card>
        <Card elevation={Elevation.ONE} className="brief-card"><H5>{t('projects.pinned')}</H5><span className="brief-value">{overview?.topCount ?? '--'}</span></Card>
        <Card elevation={Elevation.ONE} className="brief-card"><H5>{t('projects.default')}</H5><span className="brief-value brief-text">{overview?.defaultProjectName || '--'}</span></Card>
      </div>
      {projects.projects.length === 0 ? (
        <NonIdealState icon="projects" description={t('projects.empty')} />
      ) : (
        <div className="project-grid">
          {projects.projects.map((p) => (
            <Card key={p.projectId} elevation={Elevation.ONE} className="project-card" aria-label={p.projectName}>
              <div className="project-card-head">
                <H5>{p.projectName}</H5>
                {p.isDefault && <Tag intent="primary" minimal>{t('projects.defaultTag')}</Tag>}
                {p.isTop && <Tag intent="warning" minimal icon="pin">{t('projects.pinnedTag')}</Tag>}
                {p.projectId === projects.currentProjectId && <Tag intent="success" minimal>{t('projects.currentTag')}</Tag>}
              </div>
              <p className="muted">{p.description || '--'}</p>
              <ButtonGroup variant="minimal">
                <Button icon="log-in" intent="primary" text={t('projects.enter')} onClick={() => enter(p.projectId)} />
                {!p.isDefault && <Button icon="star" text={t('projects.setDefault')} onClick={() => void act(client.call(api.shell.projectSetDefault, { params: { id: p.projectId } }))} />}
                {p.isTop
                  ? <Button icon="unpin" text={t('projects.unpin')} onClick={() => void act(client.call(api.shell.projectCancelTop, { params: { id: p.projectId } }))} />
                  : <Button icon="pin" text={t('projects.pin')} onClick={() => void act(client.call(api.shell.projectSetTop, { params: { id: p.projectId } }))} />}
              </ButtonGroup>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
});
export default ProjectView;
