import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { letters, messageTemplates, operationLogs, templateCategories } from '../../server/db/schema';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let admin2: string;
let staff: string;
beforeAll(async () => {
  server = await startServer();
  admin = await server.tokenFor('admin');
  admin2 = await server.tokenFor('admin2');
  staff = await server.tokenFor('zhangsan');
});
afterAll(() => server.close());

const call = async <T = unknown>(path: string, body: unknown, token = admin) =>
  (await server.request<T>('POST', path, { token, body, language: 'en_US' })).body;

type Page<R> = { total: number; rows: R[] };
type Category = {
  categoryId: string;
  categoryCode: string;
  categoryName: string;
  status: string;
  templateCount: number;
};
type Template = {
  templateId: string;
  templateCode: string;
  categoryName: string;
  subject: string;
  body: string;
  status: string;
};

const template = (categoryId: string, extra: Record<string, unknown> = {}) => ({
  templateCode: 'LEAVE_DONE',
  templateName: 'Leave approved',
  categoryId,
  channel: 'mail',
  event: 'instance.approved',
  subject: 'Approved: {{processName}}',
  body: 'Dear {{applicant}}, {{approver}} approved it. {{comment}}',
  ...extra,
});

describe(`message templates on ${dbKind}`, () => {
  it('seeds each tenant with its approval categories and zh_CN templates', async () => {
    const cats = await call<Page<Category>>('/temp/letter/category/page/list', { pageNum: 1, limit: 50 });
    expect(cats.data.rows.map((c) => c.categoryCode)).toEqual(['APPROVAL', 'SYSTEM']);
    expect(cats.data.rows[0]).toMatchObject({ categoryName: '审批通知', templateCount: 6 });
    const list = await call<Page<Template>>('/temp/letter/page/list', { keyword: 'TASK_TODO', limit: 50 });
    expect(list.data.rows.map((t) => t.templateCode).sort()).toEqual(['TASK_TODO', 'TASK_TODO_EN']);
    const zh = list.data.rows.find((t) => t.templateCode === 'TASK_TODO');
    expect(zh?.subject).toBe('您有一条新的待办：{{processName}}');
    expect(zh?.categoryName).toBe('审批通知');
  });

  it('walks a category and a template through add, detail, update, status, filters and delete', async () => {
    const added = await call<{ categoryId: string }>('/temp/letter/category/add', {
      categoryCode: 'HR',
      categoryName: 'HR notices',
      orderNum: 5,
      remark: 'people',
    });
    expect(added.code).toBe('10000');
    const { categoryId } = added.data;
    expect((await call('/temp/letter/category/add', { categoryCode: 'HR', categoryName: 'Again' })).msg).toBe(
      'The category code HR is already used',
    );
    expect(
      (await call('/temp/letter/category/update', { categoryId, categoryCode: 'HR2', categoryName: 'HR' }))
        .code,
    ).toBe('10000');
    expect((await call('/temp/letter/category/status', { categoryId, status: '1' })).code).toBe('10000');
    const cat = await call<Category>('/temp/letter/category/detail', { categoryId });
    expect(cat.data).toMatchObject({
      categoryCode: 'HR2',
      categoryName: 'HR',
      status: '1',
      remark: 'people',
    });

    const t = await call<{ templateId: string }>('/temp/letter/add', template(categoryId));
    expect(t.code).toBe('10000');
    const { templateId } = t.data;
    expect((await call('/temp/letter/add', template(categoryId))).msg).toBe(
      'The template code LEAVE_DONE is already used',
    );
    const update = template(categoryId, { templateId, subject: 'Done: {{processName}}', channel: 'sms' });
    expect((await call('/temp/letter/update', update)).code).toBe('10000');
    expect((await call('/temp/letter/status', { templateId, status: '1' })).code).toBe('10000');
    const detail = await call<Template>('/temp/letter/detail', { templateId });
    expect(detail.data).toMatchObject({ subject: 'Done: {{processName}}', status: '1', categoryName: 'HR' });

    const filtered = await call<Page<Template>>('/temp/letter/page/list', {
      categoryId,
      channel: 'sms',
      status: '1',
    });
    expect(filtered.data.rows.map((r) => r.templateId)).toEqual([templateId]);
    expect(
      (await call<Page<Template>>('/temp/letter/page/list', { categoryId, channel: 'mail' })).data.total,
    ).toBe(0);

    const refused = await call('/temp/letter/category/delete', { categoryId });
    expect(refused).toMatchObject({
      code: '50001',
      msg: 'The category still holds 1 template(s): move or delete them first',
    });
    expect((await call('/temp/letter/delete', { templateId })).code).toBe('10000');
    expect((await call('/temp/letter/detail', { templateId })).code).toBe('40401');
    expect((await call('/temp/letter/category/delete', { categoryId })).code).toBe('10000');
    const [logged] = await server.deps.db
      .select({ n: count() })
      .from(operationLogs)
      .where(eq(operationLogs.targetId, templateId));
    expect(logged?.n).toBe(4);
  });

  it('refuses a variable the event does not supply, naming it and what the event supplies', async () => {
    const cats = await call<Page<Category>>('/temp/letter/category/page/list', { keyword: 'APPROVAL' });
    const categoryId = cats.data.rows[0]!.categoryId;
    const res = await call(
      '/temp/letter/add',
      template(categoryId, { templateCode: 'X1', body: 'Hi {{foo}}' }),
    );
    expect(res).toMatchObject({
      code: '40001',
      msg: 'Unknown variable {{foo}}: this event supplies applicant, processName, approver, comment, createTime',
      data: { field: 'body' },
    });
    const zh = await server.request('POST', '/temp/letter/add', {
      token: admin,
      language: 'zh_CN',
      body: template(categoryId, { templateCode: 'X1', event: 'task.created', subject: '{{approver}}' }),
    });
    expect(zh.body.msg).toBe(
      '未知变量 {{approver}}：此事件提供 applicant, processName, taskName, taskUrl, createTime',
    );
    expect((await call('/temp/letter/add', template(categoryId, { event: 'no.such' }))).code).toBe('40001');
    expect((await call('/temp/letter/add', template(categoryId, { channel: 'fax' }))).code).toBe('40001');
    expect((await call('/temp/letter/add', template(categoryId, { templateName: '  ' }))).msg).toBe(
      'Enter a name',
    );
    expect(await call('/temp/letter/add', template(categoryId, { templateCode: 'a b' }))).toMatchObject({
      msg: "Use only letters, digits, '_', '.' or '-' in the code",
      data: { field: 'templateCode' },
    });
    expect(await call('/temp/letter/add', template(categoryId, { body: 'x'.repeat(5001) }))).toMatchObject({
      msg: 'Invalid body: must have at most 5000 characters',
      data: { field: 'body' },
    });
    expect((await call('/temp/letter/add', template(categoryId, { body: 'a\u0000b' }))).code).toBe('40001');
  });

  it('lets only one of several simultaneous adds take a code', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        call('/temp/letter/category/add', { categoryCode: 'RACE', categoryName: 'Race' }),
      ),
    );
    expect(answers.filter((a) => a.code === '10000')).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== '10000'))
      expect(a).toMatchObject({ code: '40001', msg: 'The category code RACE is already used' });
  });

  it('lists a small page of the tenant’s sent letters, newest first, with the recipient', async () => {
    const letter = (id: string, merchantId: string, userId: string, minutes: number) => ({
      letterId: id,
      merchantId,
      userId,
      category: 'taskTodo',
      title: `Letter ${id}`,
      sendTime: new Date(Date.UTC(2026, 10, 21, 9, minutes)),
    });
    await server.deps.db
      .insert(letters)
      .values([
        letter('SL1', 'M001', 'U1002', 1),
        letter('SL2', 'M001', 'U1002', 2),
        letter('SL3', 'M001', 'U1002', 3),
        letter('SL9', 'M002', 'U2002', 4),
      ]);
    const [mine] = await server.deps.db
      .select({ n: count() })
      .from(letters)
      .where(eq(letters.merchantId, 'M001'));
    type Small = { letterId: string; title: string; recipient: string };
    const res = await call<Page<Small>>('/letter/message/small/page/list', {
      limit: 2,
      keyword: 'Letter SL',
    });
    expect(res.data.total).toBe(3);
    expect(res.data.rows.map((r) => r.letterId)).toEqual(['SL3', 'SL2']);
    expect(res.data.rows[0]?.recipient).toBe('张三');
    const all = await call<Page<Small>>('/letter/message/small/page/list', { limit: 50 });
    expect(all.data.total).toBe(mine?.n);
    const theirs = await call<Page<Small>>('/letter/message/small/page/list', { limit: 50 }, admin2);
    expect(theirs.data.rows.map((r) => r.letterId)).toContain('SL9');
    expect(theirs.data.rows.map((r) => r.letterId)).not.toContain('SL1');
    expect((await call('/letter/message/small/page/list', { limit: 51 })).code).toBe('40001');
  });

  it('keeps each tenant to its own categories and templates', async () => {
    const foreign = await call<Page<Template>>('/temp/letter/page/list', { limit: 50 });
    const foreignId = foreign.data.rows[0]!.templateId;
    const foreignCat = `M001-tc-APPROVAL`;
    const mine = await call<Page<Template>>('/temp/letter/page/list', { limit: 50 }, admin2);
    expect(mine.data.rows.map((r) => r.templateId)).not.toContain(foreignId);
    expect(mine.data.rows.every((r) => r.templateId.startsWith('M002-'))).toBe(true);
    for (const [path, body] of [
      ['/temp/letter/detail', { templateId: foreignId }],
      ['/temp/letter/status', { templateId: foreignId, status: '1' }],
      ['/temp/letter/delete', { templateId: foreignId }],
      ['/temp/letter/update', template(foreignCat, { templateId: foreignId })],
      ['/temp/letter/category/detail', { categoryId: foreignCat }],
      ['/temp/letter/category/status', { categoryId: foreignCat, status: '1' }],
      ['/temp/letter/category/delete', { categoryId: foreignCat }],
      ['/temp/letter/category/update', { categoryId: foreignCat, categoryCode: 'Z', categoryName: 'Z' }],
    ] as const)
      expect((await call(path, body, admin2)).code, path).toBe('40401');
    const res = await call('/temp/letter/add', template(foreignCat, { templateCode: 'STEAL' }), admin2);
    expect(res).toMatchObject({ code: '40001', msg: 'Choose a category of this tenant' });
    const small = await call<Page<{ letterId: string }>>(
      '/letter/message/small/page/list',
      { limit: 50 },
      admin2,
    );
    const [theirs] = await server.deps.db
      .select({ n: count() })
      .from(letters)
      .where(eq(letters.merchantId, 'M002'));
    expect(small.data.total).toBe(theirs?.n);
    expect((await call<Template>('/temp/letter/detail', { templateId: foreignId })).data.status).toBe('0');
  });

  it('refuses users without the permission and callers without a session', async () => {
    for (const path of [
      '/temp/letter/page/list',
      '/temp/letter/category/page/list',
      '/letter/message/small/page/list',
    ])
      expect((await call(path, {}, staff)).code, path).toBe('40301');
    expect((await call('/temp/letter/delete', { templateId: 'M001-tp-TASK_TODO' }, staff)).code).toBe(
      '40301',
    );
    expect((await server.request('POST', '/temp/letter/page/list', { body: {} })).body.code).toBe('40101');
  });

  it('gives a new tenant a copy of the platform tenant’s categories and templates', async () => {
    const child = await call<{ merchantId: string }>('/merchant/addMerchant', {
      merchantName: 'Template child',
    });
    const id = child.data.merchantId;
    const cats = await server.deps.db
      .select()
      .from(templateCategories)
      .where(eq(templateCategories.merchantId, id));
    const tpls = await server.deps.db
      .select()
      .from(messageTemplates)
      .where(eq(messageTemplates.merchantId, id));
    const platform = await server.deps.db
      .select({ code: templateCategories.categoryCode })
      .from(templateCategories)
      .where(eq(templateCategories.merchantId, 'M001'));
    expect(cats.map((c) => c.categoryCode).sort()).toEqual(platform.map((c) => c.code).sort());
    expect(cats.map((c) => c.categoryCode)).toContain('APPROVAL');
    expect(tpls.map((t) => t.templateCode).sort()).toEqual([
      'INSTANCE_APPROVED',
      'INSTANCE_APPROVED_EN',
      'INSTANCE_REJECTED',
      'INSTANCE_REJECTED_EN',
      'TASK_TODO',
      'TASK_TODO_EN',
    ]);
    const approval = cats.find((c) => c.categoryCode === 'APPROVAL');
    expect(tpls.every((t) => t.categoryId === approval?.categoryId)).toBe(true);
    const child2 = await call<Page<Template>>('/temp/letter/page/list', { limit: 50 }, admin2);
    expect(child2.data.rows.some((r) => r.categoryName === '')).toBe(false);
  });
});
