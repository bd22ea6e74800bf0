import { api } from '@shared/api';
import { checkLock } from '@shared/api/modules/identity/rules';
import { ActionRunner } from '../../../../app/model/ActionRunner';
import { FormModel } from '../../../../app/model/FormModel';
import type { ModelDeps } from '../../../../app/model/ModelDeps';

/** Locking a user: the duration in minutes (required; 0 = until unlocked) and a reason. */
export class LockStore {
  readonly form: FormModel<{ lockDuration: number | null; reason: string }>;
  readonly runner: ActionRunner;

  constructor(
    private readonly deps: ModelDeps,
    readonly userId: string,
  ) {
    this.form = new FormModel<{ lockDuration: number | null; reason: string }>(deps, {
      lockDuration: null,
      reason: '',
    });
    this.runner = new ActionRunner(deps);
  }

  /** Checks the duration, then locks; true when the server took it. */
  submit(): Promise<boolean> {
    const problem = checkLock({ lockDuration: this.form.values.lockDuration });
    if (this.form.showProblems(problem ? [problem] : [])) return Promise.resolve(false);
    const { lockDuration, reason } = this.form.values;
    return this.runner.run(() =>
      this.deps.client.call(api.identity.lock, { body: { userId: this.userId, lockDuration, reason } }),
    );
  }
}
