import { action, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { BucketRow } from '@shared/api/modules/fileFolders';
import { Loader } from '../../../app/model/Loader';
import type { ModelDeps } from '../../../app/model/ModelDeps';

/** The bucket form: a new bucket (no id) or the one being renamed. */
export interface BucketDraft {
  bucketId?: string;
  name: string;
  description: string;
}

/**
 * The file centre's buckets (console spec §2.3 "Document center: bucket list"): the list with counts, the chosen
 * bucket, the create/rename form and delete with confirmation. A refusal (name taken, bucket not empty) is shown
 * by the client and keeps the form open.
 */
export class BucketsStore {
  readonly list = new Loader<BucketRow[]>([]);
  selectedId = '';
  draft: BucketDraft | undefined = undefined;
  isSaving = false;
  toDelete: BucketRow | undefined = undefined;

  constructor(
    private readonly deps: ModelDeps,
    /** Called when the chosen bucket changes (the folder view opens its top level). */
    private readonly onSelect: (bucketId: string) => void,
  ) {
    makeObservable<BucketsStore, 'setSaving'>(this, {
      selectedId: observable,
      draft: observableRef,
      isSaving: observable,
      toDelete: observableRef,
      select: action,
      startCreate: action,
      startRename: action,
      editDraft: action,
      cancelDraft: action,
      askDelete: action,
      cancelDelete: action,
      setSaving: action,
    });
  }

  get rows(): BucketRow[] {
    return this.list.value ?? [];
  }

  get selected(): BucketRow | undefined {
    return this.rows.find((b) => b.bucketId === this.selectedId);
  }

  /** A bucket's name; the default bucket keeps a name in the reader's language until someone renames it. */
  labelOf(bucket: Pick<BucketRow, 'name'>): string {
    return bucket.name || this.deps.t('files:buckets.defaultName');
  }

  /** Loads the buckets; keeps the chosen one while it exists, else chooses the first (the default bucket). */
  async load() {
    const rows = (await this.list.load(() => this.deps.client.call(api.files.bucketList, {}))) ?? [];
    if (!rows.some((b) => b.bucketId === this.selectedId) && rows[0]) this.select(rows[0].bucketId);
  }

  select(bucketId: string) {
    if (bucketId === this.selectedId) return;
    this.selectedId = bucketId;
    this.onSelect(bucketId);
  }

  startCreate() {
    this.draft = { name: '', description: '' };
  }

  startRename(bucket: BucketRow) {
    this.draft = { bucketId: bucket.bucketId, name: bucket.name, description: bucket.description };
  }

  editDraft(change: Partial<BucketDraft>) {
    if (this.draft) this.draft = { ...this.draft, ...change };
  }

  cancelDraft() {
    this.draft = undefined;
  }

  /** Saves the form; a new bucket becomes the chosen one. */
  async saveDraft() {
    const draft = this.draft;
    if (!draft || this.isSaving) return;
    this.setSaving(true);
    try {
      const body = { name: draft.name, description: draft.description };
      let createdId = '';
      if (draft.bucketId)
        await this.deps.client.call(api.files.bucketUpdate, { body: { ...body, bucketId: draft.bucketId } });
      else createdId = (await this.deps.client.call(api.files.bucketCreate, { body })).bucketId;
      this.cancelDraft();
      this.deps.notify.success(this.deps.t('files:buckets.saved', { name: draft.name.trim() }));
      await this.load();
      if (createdId) this.select(createdId);
    } catch {
      return;
    } finally {
      this.setSaving(false);
    }
  }

  askDelete(bucket: BucketRow) {
    this.toDelete = bucket;
  }

  cancelDelete() {
    this.toDelete = undefined;
  }

  /** Deletes the bucket waiting for confirmation; the server refuses a bucket that still holds anything. */
  async confirmDelete() {
    const bucket = this.toDelete;
    this.cancelDelete();
    if (!bucket) return;
    try {
      await this.deps.client.call(api.files.bucketDelete, { body: { bucketId: bucket.bucketId } });
    } catch {
      return;
    }
    this.deps.notify.success(this.deps.t('files:buckets.deleted', { name: this.labelOf(bucket) }));
    await this.load();
  }

  private setSaving(isSaving: boolean) {
    this.isSaving = isSaving;
  }
}
