import { api } from '@shared/api';
import type { ResponseOf } from '@shared/api/contract';
import { ActionRunner } from '../../../app/model/ActionRunner';
import { Loader } from '../../../app/model/Loader';
import type { ModelDeps } from '../../../app/model/ModelDeps';
import type { ProjectStore } from '../../../layout/model/ProjectStore';
import type { ProjectRow } from '@shared/api/modules/shell';
import { action, makeObservable, observableRef } from 'mobx';
import { ProjectFormStore } from './ProjectFormStore';

export type ProjectOverview = ResponseOf<typeof api.shell.projectOverview>;

/** The shell's project list as this screen uses it: refreshed after a change, and the project entered. */
export type ProjectShelf = Pick<ProjectStore, 'refresh' | 'setCurrent'>;

/**
 * /project (route ProjectView): the brief figures over the project list; adding, editing and deleting projects;
 * the default and pin actions. The list itself is the shell's (the header's project switcher shows the same); the
 * figures are read silently.
 */
export class ProjectViewStore {
  readonly overview = new Loader<ProjectOverview>();
  readonly actions: ActionRunner;
  /** The add or edit form while it is open. */
  form: ProjectFormStore | undefined = undefined;

  constructor(
    private readonly deps: ModelDeps,
    private readonly projects: ProjectShelf,
  ) {
    this.actions = new ActionRunner(deps);
    makeObservable(this, { form: observableRef, openForm: action, closeForm: action });
  }

  /** Opens the form to edit `project`, or to add one when it is undefined. */
  openForm(project?: ProjectRow) {
    this.form = new ProjectFormStore(this.deps, project);
  }

  closeForm() {
    this.form = undefined;
  }

  /** Saves the open form; on success it closes and the list and figures show the change. */
  async saveForm() {
    if (!this.form || !(await this.form.save())) return;
    this.closeForm();
    await this.reload();
  }

  remove(projectId: string) {
    return this.act(() => this.deps.client.call(api.shell.projectDelete, { params: { id: projectId } }));
  }

  /** Loads the list, then the figures. */
  async reload() {
    await this.projects.refresh();
    await this.overview.load(() =>
      this.deps.client.call(api.shell.projectOverview, undefined, { silent: true }),
    );
  }

  setDefault(projectId: string) {
    return this.act(() => this.deps.client.call(api.shell.projectSetDefault, { params: { id: projectId } }));
  }

  pin(projectId: string) {
    return this.act(() => this.deps.client.call(api.shell.projectSetTop, { params: { id: projectId } }));
  }

  unpin(projectId: string) {
    return this.act(() => this.deps.client.call(api.shell.projectCancelTop, { params: { id: projectId } }));
  }

  /** Makes `projectId` the current project (the view then opens its data view). */
  enter(projectId: string) {
    this.projects.setCurrent(projectId);
  }

  private async act(work: () => Promise<unknown>) {
    if (await this.actions.run(work)) await this.reload();
  }
}
