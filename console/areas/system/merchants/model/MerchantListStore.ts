import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { Static } from '@sinclair/typebox';
import { api } from '@shared/api';
import type { MerchantAuthView, MerchantView } from '@shared/api/modules/identity/merchant';
import { ActionRunner } from '../../../../app/model/ActionRunner';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { PagedList } from '../../../../app/model/PagedList';
import { GrantStore } from '../../users/model/GrantStore';
import { MerchantFormStore } from './MerchantFormStore';
import type { PictureUploader } from '../../common/model/PictureUpload';

export type MerchantRow = Static<typeof MerchantView>;
export type AuthRow = Static<typeof MerchantAuthView>;

/** The tenants the administrator manages (name filter, paged) and the tenant authorisations of the tenant's users. */
export class MerchantListStore {
  merchantName = '';
  form: MerchantFormStore | undefined = undefined;
  /** The grants of one user, opened to edit one of them. */
  grant: GrantStore | undefined = undefined;
  readonly page: PagedList<MerchantRow>;
  readonly auths: PagedList<AuthRow>;
  readonly actions: ActionRunner;

  constructor(
    private readonly deps: ModelDeps,
    private readonly upload: PictureUploader,
  ) {
    this.page = new PagedList((pageNum, limit) =>
      deps.client.call(api.identity.merchantPageList, {
        query: { merchantName: this.merchantName, pageNum, limit },
      }),
    );
    this.auths = new PagedList((pageNum, limit) =>
      deps.client.call(api.identity.authList, { query: { pageNum, limit } }),
    );
    this.actions = new ActionRunner(deps);
    makeObservable(this, {
      merchantName: observable,
      form: observableRef,
      grant: observableRef,
      editAuth: action,
      search: action,
      openForm: action,
      closeDialogs: action,
    });
  }

  start() {
    return Promise.all([this.page.goTo(1), this.auths.goTo(1)]);
  }

  /** A new name filter starts again at page 1. */
  search(merchantName: string) {
    this.merchantName = merchantName;
    return this.page.goTo(1);
  }

  async remove(merchant: MerchantRow) {
    if (
      await this.actions.run(() =>
        this.deps.client.call(api.identity.merchantRemove, { params: { id: merchant.merchantId } }),
      )
    )
      await this.page.reload();
  }

  async removeAuth(authId: string) {
    if (await this.actions.run(() => this.deps.client.call(api.identity.authDelete, { query: { authId } })))
      await this.auths.reload();
  }

  /** Opens the grants of the authorisation's user with that authorisation in the form. */
  async editAuth(auth: AuthRow) {
    const grant = new GrantStore(this.deps, { userId: auth.userId, userName: auth.userName });
    this.grant = grant;
    await grant.load();
    await grant.edit(auth);
  }

  /** Closes the grants dialog; the authorisations list shows what changed there. */
  async closeGrant() {
    runInAction(() => (this.grant = undefined));
    await this.auths.reload();
  }

  /** Opens the form to edit `merchantId`, or to add a tenant when it is null. */
  openForm(merchantId: string | null) {
    this.form = new MerchantFormStore(this.deps, merchantId, this.upload);
    void this.form.load();
  }

  closeDialogs() {
    this.form = undefined;
  }

  saved() {
    this.closeDialogs();
    return this.page.reload();
  }
}
