import { api } from '@shared/api';
import type { ResponseOf } from '@shared/api/contract';
import { ActionRunner } from '../../../app/model/ActionRunner';
import { Loader } from '../../../app/model/Loader';
import type { ModelDeps } from '../../../app/model/ModelDeps';
import type { ProjectStore } from '../../../layout/model/ProjectStore';

export type ProjectOverview = ResponseOf<typeof api.shell.projectOverview>;

/** The shell's project list as this screen uses it: refreshed after a change, and the project entered. */
export type ProjectShelf = Pick<ProjectStore, 'refresh' | 'setCurrent'>;

/**
 * /project (route ProjectView): the brief figures over the project list, and the default and pin actions. The
 * list itself is the shell's (the header's project switcher shows the same); the figures are read silently.
 */
export class ProjectViewStore {
  readonly overview = new Loader<ProjectOverview>();
  readonly actions: ActionRunner;

  constructor(
    private readonly deps: ModelDeps,
    private readonly projects: ProjectShelf,
  ) {
    this.actions = new ActionRunner(deps);
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
