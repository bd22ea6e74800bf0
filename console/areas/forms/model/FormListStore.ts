import { action, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { FormRowData } from '@shared/api/modules/approval';
import type { ModelDeps } from '../../../app/model/ModelDeps';
import { PagedList } from '../../../app/model/PagedList';

export const FORM_PAGE_SIZE = 20;

/**
 * The form definitions screen: the name filter, one page of forms, the ticked rows and deleting them, and which
 * form is being previewed.
 */
export class FormListStore {
  /** The search box as typed; `search()` applies it. */
  query = '';
  selected: ReadonlySet<string> = new Set();
  previewing: FormRowData | undefined = undefined;
  isConfirming = false;
  readonly page: PagedList<FormRowData>;
  private formName = '';

  constructor(private readonly deps: ModelDeps) {
    this.page = new PagedList((pageNum, limit) => {
      const query = { pageNum, limit, ...(this.formName ? { formName: this.formName } : {}) };
      return deps.client.call(api.approval.formPage, { query });
    }, FORM_PAGE_SIZE);
    // The preview dialog keeps `closePreview` as a stable callback.
    this.closePreview = this.closePreview.bind(this);
    makeObservable<FormListStore, 'formName' | 'clearSelection'>(this, {
      query: observable,
      selected: observableRef,
      previewing: observableRef,
      isConfirming: observable,
      formName: observable,
      setQuery: action,
      search: action,
      toggle: action,
      preview: action,
      closePreview: action,
      askRemove: action,
      cancelRemove: action,
      clearSelection: action,
    });
  }

  get pages() {
    return Math.max(1, Math.ceil(this.page.total / FORM_PAGE_SIZE));
  }

  /** An empty table before the first answer (or while a load runs with nothing to show) is 'loading'. */
  get isLoading() {
    return !this.page.hasLoaded || (this.page.isLoading && this.page.rows.length === 0);
  }

  start() {
    return this.page.goTo(1);
  }

  setQuery(query: string) {
    this.query = query;
  }

  /** Applies the typed name (trimmed) from page 1. */
  search() {
    this.formName = this.query.trim();
    return this.page.goTo(1);
  }

  toggle(id: string, isOn: boolean) {
    const next = new Set(this.selected);
    if (isOn) next.add(id);
    else next.delete(id);
    this.selected = next;
  }

  preview(row: FormRowData) {
    this.previewing = row;
  }

  closePreview() {
    this.previewing = undefined;
  }

  askRemove() {
    this.isConfirming = true;
  }

  cancelRemove() {
    this.isConfirming = false;
  }

  /**
   * Deletes the ticked forms one by one; a form a flow still binds is refused (the client shows why) and the
   * others go on. Then the selection clears and the list reloads.
   */
  async removeSelected() {
    this.cancelRemove();
    for (const id of this.selected)
      await this.deps.client.call(api.approval.formRemove, { query: { id } }).catch(() => undefined);
    this.clearSelection();
    this.deps.notify.success(this.deps.t('formDesigner:host.deleted'));
    await this.page.reload();
  }

  private clearSelection() {
    this.selected = new Set();
  }
}
