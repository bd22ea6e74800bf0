import { action, makeObservable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { CategoryViewRow, TemplateViewRow } from '@shared/api/modules/messaging/templateSchemas';
import type { TemplateChannel, TemplateStatus } from '@shared/messaging/templateEvents';
import { PagedList } from '../../../../app/model/PagedList';
import { ActionRunner } from '../../../../app/model/ActionRunner';
import { Loader } from '../../../../app/model/Loader';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { TemplateFormStore } from './TemplateFormStore';

export interface TemplateFilter {
  keyword: string;
  categoryId: string;
  channel: TemplateChannel | '';
  status: TemplateStatus | '';
}

const NO_FILTER: TemplateFilter = { keyword: '', categoryId: '', channel: '', status: '' };

/** The message template screen (console spec §2.11): filters, one page, status switch, delete, the editor. */
export class TemplateListStore {
  filter: TemplateFilter = NO_FILTER;
  form: TemplateFormStore | undefined = undefined;
  /** The tenant's categories, for the filter and the editor. */
  readonly categories = new Loader<CategoryViewRow[]>([]);
  readonly page: PagedList<TemplateViewRow>;
  readonly actions: ActionRunner;

  constructor(private readonly deps: ModelDeps) {
    this.page = new PagedList((pageNum, limit) => {
      const { keyword, categoryId, channel, status } = this.filter;
      return deps.client.call(api.messaging.templatePage, {
        body: {
          pageNum,
          limit,
          keyword,
          ...(categoryId ? { categoryId } : {}),
          ...(channel ? { channel } : {}),
          ...(status ? { status } : {}),
        },
      });
    });
    this.actions = new ActionRunner(deps);
    makeObservable(this, {
      filter: observableRef,
      form: observableRef,
      setFilter: action,
      openForm: action,
      closeForm: action,
    });
  }

  /** First load: the categories and page 1. */
  start() {
    void this.categories.load(
      async () =>
        (
          await this.deps.client.call(api.messaging.templateCategoryPage, {
            body: { pageNum: 1, limit: 1000 },
          })
        ).rows,
    );
    return this.page.goTo(1);
  }

  /** Changes part of the filter and shows page 1 again. */
  setFilter(change: Partial<TemplateFilter>) {
    this.filter = { ...this.filter, ...change };
    return this.page.goTo(1);
  }

  async toggleStatus(row: TemplateViewRow) {
    const body = { templateId: row.templateId, status: row.status === '0' ? '1' : '0' } as const;
    if (await this.actions.run(() => this.deps.client.call(api.messaging.templateStatus, { body })))
      await this.page.reload();
  }

  async remove(row: TemplateViewRow) {
    const body = { templateId: row.templateId };
    if (await this.actions.run(() => this.deps.client.call(api.messaging.templateDelete, { body })))
      await this.page.reload();
  }

  /** Opens the editor for `templateId`, or for a new template (in the filtered or first category). */
  openForm(templateId: string | null) {
    const first = this.filter.categoryId || this.categories.value?.[0]?.categoryId || '';
    this.form = new TemplateFormStore(this.deps, templateId, first);
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
