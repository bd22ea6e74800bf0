import { api } from '@shared/api';
import type { ProjectRow } from '@shared/api/modules/shell';
import { Loader } from '../../../app/model/Loader';
import type { ModelDeps } from '../../../app/model/ModelDeps';
import type { ProjectShelf } from './ProjectViewStore';

/** DataViewInteractionPutting: one project's data view; opening it makes the project current (console spec §4.1 rule 7). */
export class DataViewStore {
  readonly project = new Loader<ProjectRow>();

  constructor(
    private readonly deps: ModelDeps,
    private readonly projects: Pick<ProjectShelf, 'setCurrent'>,
  ) {}

  /** Makes the project current and loads it silently (nothing shows while it is unknown). */
  open(projectId: string) {
    this.projects.setCurrent(projectId);
    return this.project.load(() =>
      this.deps.client.call(api.shell.projectGet, { params: { id: projectId } }, { silent: true }),
    );
  }
}
