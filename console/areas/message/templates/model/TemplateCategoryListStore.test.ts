import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import type { CategoryViewRow } from '@shared/api/modules/messaging/templateSchemas';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { TemplateCategoryListStore } from './TemplateCategoryListStore';

const cat = (id: string, templateCount = 0): CategoryViewRow => ({
  categoryId: id,
  categoryCode: `C${id}`,
  categoryName: `Category ${id}`,
  status: '0',
  orderNum: 1,
  remark: '',
  templateCount,
  createTime: null,
});

describe('TemplateCategoryListStore', () => {
  it('searches from page 1 and tells why a used category is not deleted', async () => {
    const server = scriptedServer();
    server.answer(api.messaging.templateCategoryPage, () => ({ total: 2, rows: [cat('1', 3), cat('2')] }));
    server.answer(api.messaging.templateCategoryDelete, () => {
      throw new Refusal('The category still holds 3 template(s)', null, '50001');
    });
    server.answer(api.messaging.templateCategoryStatus, () => null);
    const store = new TemplateCategoryListStore(server.deps);
    await store.start();
    await store.search('hr');
    expect(server.requestsTo(api.messaging.templateCategoryPage).at(-1)?.body).toEqual({
      keyword: 'hr',
      pageNum: 1,
      limit: 10,
    });
    await store.remove(store.page.rows[0]!);
    expect(server.notices).toEqual([{ kind: 'error', message: 'The category still holds 3 template(s)' }]);
    await store.toggleStatus(store.page.rows[1]!);
    expect(server.requestsTo(api.messaging.templateCategoryStatus)[0]?.body).toEqual({
      categoryId: '2',
      status: '1',
    });
  });

  it('edits a category: loads it, checks the order, shows a taken code under its field', async () => {
    const server = scriptedServer();
    server.answer(api.messaging.templateCategoryDetail, () => cat('1'));
    server.answer(api.messaging.templateCategoryUpdate, () => {
      throw new Refusal('The category code C1 is already used', { field: 'categoryCode' });
    });
    const store = new TemplateCategoryListStore(server.deps);
    store.openForm('1');
    const form = store.form!;
    await form.load();
    expect(form.form.values).toEqual({
      categoryCode: 'C1',
      categoryName: 'Category 1',
      orderNum: '1',
      remark: '',
    });
    form.form.set('orderNum', '-2');
    expect(await form.save()).toBe(false);
    expect(form.form.errors).toEqual({ orderNum: 'templates:form.orderInvalid' });
    form.form.set('orderNum', '4');
    expect(await form.save()).toBe(false);
    expect(form.form.errors).toEqual({ categoryCode: 'The category code C1 is already used' });
    expect(server.requestsTo(api.messaging.templateCategoryUpdate)[0]?.body).toMatchObject({
      categoryId: '1',
      orderNum: 4,
    });
  });
});
