import { api } from '@shared/api';
import type { ProjectRow } from '@shared/api/modules/shell';
import { checkProject } from '@shared/api/modules/shell/projectRules';
import { FormModel } from '../../../app/model/FormModel';
import type { ModelDeps } from '../../../app/model/ModelDeps';

/** Adding or editing one project of the tenant: its name and description (console spec §7.1 project service). */
export class ProjectFormStore {
  readonly form: FormModel<{ projectName: string; description: string }>;

  constructor(
    private readonly deps: ModelDeps,
    /** The project being edited; undefined when adding. */
    readonly project: ProjectRow | undefined,
  ) {
    this.form = new FormModel(deps, {
      projectName: project?.projectName ?? '',
      description: project?.description ?? '',
    });
  }

  /** Checks the fields (every problem under its field), then adds or edits; true when the server took it. */
  save(): Promise<boolean> {
    const { client } = this.deps;
    const body = this.form.values;
    const { project } = this;
    return this.form.submit(
      () =>
        project
          ? client.call(
              api.shell.projectUpdate,
              { body: { ...body, projectId: project.projectId } },
              { silent: true },
            )
          : client.call(api.shell.projectAdd, { body }, { silent: true }),
      checkProject(body),
    );
  }
}
