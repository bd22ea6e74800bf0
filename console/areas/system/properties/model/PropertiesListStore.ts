import { action, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { PropertyRow } from '@shared/api/modules/config/dictSchemas';
import { ActionRunner } from '../../../../app/model/ActionRunner';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { PagedList } from '../../../../app/model/PagedList';
import { PropertyFormStore } from './PropertyFormStore';

/** Configuration properties of the tenant (console spec §7.5): search, page, add, edit, enable/disable, delete. */
export class PropertiesListStore {
  keyword = '';
  form: PropertyFormStore | undefined = undefined;
  readonly page: PagedList<PropertyRow>;
  readonly actions: ActionRunner;

  constructor(private readonly deps: ModelDeps) {
    this.page = new PagedList((pageNum, limit) =>
      deps.client.call(api.config.propertiesPage, { query: { keyword: this.keyword, pageNum, limit } }),
    );
    this.actions = new ActionRunner(deps);
    makeObservable(this, {
      keyword: observable,
      form: observableRef,
      search: action,
      openForm: action,
      closeDialogs: action,
    });
  }

  start() {
    return this.page.goTo(1);
  }

  search(keyword: string) {
    this.keyword = keyword;
    return this.page.goTo(1);
  }

  openForm(row?: PropertyRow) {
    this.form = new PropertyFormStore(this.deps, row);
  }

  closeDialogs() {
    this.form = undefined;
  }

  saved() {
    this.closeDialogs();
    return this.page.reload();
  }

  /** Enables ('0') or disables ('1') a property; disabled ones are not served by properties/load. */
  async toggleStatus(row: PropertyRow) {
    const status = row.status === '0' ? '1' : '0';
    const done = await this.actions.run(() =>
      this.deps.client.call(api.config.propertiesChangeStatus, { body: { propId: row.propId, status } }),
    );
    if (done) await this.page.reload();
  }

  async remove(row: PropertyRow) {
    const done = await this.actions.run(() =>
      this.deps.client.call(api.config.propertiesDelete, { query: { propId: row.propId } }),
    );
    if (done) await this.page.reload();
  }
}
