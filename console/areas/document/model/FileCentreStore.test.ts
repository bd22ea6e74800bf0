import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import type { BucketRow, FolderRow } from '@shared/api/modules/fileFolders';
import type { StoredFileRow, UploadResultData } from '@shared/api/modules/files';
import { Refusal, scriptedServer } from '../../../app/model/testing/scriptedClient';
import { FileCentreStore } from './FileCentreStore';
import type { UploadTarget, Uploader } from './uploadFile';

const file = (id: string, originalName = `file${id}.txt`, folderId = ''): StoredFileRow => ({
  fileId: id,
  fileName: `g${id}`,
  originalName,
  contentType: 'text/plain',
  size: 10,
  url: `/f/${id}`,
  createBy: 'admin',
  createTime: '2026-01-01T00:00:00Z',
  bucketId: 'default',
  folderId,
});

const folder = (id: string, name: string, parentId = '', bucketId = 'default'): FolderRow => ({
  folderId: id,
  bucketId,
  parentId,
  name,
  createBy: 'admin',
  createTime: '2026-01-01T00:00:00Z',
});

const bucket = (id: string, name: string, isDefault = false): BucketRow => ({
  bucketId: id,
  name,
  description: '',
  isDefault,
  folderCount: 0,
  fileCount: 0,
  createTime: '2026-01-01T00:00:00Z',
});

/** A scripted file centre over in-memory buckets, folders and files, answering as the server does. */
const centre = (
  files: StoredFileRow[],
  folders: FolderRow[] = [],
  send: Uploader = () => Promise.reject(new Error('no upload')),
) => {
  const buckets = [bucket('default', '', true), bucket('b2', 'Contracts')];
  const server = scriptedServer();
  server.answer(api.files.bucketList, () => buckets);
  server.answer(api.files.bucketCreate, ({ body }) => {
    const { name } = body as { name: string };
    if (buckets.some((b) => b.name === name)) throw new Refusal(`A bucket named "${name}" already exists`);
    buckets.push(bucket('b3', name));
    return { bucketId: 'b3' };
  });
  server.answer(api.files.bucketDelete, ({ body }) => {
    const { bucketId } = body as { bucketId: string };
    buckets.splice(
      buckets.findIndex((b) => b.bucketId === bucketId),
      1,
    );
    return null;
  });
  server.answer(api.files.folderContents, ({ query }) => {
    const name = String(query.name ?? '');
    const at = String(query.folderId ?? '');
    const inBucket = (bucketId: string) => bucketId === query.bucketId;
    const subFolders = folders.filter(
      (f) => inBucket(f.bucketId) && f.parentId === at && f.name.includes(name),
    );
    const held = files.filter(
      (f) => inBucket(f.bucketId) && f.folderId === at && f.originalName.includes(name),
    );
    const all = [...subFolders.map((f) => ({ f })), ...held.map((r) => ({ r }))];
    const pageNum = Number(query.pageNum);
    const limit = Number(query.limit);
    const slice = all.slice((pageNum - 1) * limit, pageNum * limit);
    const path: { folderId: string; name: string }[] = [];
    for (let id = at; id;) {
      const step = folders.find((f) => f.folderId === id);
      if (!step) break;
      path.unshift({ folderId: step.folderId, name: step.name });
      id = step.parentId;
    }
    return {
      path,
      total: all.length,
      folders: slice.flatMap((e) => ('f' in e ? [e.f] : [])),
      files: slice.flatMap((e) => ('r' in e ? [e.r] : [])),
    };
  });
  server.answer(api.files.folderCreate, ({ body }) => {
    const { name, parentId, bucketId } = body as { name: string; parentId: string; bucketId: string };
    if (name.includes('/')) throw new Refusal('A name cannot contain "/"');
    folders.push(folder(`d${folders.length + 1}`, name, parentId, bucketId));
    return { folderId: `d${folders.length}` };
  });
  server.answer(api.files.folderDelete, ({ body }) => {
    const { folderId } = body as { folderId: string };
    if (files.some((f) => f.folderId === folderId))
      throw new Refusal('The folder is not empty (folders: 0, files: 1)');
    folders.splice(
      folders.findIndex((f) => f.folderId === folderId),
      1,
    );
    return null;
  });
  server.answer(api.files.folderTree, ({ query }) => folders.filter((f) => f.bucketId === query.bucketId));
  server.answer(api.files.fileMove, ({ body }) => {
    const move = body as { fileIds: string[]; bucketId: string; folderId: string };
    for (const row of files)
      if (move.fileIds.includes(row.fileId))
        Object.assign(row, { bucketId: move.bucketId, folderId: move.folderId });
    return { moved: move.fileIds.length };
  });
  const usage = () => ({ usedBytes: files.length * 10, quotaBytes: 1000, maxFileBytes: 100 });
  server.answer(api.files.usage, usage);
  server.answer(api.files.uploadLimits, usage);
  server.answer(api.files.remove, ({ body }) => {
    const [id] = (body as { fileIds: string[] }).fileIds;
    if (id === 'locked') throw new Refusal('The file is in use');
    files.splice(
      files.findIndex((r) => r.fileId === id),
      1,
    );
    return { deleted: 1 };
  });
  return { server, store: new FileCentreStore(server.deps, send), buckets };
};

