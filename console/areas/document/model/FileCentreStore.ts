import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { api } from '@shared/api';
import type { FolderContentsData, FolderRow } from '@shared/api/modules/fileFolders';
import type { StorageUsageData, StoredFileRow } from '@shared/api/modules/files';
import { uploadLimitProblem } from '@shared/files';
import { Loader } from '../../../app/model/Loader';
import type { ModelDeps } from '../../../app/model/ModelDeps';
import { PagedList } from '../../../app/model/PagedList';
import { BucketsStore } from './BucketsStore';
import { MoveStore } from './MoveStore';
import type { Uploader } from './uploadFile';

export const PAGE_SIZE = 10;

/** One row of the folder view: a folder (listed first) or a file. */
export type Entry = { kind: 'folder'; folder: FolderRow } | { kind: 'file'; file: StoredFileRow };

export const entryKey = (entry: Entry) =>
  entry.kind === 'folder' ? `d-${entry.folder.folderId}` : `f-${entry.file.fileId}`;

/** The folder form: a new folder in the current one, or the folder being renamed. */
export interface FolderDraft {
  folderId?: string;
  name: string;
}

/**
 * The file centre (console spec §2.3 "Document center: bucket list, download, management"): the buckets, the open
 * folder of the chosen bucket with its path, one page of its folders and files under a name filter, the storage
 * used against the quota, upload into the open folder, folder create/rename/delete, file delete and move. The
 * storage figure is asked again whenever it may have changed (refresh, upload, delete), not on paging or browsing.
 */
export class FileCentreStore {
  /** The search box as typed; `search()` applies it. */
  query = '';
  isUploading = false;
  /** The open folder of the chosen bucket ('' for its top level). */
  folderId = '';
  /** The folders from the bucket's top level down to the open one, as the server last answered. */
  path: FolderContentsData['path'] = [];
  /** The folder or file whose deletion waits for confirmation. */
  toDelete: Entry | undefined = undefined;
  folderDraft: FolderDraft | undefined = undefined;
  isSavingFolder = false;
  readonly page: PagedList<Entry>;
  readonly usage = new Loader<StorageUsageData>();
  readonly buckets: BucketsStore;
  readonly move: MoveStore;
  private name = '';

  constructor(
    private readonly deps: ModelDeps,
    private readonly send: Uploader,
  ) {
    this.buckets = new BucketsStore(deps, () => void this.openFolder(''));
    this.move = new MoveStore(deps, () => this.reload());
    this.page = new PagedList(async (pageNum, limit) => {
      const contents = await deps.client.call(api.files.folderContents, {
        query: {
          bucketId: this.bucketId,
          folderId: this.folderId,
          pageNum,
          limit,
          name: this.name || undefined,
        },
      });
      runInAction(() => (this.path = contents.path));
      const rows: Entry[] = [
        ...contents.folders.map((folder) => ({ kind: 'folder' as const, folder })),
        ...contents.files.map((file) => ({ kind: 'file' as const, file })),
      ];
      return { total: contents.total, rows };
    }, PAGE_SIZE);
    makeObservable<FileCentreStore, 'name' | 'setUploading' | 'setSavingFolder'>(this, {
      query: observable,
      isUploading: observable,
      folderId: observable,
      path: observableRef,
      toDelete: observableRef,
      folderDraft: observableRef,
      isSavingFolder: observable,
      name: observable,
      setQuery: action,
      search: action,
      openFolder: action,
      askDelete: action,
      cancelDelete: action,
      startCreateFolder: action,
      startRenameFolder: action,
      editFolderName: action,
      cancelFolderDraft: action,
      setUploading: action,
      setSavingFolder: action,
    });
  }

  get bucketId() {
    return this.buckets.selectedId;
  }

  get pageCount() {
    return Math.max(1, Math.ceil(this.page.total / PAGE_SIZE));
  }

  /** An empty table before the first answer (or while a load runs with nothing to show) is 'loading'. */
  get isLoading() {
    return !this.page.hasLoaded || (this.page.isLoading && this.page.rows.length === 0);
  }

