import { api } from '@shared/api';
import { checkPicture, checkRequired, type FieldProblem } from '@shared/api/modules/identity/rules';
import { PictureUpload, type PictureUploader } from '../../common/model/PictureUpload';
import { FormModel } from '../../../../app/model/FormModel';
import type { ModelDeps } from '../../../../app/model/ModelDeps';

const REQUIRED = { merchantName: 'rule.merchantNameRequired' };

interface MerchantForm {
  merchantName: string;
  icon: string;
  contact: string;
  phone: string;
  remark: string;
}

/** Adding (below the current tenant) or editing one tenant, its logo included. */
export class MerchantFormStore {
  readonly form: FormModel<MerchantForm>;
  readonly logo: PictureUpload<MerchantForm, 'icon'>;

  constructor(
    private readonly deps: ModelDeps,
    /** The tenant being edited; null when adding. */
    readonly merchantId: string | null,
    upload: PictureUploader,
  ) {
    this.form = new FormModel<MerchantForm>(deps, {
      merchantName: '',
      icon: '',
      contact: '',
      phone: '',
      remark: '',
    });
    this.logo = new PictureUpload(this.form, 'icon', upload);
  }

  /** Loads the tenant when editing. */
  async load() {
    if (!this.merchantId) return;
    const m = await this.deps.client
      .call(api.identity.merchantDetail, { params: { id: this.merchantId } })
      .catch(() => undefined);
    if (m)
      this.form.reset({
        merchantName: m.merchantName,
        icon: m.icon,
        contact: m.contact,
        phone: m.phone,
        remark: m.remark,
      });
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
      [...checkRequired(body, REQUIRED), checkPicture('icon', body.icon)].filter(
        (p): p is FieldProblem => p !== null,
      ),
    );
  }
}