const names = (store: FileCentreStore) =>
  store.page.rows.map((e) => (e.kind === 'folder' ? `[${e.folder.name}]` : e.file.originalName));

describe('FileCentreStore', () => {
  it('opens the default bucket, names it in the reader language, lists folders before files and searches by the trimmed name', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => file(String(i + 1)));
    const { server, store } = centre(rows, [folder('d1', 'Reports')]);
    expect(store.isLoading).toBe(true);
    await store.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.bucketId).toBe('default');
    expect(store.buckets.labelOf(store.buckets.selected!)).toBe('files:buckets.defaultName');
    expect(names(store).slice(0, 2)).toEqual(['[Reports]', 'file1.txt']);
    expect(store.page.rows).toHaveLength(10);
    expect(store.pageCount).toBe(2);
    expect(store.usage.value).toEqual({ usedBytes: 120, quotaBytes: 1000, maxFileBytes: 100 });
    store.setQuery(' file1 ');
    await store.search();
    expect(names(store)).toEqual(['file1.txt', 'file10.txt', 'file11.txt', 'file12.txt']);
    expect(server.requestsTo(api.files.folderContents).at(-1)?.query).toMatchObject({
      bucketId: 'default',
      pageNum: 1,
      limit: 10,
      name: 'file1',
    });
    expect(server.requestsTo(api.files.usage)).toHaveLength(1);
  });

  it('opens a folder with its path, goes back up by the path, and another bucket opens at its top level', async () => {
    const { store } = centre(
      [file('1', 'plan.txt', 'd2')],
      [folder('d1', 'Reports'), folder('d2', '2026', 'd1'), folder('d3', 'Scans', '', 'b2')],
    );
    await store.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await store.openFolder('d1');
    expect(names(store)).toEqual(['[2026]']);
    await store.openFolder('d2');
    expect(store.path.map((p) => p.name)).toEqual(['Reports', '2026']);
    expect(names(store)).toEqual(['plan.txt']);
    await store.openFolder('');
    expect(store.path).toEqual([]);
    expect(names(store)).toEqual(['[Reports]']);
    store.buckets.select('b2');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.folderId).toBe('');
    expect(names(store)).toEqual(['[Scans]']);
  });

  it('creates a folder in the open one; a refused name keeps the form open with the server saying why', async () => {
    const { server, store } = centre([], [folder('d1', 'Reports')]);
    await store.start();
    await store.openFolder('d1');
    store.startCreateFolder();
    store.editFolderName('a/b');
    await store.saveFolder();
    expect(store.folderDraft?.name).toBe('a/b');
    expect(server.notices).toEqual([{ kind: 'error', message: 'A name cannot contain "/"' }]);
    store.editFolderName('Q1');
    await store.saveFolder();
    expect(store.folderDraft).toBeUndefined();
    expect(server.requestsTo(api.files.folderCreate).at(-1)?.body).toEqual({
      bucketId: 'default',
      parentId: 'd1',
      name: 'Q1',
    });
    expect(names(store)).toEqual(['[Q1]']);
  });

  it('deletes a file or an empty folder after confirmation; a folder still holding files is refused and stays', async () => {
    const { server, store } = centre(
      [file('1', 'a.txt', 'd1')],
      [folder('d2', 'Empty'), folder('d1', 'Full')],
    );
    await store.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    store.askDelete(store.page.rows[0]!);
    store.cancelDelete();
    await store.confirmDelete();
    expect(server.requestsTo(api.files.folderDelete)).toHaveLength(0);
    store.askDelete(store.page.rows[1]!);
    await store.confirmDelete();
    expect(names(store)).toEqual(['[Empty]', '[Full]']);
    store.askDelete(store.page.rows[0]!);
    await store.confirmDelete();
    expect(names(store)).toEqual(['[Full]']);
    expect(server.notices).toEqual([
      { kind: 'error', message: 'The folder is not empty (folders: 0, files: 1)' },
      { kind: 'success', message: 'files:centre.deleted {"name":"Empty"}' },
    ]);
  });

  it('moves a file to a folder chosen in the tree and reloads the folder it left', async () => {
    const { server, store } = centre(
      [file('1', 'a.txt'), file('2', 'b.txt')],
      [folder('d3', 'Budget'), folder('d1', 'Reports'), folder('d2', 'Archive', 'd1')],
    );
    await store.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const target = store.page.rows.find((e) => e.kind === 'file' && e.file.fileId === '1');
    await store.startMove((target as { kind: 'file'; file: StoredFileRow }).file);
    expect(store.move.choices.map((c) => `${c.depth}:${c.name}`)).toEqual([
      '1:Budget',
      '1:Reports',
      '2:Archive',
    ]);
    store.move.chooseFolder('d2');
    await store.move.confirm();
    expect(store.move.isOpen).toBe(false);
    expect(server.requestsTo(api.files.fileMove)[0]?.body).toEqual({
      fileIds: ['1'],
      bucketId: 'default',
      folderId: 'd2',
    });
    expect(names(store)).toEqual(['[Budget]', '[Reports]', 'b.txt']);
    await store.openFolder('d2');
    expect(names(store)).toEqual(['a.txt']);
  });

  it('creates a bucket and opens it; deleting one asks first and falls back to the default bucket', async () => {
    const { server, store, buckets } = centre([]);
    await store.start();
    store.buckets.startCreate();
    store.buckets.editDraft({ name: 'Contracts' });
    await store.buckets.saveDraft();
    expect(store.buckets.draft?.name).toBe('Contracts');
    expect(server.notices.at(-1)).toEqual({
      kind: 'error',
      message: 'A bucket named "Contracts" already exists',
    });
    store.buckets.editDraft({ name: 'Invoices' });
    await store.buckets.saveDraft();
    expect(store.bucketId).toBe('b3');
    store.buckets.askDelete(store.buckets.selected!);
    await store.buckets.confirmDelete();
    expect(buckets.map((b) => b.bucketId)).toEqual(['default', 'b2']);
    expect(store.bucketId).toBe('default');
    expect(server.notices.at(-1)).toEqual({
      kind: 'success',
      message: 'files:buckets.deleted {"name":"Invoices"}',
    });
  });

  it('uploads into the open folder with a busy flag and reloads; a refused upload shows the reason', async () => {
    const rows: StoredFileRow[] = [];
    const sent: Array<[string, UploadTarget | undefined]> = [];
    let refuse = false;
    const send: Uploader = async (picked, into) => {
      sent.push([picked.name, into]);
      if (refuse) throw new Error('The file is too large');
      rows.push(file('2', picked.name, into?.folderId));
      return {
        fileName: 'g2',
        originalName: picked.name,
        name: 'g2',
        size: 3,
        url: '/f/2',
      } satisfies UploadResultData;
    };
    const { server, store } = centre(rows, [folder('d1', 'Reports')], send);
    await store.start();
    await store.openFolder('d1');
    const upload = store.upload(new File(['abc'], 'notes.txt'));
    expect(store.isUploading).toBe(true);
    await upload;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.isUploading).toBe(false);
    expect(sent).toEqual([['notes.txt', { bucketId: 'default', folderId: 'd1' }]]);
    expect(names(store)).toEqual(['notes.txt']);
    refuse = true;
    await store.upload(new File(['x'], 'huge.bin'));
    await store.upload(undefined);
    expect(server.notices).toEqual([
      { kind: 'success', message: 'files:centre.uploaded {"name":"notes.txt"}' },
      { kind: 'error', message: 'The file is too large' },
    ]);
  });

  it("refuses a file over the limit or the free space at once, with the server's words, without sending it", async () => {
    const rows = Array.from({ length: 10 }, (_, i) => file(String(i + 1)));
    const sent: string[] = [];
    const send: Uploader = async (picked) => {
      sent.push(picked.name);
      throw new Error('not expected');
    };
    const { server, store } = centre(rows, [], send);
    await store.start();
    await store.upload(new File(['x'.repeat(101)], 'big.txt'));
    rows.push(...Array.from({ length: 85 }, (_, i) => file(String(i + 11))));
    await store.upload(new File(['x'.repeat(60)], 'roomless.txt'));
    expect(sent).toEqual([]);
    expect(store.isUploading).toBe(false);
    expect(server.notices).toEqual([
      { kind: 'error', message: 'files:upload.tooLarge {"mb":0}' },
      { kind: 'error', message: 'files:upload.quotaExceeded {"quota":0,"free":0}' },
    ]);
  });
});
