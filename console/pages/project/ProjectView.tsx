import { useEffect } from 'react';
import { Button, ButtonGroup, Card, Elevation, H3, H5, NonIdealState, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../app/storeContext';
import { useModel } from '../../app/useModel';
import { dataViewPath } from '../../router/guard';
import { ProjectViewStore } from './model/ProjectViewStore';
import { ProjectFormDialog } from './ProjectFormDialog';
import { PROJECT_PERMISSIONS } from '@shared/api/modules/shell/projects';
import { Permitted } from '../../areas/system/permission/Permitted';
import { ConfirmRemoveButton } from '../../areas/system/common/ConfirmRemoveButton';

/** /project (route ProjectView): brief cards on top, then the project list with default and pin actions. */
const ProjectView = observer(function ProjectView() {
  // The shell's project list (the header's switcher shows the same).
  const { projects } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const store = useModel((deps) => new ProjectViewStore(deps, projects));
  const overview = store.overview.value;
  useEffect(() => {
    void store.reload();
  }, [store]);

  const enter = (projectId: string) => {
    store.enter(projectId);
    navigate(dataViewPath(projectId));
  };

  return (
    <div className="project-view">
      <div className="project-head">
        <H3>{t('projects.title')}</H3>
        <Permitted tags={[PROJECT_PERMISSIONS.add]}>
          <Button intent="primary" icon="add" text={t('projects.add')} onClick={() => store.openForm()} />
        </Permitted>
      </div>
      <div className="project-briefs">
        <Card elevation={Elevation.ONE} className="brief-card">
          <H5>{t('projects.count')}</H5>
          <span className="brief-value">{overview?.projectCount ?? '--'}</span>
        </Card>
        <Card elevation={Elevation.ONE} className="brief-card">
          <H5>{t('projects.pinned')}</H5>
          <span className="brief-value">{overview?.topCount ?? '--'}</span>
        </Card>
        <Card elevation={Elevation.ONE} className="brief-card">
          <H5>{t('projects.default')}</H5>
          <span className="brief-value brief-text">{overview?.defaultProjectName || '--'}</span>
        </Card>
      </div>
      {projects.projects.length === 0 ? (
        <NonIdealState icon="projects" description={t('projects.empty')} />
      ) : (
        <div className="project-grid">
          {projects.projects.map((p) => (
            <Card
              key={p.projectId}
              elevation={Elevation.ONE}
              className="project-card"
              aria-label={p.projectName}
            >
              <div className="project-card-head">
                <H5>{p.projectName}</H5>
                {p.isDefault && (
                  <Tag intent="primary" minimal>
                    {t('projects.defaultTag')}
                  </Tag>
                )}
                {p.isTop && (
                  <Tag intent="warning" minimal icon="pin">
                    {t('projects.pinnedTag')}
                  </Tag>
                )}
                {p.projectId === projects.currentProjectId && (
                  <Tag intent="success" minimal>
                    {t('projects.currentTag')}
                  </Tag>
                )}
              </div>
              <p className="muted">{p.description || '--'}</p>
              <ButtonGroup variant="minimal">
                <Button
                  icon="log-in"
                  intent="primary"
                  text={t('projects.enter')}
                  onClick={() => enter(p.projectId)}
                />
                {!p.isDefault && (
                  <Button
                    icon="star"
                    text={t('projects.setDefault')}
                    onClick={() => void store.setDefault(p.projectId)}
                  />
                )}
                {p.isTop ? (
                  <Button
                    icon="unpin"
                    text={t('projects.unpin')}
                    onClick={() => void store.unpin(p.projectId)}
                  />
                ) : (
                  <Button icon="pin" text={t('projects.pin')} onClick={() => void store.pin(p.projectId)} />
                )}
                <Permitted tags={[PROJECT_PERMISSIONS.edit]}>
                  <Button
                    icon="edit"
                    text={t('projects.edit')}
                    aria-label={t('projects.editOf', { name: p.projectName })}
                    onClick={() => store.openForm(p)}
                  />
                </Permitted>
                <Permitted tags={[PROJECT_PERMISSIONS.remove]}>
                  <ConfirmRemoveButton
                    name={p.projectName}
                    onConfirm={() => void store.remove(p.projectId)}
                  />
                </Permitted>
              </ButtonGroup>
            </Card>
          ))}
        </div>
      )}
      <ProjectFormDialog
        store={store.form}
        onClose={() => store.closeForm()}
        onSubmit={() => void store.saveForm()}
      />
    </div>
  );
});
export default ProjectView;
