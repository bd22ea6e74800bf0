import { action, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { StorageUsageData, StoredFileRow } from '@shared/api/modules/files';
import { Loader } from '../../../app/model/Loader';
import type { ModelDeps } from '../../../app/model/ModelDeps';
import { PagedList } from '../../../app/model/PagedList';
import type { Uploader } from './uploadFile';
import { uploadLimitProblem } from '@shared/files';

export const PAGE_SIZE = 10;

/**
 * The file centre (console spec §2.3): the name filter, one page of files, the storage used against the quota,
 * upload, and delete with confirmation. The storage figure is asked again whenever the list may have changed
 * (refresh, upload, delete), not on paging.
 */
export class FileCentreStore {
  /** The search box as typed; `search()` applies it. */
  query = '';
  isUploading = false;
  /** The file whose deletion waits for confirmation. */
  toDelete: StoredFileRow | undefined = undefined;
  readonly page: PagedList<StoredFileRow>;
  readonly usage = new Loader<StorageUsageData>();
  private name = '';

  constructor(
    private readonly deps: ModelDeps,
    private readonly send: Uploader,
  ) {
    this.page = new PagedList(
      (pageNum, limit) =>
        deps.client.call(api.files.list, { query: { pageNum, limit, name: this.name || undefined } }),
      PAGE_SIZE,
    );
    makeObservable<FileCentreStore, 'name' | 'setUploading'>(this, {
      query: observable,
      isUploading: observable,
      toDelete: observableRef,
      name: observable,
      setQuery: action,
      search: action,
      askDelete: action,
      cancelDelete: action,
      setUploading: action,
    });
  }

  get pageCount() {
    return Math.max(1, Math.ceil(this.page.total / PAGE_SIZE));
  }

  /** An empty table before the first answer (or while a load runs with nothing to show) is 'loading'. */
  get isLoading() {
    return !this.page.hasLoaded || (this.page.isLoading && this.page.rows.length === 0);
  }

  start() {
    return Promise.all([this.page.goTo(1), this.loadUsage()]).then(() => undefined);
  }

  setQuery(query: string) {
    this.query = query;
  }

  /** Applies the typed name (trimmed) from page 1. */
  search() {
    this.name = this.query.trim();
    return this.page.goTo(1);
  }

  /** Loads the list and the storage figure again; a page left empty (its last file deleted) steps back one. */
  async reload() {
    await Promise.all([this.page.reload(), this.loadUsage()]);
    if (this.page.rows.length === 0 && this.page.pageNum > 1) await this.page.goTo(this.page.pageNum - 1);
  }

  /**
   * Uploads one file; success names it and reloads, a refusal shows the server's message. A file over the limit or
   * the tenant's free space (as the server tells them now) is refused at once, without sending it.
   */
  async upload(file: File | undefined) {
    if (!file) return;
    this.setUploading(true);
    try {
      const limits = await this.deps.client
        .call(api.files.uploadLimits, {}, { silent: true })
        .catch(() => this.usage.value);
      const problem = limits && uploadLimitProblem(file.size, limits);
      if (problem) {
        const { reason, ...figures } = problem;
        this.deps.notify.error(this.deps.t(`files:upload.${reason}`, figures));
        return;
      }
      const saved = await this.send(file);
      this.deps.notify.success(this.deps.t('files:centre.uploaded', { name: saved.originalName }));
      void this.reload();
    } catch (error) {
      this.deps.notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      this.setUploading(false);
    }
  }

  askDelete(row: StoredFileRow) {
    this.toDelete = row;
  }

  cancelDelete() {
    this.toDelete = undefined;
  }

  /** Deletes the file waiting for confirmation; a refusal was shown by the client. */
  async confirmDelete() {
    const row = this.toDelete;
    this.cancelDelete();
    if (!row) return;
    try {
      await this.deps.client.call(api.files.remove, { body: { fileIds: [row.fileId] } });
    } catch {
      return;
    }
    this.deps.notify.success(this.deps.t('files:centre.deleted', { name: row.originalName }));
    await this.reload();
  }

  private loadUsage() {
    return this.usage.load(() => this.deps.client.call(api.files.usage, {}));
  }

  private setUploading(isUploading: boolean) {
    this.isUploading = isUploading;
  }
}
