import { action, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { AppViewRow } from '@shared/api/modules/config/menuSchemas';
import { ActionRunner } from '../../../../app/model/ActionRunner';
import { Loader } from '../../../../app/model/Loader';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { AppFormStore, type LogoUploader } from './AppFormStore';

/** Dictionary of the navigation groups (console spec §2.6). */
export const APP_CATEGORY_DICT = 'my_authority_app_category';
/** The system app: it can be neither disabled nor removed (the server refuses too). */
export const SYSTEM_APP_CODE = 'system-new';

/**
 * App administration (console spec §2.3 "app"): the catalogue of apps with its filters, the status switch, the
 * order, delete and which form is open.
 */
export class AppListStore {
  appName = '';
  appCategory = '';
  status = '';
  form: AppFormStore | undefined = undefined;
  readonly apps = new Loader<AppViewRow[]>([]);
  readonly categories = new Loader<{ value: string; label: string }[]>([]);
  readonly actions: ActionRunner;

  constructor(
    private readonly deps: ModelDeps,
    private readonly upload: LogoUploader,
  ) {
    this.actions = new ActionRunner(deps);
    makeObservable(this, {
      appName: observable,
      appCategory: observable,
      status: observable,
      form: observableRef,
      search: action,
      filterCategory: action,
      filterStatus: action,
      openForm: action,
      closeForm: action,
    });
  }

  start() {
    void this.categories.load(async () =>
      (await this.deps.client.call(api.system.dictByCode, { params: { dictCode: APP_CATEGORY_DICT } })).map(
        (d) => ({ value: d.dictValue, label: d.dictLabel }),
      ),
    );
    return this.reload();
  }

  reload() {
    const { appName, appCategory, status } = this;
    return this.apps.load(() =>
      this.deps.client.call(api.config.appList, { query: { appName, appCategory, status } }),
    );
  }

  search(appName: string) {
    this.appName = appName;
    return this.reload();
  }

  filterCategory(appCategory: string) {
    this.appCategory = appCategory;
    return this.reload();
  }

  filterStatus(status: string) {
    this.status = status;
    return this.reload();
  }

  categoryLabel(value: string) {
    return this.categories.value?.find((c) => c.value === value)?.label ?? value;
  }

  isSystem(app: AppViewRow) {
    return app.appCode === SYSTEM_APP_CODE;
  }

  async toggleStatus(app: AppViewRow) {
    const status = app.status === '0' ? '1' : '0';
    const { client } = this.deps;
    if (
      await this.actions.run(() =>
        client.call(api.config.appChangeStatus, { body: { appId: app.appId, status } }),
      )
    )
      await this.reload();
  }

  /** Moves an app one place up (-1) or down (+1) in the shown list and saves the whole order. */
  async move(app: AppViewRow, step: -1 | 1) {
    const ids = (this.apps.value ?? []).map((a) => a.appId);
    const from = ids.indexOf(app.appId);
    const to = from + step;
    if (from < 0 || to < 0 || to >= ids.length) return;
    ids.splice(to, 0, ...ids.splice(from, 1));
    if (await this.actions.run(() => this.deps.client.call(api.config.appOrder, { body: { appIds: ids } })))
      await this.reload();
  }

  async remove(app: AppViewRow) {
    if (
      await this.actions.run(() =>
        this.deps.client.call(api.config.appDelete, { query: { appId: app.appId } }),
      )
    )
      await this.reload();
  }

  openForm(app: AppViewRow | null) {
    this.form = new AppFormStore(this.deps, app ?? undefined, this.upload);
  }

  closeForm() {
    this.form = undefined;
  }

  saved() {
    this.closeForm();
    return this.reload();
  }
}
