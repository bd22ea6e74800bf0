import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import type { StoredFileRow, UploadResultData } from '@shared/api/modules/files';
import { Refusal, scriptedServer } from '../../../app/model/testing/scriptedClient';
import { FileCentreStore } from './FileCentreStore';
import type { Uploader } from './uploadFile';

const file = (id: string, originalName = `file${id}.txt`): StoredFileRow => ({
  fileId: id,
  fileName: `g${id}`,
  originalName,
  contentType: 'text/plain',
  size: 10,
  url: `/f/${id}`,
  createBy: 'admin',
  createTime: '2026-01-01T00:00:00Z',
});

const centre = (rows: StoredFileRow[], send: Uploader = () => Promise.reject(new Error('no upload'))) => {
  const server = scriptedServer();
  server.answer(api.files.list, ({ query }) => {
    const name = String(query.name ?? '');
    const hits = rows.filter((r) => r.originalName.includes(name));
    const pageNum = Number(query.pageNum);
    const limit = Number(query.limit);
    return { total: hits.length, rows: hits.slice((pageNum - 1) * limit, pageNum * limit) };
  });
  server.answer(api.files.usage, () => ({
    usedBytes: rows.length * 10,
    quotaBytes: 1000,
    maxFileBytes: 100,
  }));
  server.answer(api.files.uploadLimits, () => ({
    usedBytes: rows.length * 10,
    quotaBytes: 1000,
    maxFileBytes: 100,
  }));
  server.answer(api.files.remove, ({ body }) => {
    const [id] = (body as { fileIds: string[] }).fileIds;
    if (id === 'locked') throw new Refusal('The file is in use');
    rows.splice(
      rows.findIndex((r) => r.fileId === id),
      1,
    );
    return { deleted: 1 };
  });
  return { server, store: new FileCentreStore(server.deps, send) };
};

describe('FileCentreStore', () => {
  it('shows the first page and the storage used, and searches by the trimmed name without asking the usage again', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => file(String(i + 1)));
    const { server, store } = centre(rows);
    expect(store.isLoading).toBe(true);
    await store.start();
    expect(store.page.rows).toHaveLength(10);
    expect(store.pageCount).toBe(2);
    expect(store.usage.value).toEqual({ usedBytes: 120, quotaBytes: 1000, maxFileBytes: 100 });
    store.setQuery(' file1 ');
    await store.search();
    expect(store.page.rows.map((r) => r.fileId)).toEqual(['1', '10', '11', '12']);
    expect(server.requestsTo(api.files.list).at(-1)?.query).toMatchObject({
      pageNum: 1,
      limit: 10,
      name: 'file1',
    });
    expect(server.requestsTo(api.files.usage)).toHaveLength(1);
  });

  it('deletes after confirmation, names the file, steps back from an emptied page and asks the usage again', async () => {
    const rows = Array.from({ length: 11 }, (_, i) => file(String(i + 1)));
    const { server, store } = centre(rows);
    await store.start();
    await store.page.goTo(2);
    store.askDelete(store.page.rows[0]!);
    expect(store.toDelete?.fileId).toBe('11');
    await store.confirmDelete();
    expect(store.toDelete).toBeUndefined();
    expect(server.requestsTo(api.files.remove)[0]?.body).toEqual({ fileIds: ['11'] });
    expect(server.notices).toEqual([
      { kind: 'success', message: 'files:centre.deleted {"name":"file11.txt"}' },
    ]);
    expect(store.page.pageNum).toBe(1);
    expect(store.page.rows).toHaveLength(10);
    expect(store.usage.value?.usedBytes).toBe(100);
  });

  it('keeps the list when a delete is refused, and cancelling sends nothing', async () => {
    const { server, store } = centre([file('locked'), file('2')]);
    await store.start();
    store.askDelete(store.page.rows[1]!);
    store.cancelDelete();
    await store.confirmDelete();
    expect(server.requestsTo(api.files.remove)).toHaveLength(0);
    store.askDelete(store.page.rows[0]!);
    await store.confirmDelete();
    expect(server.notices).toEqual([{ kind: 'error', message: 'The file is in use' }]);
    expect(store.page.rows).toHaveLength(2);
    expect(server.requestsTo(api.files.list)).toHaveLength(1);
  });

  it('uploads a file with a busy flag, names it and reloads; a refused upload shows the reason', async () => {
    const rows = [file('1')];
    const sent: string[] = [];
    let refuse = false;
    const send: Uploader = async (picked) => {
      sent.push(picked.name);
      if (refuse) throw new Error('The file is too large');
      rows.push(file('2', picked.name));
      return {
        fileName: 'g2',
        originalName: picked.name,
        name: 'g2',
        size: 3,
        url: '/f/2',
      } satisfies UploadResultData;
    };
    const { server, store } = centre(rows, send);
    await store.start();
    const upload = store.upload(new File(['abc'], 'notes.txt'));
    expect(store.isUploading).toBe(true);
    await upload;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.isUploading).toBe(false);
    expect(sent).toEqual(['notes.txt']);
    expect(store.page.rows.map((r) => r.originalName)).toEqual(['file1.txt', 'notes.txt']);
    refuse = true;
    await store.upload(new File(['x'], 'huge.bin'));
    await store.upload(undefined);
    expect(sent).toEqual(['notes.txt', 'huge.bin']);
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
    const { server, store } = centre(rows, send);
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
