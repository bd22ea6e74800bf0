import { api } from '@shared/api';
import { checkRequired } from '@shared/api/modules/identity/rules';
import { FormModel } from '../../../../app/model/FormModel';
import type { ModelDeps } from '../../../../app/model/ModelDeps';

const REQUIRED = { merchantName: 'rule.merchantNameRequired' };

/** Adding (below the current tenant) or editing one tenant. */
export class MerchantFormStore {
  readonly form: FormModel<{ merchantName: string; contact: string; phone: string; remark: string }>;

  constructor(
    private readonly deps: ModelDeps,
    /** The tenant being edited; null when adding. */
    readonly merchantId: string | null,
  ) {
    this.form = new FormModel(deps, { merchantName: '', contact: '', phone: '', remark: '' });
  }

  /** Loads the tenant when editing. */
  async load() {
    if (!this.merchantId) return;
    const m = await this.deps.client
      .call(api.identity.merchantDetail, { params: { id: this.merchantId } })
      .catch(() => undefined);
    if (m)
      this.form.reset({ merchantName: m.merchantName, contact: m.contact, phone: m.phone, remark: m.remark });
  }

  /** Checks the name, then adds or edits; true when the server took it. */
  save(): Promise<boolean> {
    const { client } = this.deps;
    const { merchantId } = this;
    const body = { ...this.form.values };
    return this.form.submit(
      () =>
        merchantId
          ? client.call(api.identity.merchantUpdate, { body: { ...body, merchantId } }, { silent: true })
          : client.call(api.identity.merchantAdd, { body }, { silent: true }),
      checkRequired(body, REQUIRED),
    );
  }
}
