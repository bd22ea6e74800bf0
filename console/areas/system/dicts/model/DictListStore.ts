import { action, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { DictItemRow, DictTypeRow } from '@shared/api/modules/config/dictSchemas';
import { ActionRunner } from '../../../../app/model/ActionRunner';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { PagedList } from '../../../../app/model/PagedList';
import { DictImportStore } from './DictImportStore';
import { DictItemFormStore } from './DictItemFormStore';
import { DictTypeFormStore } from './DictTypeFormStore';

/**
 * Dictionary administration (console spec §7.5): the types on the left, the items of the chosen type on the
 * right (both searched and paged), their forms, the item upload and the export. Every change drops the changed
 * dictionary from the console's shared cache so screens that show it follow.
 */
export class DictListStore {
  typeKeyword = '';
  itemKeyword = '';
  selected: DictTypeRow | undefined = undefined;
  typeForm: DictTypeFormStore | undefined = undefined;
  itemForm: DictItemFormStore | undefined = undefined;
  importer: DictImportStore | undefined = undefined;
  readonly types: PagedList<DictTypeRow>;
  readonly items: PagedList<DictItemRow>;
  readonly actions: ActionRunner;

  constructor(private readonly deps: ModelDeps) {
    this.types = new PagedList((pageNum, limit) =>
      deps.client.call(api.config.dictTypeList, { query: { keyword: this.typeKeyword, pageNum, limit } }),
    );
    this.items = new PagedList((pageNum, limit) =>
      this.selected
        ? deps.client.call(api.config.dictDataList, {
            query: { dictCode: this.selected.dictCode, keyword: this.itemKeyword, pageNum, limit },
          })
        : Promise.resolve({ total: 0, rows: [] }),
    );
    this.actions = new ActionRunner(deps);
    makeObservable(this, {
      typeKeyword: observable,
      itemKeyword: observable,
      selected: observableRef,
      typeForm: observableRef,
      itemForm: observableRef,
      importer: observableRef,
      searchTypes: action,
      searchItems: action,
      select: action,
      openTypeForm: action,
      openItemForm: action,
      openImport: action,
      closeDialogs: action,
    });
  }

  /** Loads the types and chooses the first. */
  async start() {
    await this.types.goTo(1);
    const first = this.types.rows[0];
    if (first && !this.selected) await this.select(first);
  }

  searchTypes(keyword: string) {
    this.typeKeyword = keyword;
    return this.types.goTo(1);
  }

  searchItems(keyword: string) {
    this.itemKeyword = keyword;
    return this.items.goTo(1);
  }

  select(type: DictTypeRow) {
    this.selected = type;
    this.itemKeyword = '';
    return this.items.goTo(1);
  }

  openTypeForm(type?: DictTypeRow) {
    this.typeForm = new DictTypeFormStore(this.deps, type);
  }

  openItemForm(item?: DictItemRow) {
    if (this.selected) this.itemForm = new DictItemFormStore(this.deps, this.selected.dictCode, item);
  }

  openImport() {
    this.importer = new DictImportStore(this.deps);
  }

  closeDialogs() {
    this.typeForm = undefined;
    this.itemForm = undefined;
    this.importer = undefined;
  }

  /** After a dialog saved: close it, forget the cached dictionary, show the change. */
  async saved() {
    const code = this.itemForm?.dictCode ?? this.typeForm?.form.values.dictCode;
    const imported = this.importer !== undefined;
    this.closeDialogs();
    if (code) this.changed(code);
    if (imported) this.changedAll();
    await this.types.reload();
    await this.items.reload();
  }

  async removeType(type: DictTypeRow) {
    const done = await this.actions.run(() =>
      this.deps.client.call(api.config.dictTypeDelete, { query: { dictTypeId: type.dictTypeId } }),
    );
    if (!done) return;
    this.changed(type.dictCode);
    if (this.selected?.dictTypeId === type.dictTypeId) this.clearSelection();
    await this.types.reload();
    await this.items.reload();
  }

  async removeItem(item: DictItemRow) {
    const done = await this.actions.run(() =>
      this.deps.client.call(api.config.dictDataDelete, { query: { dictId: item.dictId } }),
    );
    if (!done) return;
    this.changed(item.dictCode);
    await this.items.reload();
    await this.types.reload();
  }

  /** The chosen type (or every dictionary) as the JSON text of an export file; undefined when it failed. */
  async exportJson(all = false): Promise<string | undefined> {
    const dictCode = all ? undefined : this.selected?.dictCode;
    const data = await this.deps.client
      .call(api.config.dictExport, { query: dictCode ? { dictCode } : {} })
      .catch(() => undefined);
    return data && JSON.stringify(data, null, 2);
  }

  private clearSelection() {
    this.selected = undefined;
  }

  private changed(code: string) {
    this.deps.dicts?.drop(code);
  }

  private changedAll() {
    for (const row of this.types.rows) this.changed(row.dictCode);
  }
}
