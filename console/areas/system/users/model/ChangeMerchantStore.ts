import { computed, makeObservable } from 'mobx';
import { api } from '@shared/api';
import type { TreeNode } from '@shared/api/modules/identity/schemas';
import { ActionRunner } from '../../../../app/model/ActionRunner';
import { FormModel } from '../../../../app/model/FormModel';
import { Loader } from '../../../../app/model/Loader';
import type { ModelDeps } from '../../../../app/model/ModelDeps';

/** Moving a user into another tenant the administrator manages, optionally into an organisation there. */
export class ChangeMerchantStore {
  readonly form: FormModel<{ merchantId: string; organizeId: string }>;
  /** The tenants, each with its organisation tree. */
  readonly tenants = new Loader<TreeNode[]>([]);
  readonly runner: ActionRunner;

  constructor(
    private readonly deps: ModelDeps,
    readonly userId: string,
  ) {
    this.form = new FormModel(deps, { merchantId: '', organizeId: '' });
    this.runner = new ActionRunner(deps);
    makeObservable(this, { organizes: computed });
  }

  load() {
    return this.tenants.load(() => this.deps.client.call(api.identity.merchantAllTree));
  }

  /** The organisations of the chosen tenant. */
  get organizes(): TreeNode[] {
    return (this.tenants.value ?? []).find((m) => m.id === this.form.values.merchantId)?.children ?? [];
  }

  /** A tenant choice clears the organisation. */
  chooseMerchant(merchantId: string) {
    this.form.set('merchantId', merchantId);
    this.form.set('organizeId', '');
  }

  /** A tenant is required; true when the server moved the user. */
  submit(): Promise<boolean> {
    const { merchantId, organizeId } = this.form.values;
    if (this.form.showProblems(merchantId ? [] : [{ field: 'merchantId', key: 'rule.merchantRequired' }]))
      return Promise.resolve(false);
    return this.runner.run(() =>
      this.deps.client.call(api.identity.changeMerchant, {
        body: { userId: this.userId, merchantId, organizeId: organizeId || undefined },
      }),
    );
  }
}
