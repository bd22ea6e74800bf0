import { action, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { CategoryViewRow } from '@shared/api/modules/messaging/templateSchemas';
import { PagedList } from '../../../../app/model/PagedList';
import { ActionRunner } from '../../../../app/model/ActionRunner';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { CategoryFormStore } from './CategoryFormStore';

/** The template category screen (console spec §2.11): search, one page, status switch, delete, the form. */
export class TemplateCategoryListStore {
  keyword = '';
  form: CategoryFormStore | undefined = undefined;
  readonly page: PagedList<CategoryViewRow>;
  readonly actions: ActionRunner;

  constructor(private readonly deps: ModelDeps) {
    this.page = new PagedList((pageNum, limit) =>
      deps.client.call(api.messaging.templateCategoryPage, {
        body: { keyword: this.keyword, pageNum, limit },
      }),
    );
    this.actions = new ActionRunner(deps);
    makeObservable(this, {
      keyword: observable,
      form: observableRef,
      search: action,
      openForm: action,
      closeForm: action,
    });
  }

  start() {
    return this.page.goTo(1);
  }

  /** A new search starts again at page 1. */
  search(keyword: string) {
    this.keyword = keyword;
    return this.page.goTo(1);
  }

  /** Enabled ('0') ↔ disabled ('1'); the page reloads after a success. */
  async toggleStatus(row: CategoryViewRow) {
    const status = row.status === '0' ? '1' : '0';
    const body = { categoryId: row.categoryId, status } as const;
    if (await this.actions.run(() => this.deps.client.call(api.messaging.templateCategoryStatus, { body })))
      await this.page.reload();
  }

  /** Deletes a category; the server refuses one that still holds templates (the client shows why). */
  async remove(row: CategoryViewRow) {
    const body = { categoryId: row.categoryId };
    if (await this.actions.run(() => this.deps.client.call(api.messaging.templateCategoryDelete, { body })))
      await this.page.reload();
  }

  /** Opens the form to edit `categoryId`, or to add one when null. */
  openForm(categoryId: string | null) {
    this.form = new CategoryFormStore(this.deps, categoryId);
    void this.form.load();
  }

  closeForm() {
    this.form = undefined;
  }

  saved() {
    this.closeForm();
    return this.page.reload();
  }
}
