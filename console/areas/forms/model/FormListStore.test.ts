import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import type { FormRowData } from '@shared/api/modules/approval';
import { Refusal, scriptedServer } from '../../../app/model/testing/scriptedClient';
import { FormListStore } from './FormListStore';

const form = (id: string, formName = `Form ${id}`): FormRowData => ({
  id,
  formName,
  remark: '',
  fieldCount: 2,
  updateTime: 0,
});

const serverWithForms = (rows: FormRowData[]) => {
  const server = scriptedServer();
  server.answer(api.approval.formPage, ({ query }) => {
    const name = String(query.formName ?? '');
    const hits = rows.filter((r) => r.formName.includes(name));
    const pageNum = Number(query.pageNum);
    const limit = Number(query.limit);
    return { total: hits.length, rows: hits.slice((pageNum - 1) * limit, pageNum * limit) };
  });
  return server;
};

describe('FormListStore', () => {
  it('shows 20 forms a page and searches by the trimmed name from page 1', async () => {
    const rows = Array.from({ length: 45 }, (_, i) => form(String(i + 1)));
    const server = serverWithForms(rows);
    const store = new FormListStore(server.deps);
    expect(store.isLoading).toBe(true);
    await store.start();
    expect(store.isLoading).toBe(false);
    expect(store.page.rows).toHaveLength(20);
    expect(store.pages).toBe(3);
    expect(server.requestsTo(api.approval.formPage)[0]?.query).toEqual({ pageNum: 1, limit: 20 });
    await store.page.goTo(3);
    expect(store.page.rows.map((r) => r.id)).toEqual(['41', '42', '43', '44', '45']);
    store.setQuery('  Form 4 ');
    expect(server.requestsTo(api.approval.formPage)).toHaveLength(2);
    await store.search();
    expect(store.page.pageNum).toBe(1);
    expect(store.page.rows.map((r) => r.id)).toEqual(['4', '40', '41', '42', '43', '44', '45']);
    expect(server.requestsTo(api.approval.formPage).at(-1)?.query).toEqual({
      pageNum: 1,
      limit: 20,
      formName: 'Form 4',
    });
  });

  it('deletes the ticked forms, goes on past a refused one, and reloads', async () => {
    const rows = [form('1'), form('2'), form('3')];
    const server = serverWithForms(rows);
    server.answer(api.approval.formRemove, ({ query }) => {
      if (query.id === '2') throw new Refusal('Form 2 is bound to flow Leave');
      rows.splice(
        rows.findIndex((r) => r.id === query.id),
        1,
      );
      return null;
    });
    const store = new FormListStore(server.deps);
    await store.start();
    store.toggle('1', true);
    store.toggle('2', true);
    store.toggle('3', true);
    store.toggle('3', false);
    store.askRemove();
    expect(store.isConfirming).toBe(true);
    await store.removeSelected();
    expect(store.isConfirming).toBe(false);
    expect(server.requestsTo(api.approval.formRemove).map((r) => r.query.id)).toEqual(['1', '2']);
    expect(server.notices).toEqual([
      { kind: 'error', message: 'Form 2 is bound to flow Leave' },
      { kind: 'success', message: 'formDesigner:host.deleted' },
    ]);
    expect(store.selected.size).toBe(0);
    expect(store.page.rows.map((r) => r.id)).toEqual(['2', '3']);
  });

  it('opens and closes the preview of a row', () => {
    const store = new FormListStore(scriptedServer().deps);
    store.preview(form('9'));
    expect(store.previewing?.id).toBe('9');
    const close = store.closePreview;
    close();
    expect(store.previewing).toBeUndefined();
  });
});
