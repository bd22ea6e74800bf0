import { action, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { FolderRow } from '@shared/api/modules/fileFolders';
import type { StoredFileRow } from '@shared/api/modules/files';
import { Loader } from '../../../app/model/Loader';
import type { ModelDeps } from '../../../app/model/ModelDeps';

/** One choice of the move dialog: a folder (or a bucket's top level, folderId '') with its depth for indenting. */
export interface FolderChoice {
  folderId: string;
  name: string;
  depth: number;
}

/** The folders of a bucket in tree order (each folder followed by its sub-folders, by name). */
export const treeOrder = (folders: FolderRow[]): FolderChoice[] => {
  const children = new Map<string, FolderRow[]>();
  for (const folder of folders)
    children.set(folder.parentId, [...(children.get(folder.parentId) ?? []), folder]);
  const out: FolderChoice[] = [];
  const walk = (parentId: string, depth: number) => {
    for (const folder of [...(children.get(parentId) ?? [])].sort((a, b) => a.name.localeCompare(b.name))) {
      out.push({ folderId: folder.folderId, name: folder.name, depth });
      walk(folder.folderId, depth + 1);
    }
  };
  walk('', 1);
  return out;
};

/**
 * The move dialog (console spec §2.3 "Document center: management"): the files to move, the target bucket, its
 * folder tree and the chosen folder. Moving reports success and calls `onMoved` so the folder view reloads.
 */
export class MoveStore {
  files: StoredFileRow[] = [];
  bucketId = '';
  folderId = '';
  isMoving = false;
  readonly tree = new Loader<FolderRow[]>([]);

  constructor(
    private readonly deps: ModelDeps,
    private readonly onMoved: () => Promise<void>,
  ) {
    makeObservable<MoveStore, 'setMoving'>(this, {
      files: observableRef,
      bucketId: observable,
      folderId: observable,
      isMoving: observable,
      open: action,
      close: action,
      chooseBucket: action,
      chooseFolder: action,
      setMoving: action,
    });
  }

  get isOpen() {
    return this.files.length > 0;
  }

  get choices(): FolderChoice[] {
    return treeOrder(this.tree.value ?? []);
  }

  /** Opens the dialog for `files`, starting at the bucket they are in. */
  open(files: StoredFileRow[], bucketId: string) {
    this.files = files;
    this.folderId = '';
    this.bucketId = '';
    return this.chooseBucket(bucketId);
  }

  close() {
    this.files = [];
  }

  chooseBucket(bucketId: string) {
    if (bucketId === this.bucketId) return Promise.resolve(undefined);
    this.bucketId = bucketId;
    this.folderId = '';
    return this.tree.load(() => this.deps.client.call(api.files.folderTree, { query: { bucketId } }));
  }

  chooseFolder(folderId: string) {
    this.folderId = folderId;
  }

  /** Moves the files into the chosen folder; a refusal was shown by the client and keeps the dialog open. */
  async confirm() {
    if (!this.isOpen || this.isMoving) return;
    this.setMoving(true);
    try {
      const { moved } = await this.deps.client.call(api.files.fileMove, {
        body: { fileIds: this.files.map((f) => f.fileId), bucketId: this.bucketId, folderId: this.folderId },
      });
      this.close();
      this.deps.notify.success(this.deps.t('files:move.moved', { count: moved }));
      await this.onMoved();
    } catch {
      return;
    } finally {
      this.setMoving(false);
    }
  }

  private setMoving(isMoving: boolean) {
    this.isMoving = isMoving;
  }
}