  /** Loads the buckets (choosing the first opens its top level) and the storage figure. */
  start() {
    return Promise.all([this.buckets.load(), this.loadUsage()]).then(() => undefined);
  }

  setQuery(query: string) {
    this.query = query;
  }

  /** Applies the typed name (trimmed) from page 1. */
  search() {
    this.name = this.query.trim();
    return this.page.goTo(1);
  }

  /** Opens a folder of the chosen bucket ('' for its top level) from page 1, clearing the filter. */
  openFolder(folderId: string) {
    this.folderId = folderId;
    this.query = '';
    this.name = '';
    if (!folderId) this.path = [];
    return this.page.goTo(1);
  }

  /** Loads the folder, the buckets' counts and the storage figure again; an emptied last page steps back one. */
  async reload() {
    await Promise.all([this.page.reload(), this.loadUsage(), this.buckets.load()]);
    if (this.page.rows.length === 0 && this.page.pageNum > 1) await this.page.goTo(this.page.pageNum - 1);
  }

  /**
   * Uploads one file into the open folder; success names it and reloads, a refusal shows the server's message. A
   * file over the limit or the tenant's free space (as the server tells them now) is refused at once, unsent.
   */
  async upload(file: File | undefined) {
    if (!file || !this.bucketId) return;
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
      const saved = await this.send(file, { bucketId: this.bucketId, folderId: this.folderId });
      this.deps.notify.success(this.deps.t('files:centre.uploaded', { name: saved.originalName }));
      void this.reload();
    } catch (error) {
      this.deps.notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      this.setUploading(false);
    }
  }

  startCreateFolder() {
    this.folderDraft = { name: '' };
  }

  startRenameFolder(folder: FolderRow) {
    this.folderDraft = { folderId: folder.folderId, name: folder.name };
  }

  editFolderName(name: string) {
    if (this.folderDraft) this.folderDraft = { ...this.folderDraft, name };
  }

  cancelFolderDraft() {
    this.folderDraft = undefined;
  }

  /** Creates a folder in the open one, or renames; a refusal (bad or taken name) keeps the form open. */
  async saveFolder() {
    const draft = this.folderDraft;
    if (!draft || this.isSavingFolder) return;
    this.setSavingFolder(true);
    try {
      if (draft.folderId)
        await this.deps.client.call(api.files.folderRename, {
          body: { folderId: draft.folderId, name: draft.name },
        });
      else
        await this.deps.client.call(api.files.folderCreate, {
          body: { bucketId: this.bucketId, parentId: this.folderId, name: draft.name },
        });
      this.cancelFolderDraft();
      this.deps.notify.success(this.deps.t('files:folders.saved', { name: draft.name.trim() }));
      await this.reload();
    } catch {
      return;
    } finally {
      this.setSavingFolder(false);
    }
  }

  /** Opens the move dialog for one file. */
  startMove(file: StoredFileRow) {
    return this.move.open([file], this.bucketId);
  }

  askDelete(entry: Entry) {
    this.toDelete = entry;
  }

  cancelDelete() {
    this.toDelete = undefined;
  }

  /** Deletes the folder or file waiting for confirmation; a refusal (folder not empty) was shown by the client. */
  async confirmDelete() {
    const entry = this.toDelete;
    this.cancelDelete();
    if (!entry) return;
    try {
      if (entry.kind === 'folder')
        await this.deps.client.call(api.files.folderDelete, { body: { folderId: entry.folder.folderId } });
      else await this.deps.client.call(api.files.remove, { body: { fileIds: [entry.file.fileId] } });
    } catch {
      return;
    }
    const name = entry.kind === 'folder' ? entry.folder.name : entry.file.originalName;
    this.deps.notify.success(this.deps.t('files:centre.deleted', { name }));
    await this.reload();
  }

  private loadUsage() {
    return this.usage.load(() => this.deps.client.call(api.files.usage, {}));
  }

  private setUploading(isUploading: boolean) {
    this.isUploading = isUploading;
  }

  private setSavingFolder(isSaving: boolean) {
    this.isSavingFolder = isSaving;
  }
}
