import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { aTemplate } from '../../model/testing/approvalRows';
import { TemplateListStore } from './TemplateListStore';

const serverWith = (
  rows = [
    aTemplate('P1', { processName: 'Leave' }),
    aTemplate('P2', { processName: 'Expense', processType: 'finance' }),
  ],
) => {
  const server = scriptedServer();
  server.answer(api.approval.processPage, ({ query }) => {
    const hits = rows.filter(
      (r) =>
        (!query.processType || r.processType === query.processType) &&
        r.processName.includes(String(query.processName ?? '')),
    );
    return { total: hits.length, rows: hits };
  });
  return { server, rows };
};

describe('TemplateListStore', () => {
  it('filters by group at once and by name on search', async () => {
    const { server } = serverWith();
    const store = new TemplateListStore(server.deps);
    await store.load();
    expect(store.rows.value?.map((r) => r.id)).toEqual(['P1', 'P2']);
    await store.setGroup('finance');
    expect(store.rows.value?.map((r) => r.id)).toEqual(['P2']);
    store.setGroup('');
    store.setName(' Lea ');
    expect(server.requestsTo(api.approval.processPage).at(-1)?.query).not.toHaveProperty('processName');
    await store.load();
    expect(store.rows.value?.map((r) => r.id)).toEqual(['P1']);
    expect(server.requestsTo(api.approval.processPage).at(-1)?.query).toMatchObject({
      processName: 'Lea',
      pageNum: 1,
      limit: 500,
    });
  });

  it('publishes a template, tells the version and reloads', async () => {
    const { server } = serverWith();
    server.answer(api.approval.processDeploy, () => ({ version: 4 }) as never);
    const store = new TemplateListStore(server.deps);
    await store.load();
    await store.deploy(aTemplate('P1'));
    expect(server.requestsTo(api.approval.processDeploy)[0]?.query).toEqual({ id: 'P1' });
    expect(server.notices).toEqual([
      { kind: 'success', message: 'approval:template.published {"version":4}' },
    ]);
    expect(server.requestsTo(api.approval.processPage)).toHaveLength(2);
  });

  it('deletes after the confirmation, and keeps the list when the server refuses', async () => {
    const { server, rows } = serverWith();
    server.answer(api.approval.processDelete, ({ query }) => {
      rows.splice(
        rows.findIndex((r) => r.id === query.id),
        1,
      );
      return null;
    });
    const store = new TemplateListStore(server.deps);
    await store.load();
    store.askRemove(rows[0]!);
    expect(store.removing?.id).toBe('P1');
    await store.remove();
    expect(store.removing).toBeUndefined();
    expect(store.rows.value?.map((r) => r.id)).toEqual(['P2']);
    server.answer(api.approval.processDelete, () => {
      throw new Refusal('The template has running instances');
    });
    store.askRemove(rows[0]!);
    await store.remove();
    expect(server.notices.at(-1)).toEqual({ kind: 'error', message: 'The template has running instances' });
    expect(store.rows.value?.map((r) => r.id)).toEqual(['P2']);
    store.askRemove(rows[0]!);
    store.cancelRemove();
    await store.remove();
    expect(server.requestsTo(api.approval.processDelete)).toHaveLength(2);
  });

  it('shows an empty list when loading fails', async () => {
    const server = scriptedServer();
    server.answer(api.approval.processPage, () => {
      throw new Refusal('busy');
    });
    const store = new TemplateListStore(server.deps);
    await store.load();
    expect(store.rows.value).toEqual([]);
  });
});
