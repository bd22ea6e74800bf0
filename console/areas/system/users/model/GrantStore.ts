import { action, makeObservable, observable, runInAction } from 'mobx';
import type { Static } from '@sinclair/typebox';
import { api } from '@shared/api';
import { checkGrantFields } from '@shared/api/modules/identity/rules';
import type { MerchantAuthView } from '@shared/api/modules/identity/merchant';
import type { TreeNode } from '@shared/api/modules/identity/schemas';
import { ActionRunner } from '../../../../app/model/ActionRunner';
import { FormModel } from '../../../../app/model/FormModel';
import { Loader } from '../../../../app/model/Loader';
import type { ModelDeps } from '../../../../app/model/ModelDeps';

export type GrantRow = Static<typeof MerchantAuthView>;

/** Granting a user a role in another tenant, and the user's grants with their edit and remove buttons. */
export class GrantStore {
  readonly form: FormModel<{ merchantId: string; roleId: string }>;
  readonly tenants = new Loader<TreeNode[]>([]);
  /** The roles of the chosen tenant. */
  readonly roles = new Loader<Array<{ roleId: string; roleName: string }>>([]);
  readonly grants = new Loader<{ total: number; rows: GrantRow[] }>({ total: 0, rows: [] });
  readonly runner: ActionRunner;
  /** The grant being edited; null while the form adds one. */
  editingId: string | null = null;

  constructor(
    private readonly deps: ModelDeps,
    readonly user: { userId: string; userName: string },
  ) {
    this.form = new FormModel(deps, { merchantId: '', roleId: '' });
    this.runner = new ActionRunner(deps);
    makeObservable(this, {
      editingId: observable,
      chooseMerchant: action,
      edit: action,
      stopEditing: action,
    });
  }

  load() {
    void this.tenants.load(() => this.deps.client.call(api.identity.merchantTreeselect));
    void this.roles.load(() => Promise.resolve([]));
    return this.loadGrants();
  }

  /** A tenant choice clears the role and lists that tenant's roles. */
  chooseMerchant(merchantId: string) {
    this.form.set('merchantId', merchantId);
    this.form.set('roleId', '');
    return this.roles.load(() =>
      merchantId
        ? this.deps.client.call(api.identity.roleTree, { query: { pageNum: 1, limit: 9999, merchantId } })
        : Promise.resolve([]),
    );
  }

  /** Puts one grant in the form, its tenant's roles listed, to change its tenant or role. */
  async edit(grant: Pick<GrantRow, 'authId' | 'merchantId' | 'roleId'>) {
    this.editingId = grant.authId;
    await this.chooseMerchant(grant.merchantId);
    runInAction(() => this.form.set('roleId', grant.roleId));
  }

  /** Back to adding a grant, with an empty form. */
  stopEditing() {
    this.editingId = null;
    this.form.reset({ merchantId: '', roleId: '' });
  }

  /** Checks both choices, then grants (or changes the grant being edited); the list shows the outcome. */
  async submit(): Promise<boolean> {
    const { merchantId, roleId } = this.form.values;
    if (this.form.showProblems(checkGrantFields({ merchantId, roleId }))) return false;
    const body = { userId: this.user.userId, merchantId, roleId };
    const authId = this.editingId;
    const isDone = await this.runner.run(() =>
      authId
        ? this.deps.client.call(api.identity.authUpdate, { body: { ...body, authId } })
        : this.deps.client.call(api.identity.authAdd, { body }),
    );
    if (isDone) {
      if (authId) this.stopEditing();
      await this.loadGrants();
    }
    return isDone;
  }

  async remove(authId: string) {
    if (await this.runner.run(() => this.deps.client.call(api.identity.authDelete, { query: { authId } })))
      await this.loadGrants();
  }

  private loadGrants() {
    return this.grants.load(() =>
      this.deps.client.call(api.identity.authList, {
        query: { userId: this.user.userId, pageNum: 1, limit: 100 },
      }),
    );
  }
}
