import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import type { TemplateViewRow } from '@shared/api/modules/messaging/templateSchemas';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { TemplateListStore } from './TemplateListStore';

const row = (id: string, over: Partial<TemplateViewRow> = {}): TemplateViewRow => ({
  templateId: id,
  templateCode: `CODE${id}`,
  templateName: `Template ${id}`,
  categoryId: 'C1',
  categoryName: 'Approval',
  channel: 'letter',
  event: 'task.created',
  subject: '',
  body: 'x',
  status: '0',
  remark: '',
  createTime: null,
  updateTime: null,
  ...over,
});

const category = {
  categoryId: 'C1',
  categoryCode: 'A',
  categoryName: 'Approval',
  status: '0',
  orderNum: 0,
  remark: '',
  templateCount: 1,
  createTime: null,
};

const setUp = () => {
  const server = scriptedServer();
  server.answer(api.messaging.templateCategoryPage, () => ({ total: 1, rows: [category] }));
  server.answer(api.messaging.templatePage, () => ({
    total: 12,
    rows: [row('1'), row('2', { status: '1' })],
  }));
  return { server, store: new TemplateListStore(server.deps) };
};

describe('TemplateListStore', () => {
  it('loads the categories and page 1, then filters from page 1 again', async () => {
    const { server, store } = setUp();
    await store.start();
    expect(store.page.rows.map((r) => r.templateName)).toEqual(['Template 1', 'Template 2']);
    expect(store.categories.value?.map((c) => c.categoryName)).toEqual(['Approval']);
    await store.page.goTo(2);
    await store.setFilter({ channel: 'sms', status: '1' });
    await store.setFilter({ keyword: 'leave', categoryId: 'C1' });
    expect(store.page.pageNum).toBe(1);
    expect(server.requestsTo(api.messaging.templatePage).at(-1)?.body).toEqual({
      pageNum: 1,
      limit: 10,
      keyword: 'leave',
      categoryId: 'C1',
      channel: 'sms',
      status: '1',
    });
  });

  it('switches the status, deletes, and shows a failed load as an error state', async () => {
    const { server, store } = setUp();
    server.answer(api.messaging.templateStatus, () => null);
    server.answer(api.messaging.templateDelete, () => null);
    await store.start();
    await store.toggleStatus(store.page.rows[1]!);
    expect(server.requestsTo(api.messaging.templateStatus)[0]?.body).toEqual({
      templateId: '2',
      status: '0',
    });
    await store.remove(store.page.rows[0]!);
    expect(server.requestsTo(api.messaging.templateDelete)[0]?.body).toEqual({ templateId: '1' });
    expect(server.notices.filter((n) => n.kind === 'success')).toHaveLength(2);
    server.answer(api.messaging.templatePage, () => {
      throw new Refusal('Database down', null, '50001');
    });
    await store.page.reload();
    expect(store.page.failed).toBe(true);
    expect(server.notices.at(-1)).toEqual({ kind: 'error', message: 'Database down' });
  });

  it('opens a new template in the first category and closes after saving', async () => {
    const { store } = setUp();
    await store.start();
    store.openForm(null);
    expect(store.form?.form.values.categoryId).toBe('C1');
    await store.saved();
    expect(store.form).toBeUndefined();
  });
});
