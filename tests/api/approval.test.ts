import { InstanceState } from '@shared/approval/states';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { dbKind, startServer, type TestServer } from './harness';
import { IDS, approve, info, ok, publish, startApp, taskOn, todo, type Page, type Row } from './approval.kit';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'zhangsan', 'lisi', 'wangwu', 'zhaoliu', 'admin2'])
    tokens[name] = await server.tokenFor(name);
});
afterAll(() => server.close());

const t = (name: string) => tokens[name] ?? '';

describe(`approval API on ${dbKind}`, () => {
  it('lists the seeded templates in the six groups, only published ones for staff', async () => {
    const page = ok(
      (
        await server.request<Page<{ processName: string; processType: string; status: number }>>(
          'GET',
          '/jflow/page?pageNum=1&limit=50',
          { token: t('zhangsan') },
        )
      ).body,
    );
    expect(new Set(page.rows.map((r) => r.processType))).toEqual(
      new Set(['hr', 'attendance', 'administration', 'finance', 'payroll', 'assets']),
    );
    expect(page.rows.map((r) => r.processName)).toEqual(
      expect.arrayContaining(['请假', '加班', '调休', '补卡', '出差', '销假']),
    );
    expect(page.rows.every((r) => r.status === 1)).toBe(true);
    const foreign = ok(
      (await server.request<Page<unknown>>('GET', '/jflow/page?pageNum=1&limit=50', { token: t('admin2') }))
        .body,
    );
    expect(foreign.total).toBe(0);
  });

  it('runs the seeded leave flow: 5 days → lisi, then countersign lisi + wangwu, hidden phone, cc, approved', async () => {
    const instanceId = await startApp(server, t('zhangsan'), 'P-LEAVE', {
      leaveType: '1',
      startDate: '2026-12-01',
      endDate: '2026-12-05',
      days: 5,
      reason: 'family',
      contactPhone: '13912345678',
      serialNo: 'HACK',
    });
    const first = await taskOn(server, t('lisi'), instanceId);
    const task = ok(
      (
        await server.request<{ variable: string; nodeInfo: string }>(
          'GET',
          `/jflow/taskInfo?taskId=${first}`,
          { token: t('lisi') },
        )
      ).body,
    );
    const variable = JSON.parse(task.variable) as Record<string, unknown>;
    expect(variable.contactPhone).toBe('13912345678');
    expect(String(variable.serialNo)).toMatch(/^LEAVE-\d{8}-/);
    ok(await approve(server, t('lisi'), first));
    const lisiSecond = await taskOn(server, t('lisi'), instanceId);
    const wangwuTask = await taskOn(server, t('wangwu'), instanceId);
    const seen = ok(
      (
        await server.request<{ variable: string; nodeInfo: string }>(
          'GET',
          `/jflow/taskInfo?taskId=${wangwuTask}`,
          { token: t('wangwu') },
        )
      ).body,
    );
    expect(JSON.parse(seen.variable)).not.toHaveProperty('contactPhone');
    expect(JSON.parse(seen.nodeInfo).privileges).toEqual(
      expect.arrayContaining([{ key: 'contactPhone', disabled: false, hidden: true }]),
    );
    ok(await approve(server, t('wangwu'), wangwuTask, { params: { days: 1, reason: 'changed' } }));
    expect((await info(server, t('zhangsan'), instanceId)).instanceState).toBe(InstanceState.UnderApproval);
    ok(await approve(server, t('lisi'), lisiSecond));
    const done = await info(server, t('zhangsan'), instanceId);
    expect(done.instanceState).toBe(InstanceState.Approved);
    expect(done.entries.at(-1)?.taskNameKey).toBe('engine.timeline.end');
    const stored = ok(
      (
        await server.request<{ variable: string }>('GET', `/jflow/taskInfo?taskId=${first}`, {
          token: t('lisi'),
        })
      ).body,
    );
    expect(JSON.parse(stored.variable)).toMatchObject({ days: 5, reason: 'changed' });
    const ccRows = await todo(server, t('wangwu'), 'cc');
    expect(ccRows.find((r) => r.id === instanceId)?.isRead).toBe(false);
    const letters = await server.request<{ rows: { title: string }[] }>(
      'GET',
      '/letter/page?pageNum=1&limit=50',
      { token: t('zhangsan') },
    );
    // in the reader's language: zhangsan chose none, so the tenant's default (Chinese), whatever the approver used
    if (letters.body.code === '10000') expect(JSON.stringify(letters.body.data)).toContain('已通过');
  });

  it('skips the countersign for a short leave and marks a cc entry read once opened', async () => {
    const instanceId = await startApp(server, t('zhangsan'), 'P-LEAVE', {
      leaveType: '2',
      startDate: '2026-12-01',
      endDate: '2026-12-02',
      days: 2,
      reason: 'x',
    });
    ok(await approve(server, t('lisi'), await taskOn(server, t('lisi'), instanceId)));
    expect((await info(server, t('zhangsan'), instanceId)).instanceState).toBe(InstanceState.Approved);
    const ccRow = (await todo(server, t('wangwu'), 'cc')).find((r) => r.id === instanceId);
    ok((await server.request('GET', `/jflow/taskInfo?taskId=${ccRow?.taskId}`, { token: t('wangwu') })).body);
    expect((await todo(server, t('wangwu'), 'cc')).find((r) => r.id === instanceId)?.isRead).toBe(true);
  });

  it('refuses invalid form data and ignores fields the node may not write', async () => {
    const missing = await server.request('POST', '/jflow/start', {
      token: t('zhangsan'),
      body: { processId: 'P-LEAVE', params: { leaveType: '1' } },
    });
    expect(missing.body.code).toBe('40001');
    const processId = await publish(
      server,
      t('admin'),
      flow([
        approver('a1', [IDS.lisi], {
          privileges: [
            { key: 'days', disabled: true, hidden: false },
            { key: 'secret', disabled: false, hidden: true },
          ],
        }),
      ]),
    );
    const instanceId = await startApp(server, t('zhangsan'), processId, {
      days: 2,
      secret: 'salary 9000',
      reason: 'r',
    });
    const taskId = await taskOn(server, t('lisi'), instanceId);
    const seen = ok(
      (
        await server.request<{ variable: string }>('GET', `/jflow/taskInfo?taskId=${taskId}`, {
          token: t('lisi'),
        })
      ).body,
    );
    expect(JSON.parse(seen.variable)).toEqual(expect.not.objectContaining({ secret: expect.anything() }));
    ok(
      await approve(server, t('lisi'), taskId, { params: { days: 99, secret: 'leaked', reason: 'edited' } }),
    );
    const mine = ok(
      (
        await server.request<Page<Row>>('GET', '/jflow/myProcess?pageNum=1&limit=50', {
          token: t('zhangsan'),
        })
      ).body,
    );
    expect(mine.rows.find((r) => r.id === instanceId)?.instanceState).toBe(InstanceState.Approved);
    const start = (await todo(server, t('lisi'), 'handled')).find((r) => r.id === instanceId);
    const after = ok(
      (
        await server.request<{ variable: string }>('GET', `/jflow/taskInfo?taskId=${start?.taskId}`, {
          token: t('zhangsan'),
        })
      ).body,
    );
    expect(JSON.parse(after.variable)).toMatchObject({ days: 2, reason: 'edited' });
  });

  it('rejects: the instance ends as 2 and a second action says who handled it', async () => {
    const instanceId = await startApp(server, t('zhangsan'), 'P-COMP', { compDate: '2026-12-03', hours: 4 });
    const taskId = await taskOn(server, t('lisi'), instanceId);
    ok(
      (
        await server.request('POST', '/jflow/approve', {
          token: t('lisi'),
          body: { isPass: false, taskId, comment: 'no' },
        })
      ).body,
    );
    expect((await info(server, t('zhangsan'), instanceId)).instanceState).toBe(InstanceState.Rejected);
    const again = await approve(server, t('lisi'), taskId);
    expect(again.code).toBe('50001');
    expect(again.msg).toBe('This task has already been handled by 李四.');
  });

  it("treats another tenant's ids as missing", async () => {
    const instanceId = await startApp(server, t('zhangsan'), 'P-COMP', { compDate: '2026-12-03', hours: 4 });
    const taskId = await taskOn(server, t('lisi'), instanceId);
    for (const [method, path, body] of [
      ['GET', `/jflow/taskInfo?taskId=${taskId}`, undefined],
      ['GET', `/jflow/nodeInfo?id=${instanceId}`, undefined],
      ['GET', '/jflow/detail?id=P-LEAVE', undefined],
      ['GET', '/workflow/form/config/detail?id=F-LEAVE', undefined],
      ['POST', '/jflow/approve', { isPass: true, taskId }],
      ['POST', '/jflow/updateState', { id: instanceId, instanceState: InstanceState.Terminated }],
    ] as const) {
      const answer = await server.request(method, path, { token: t('admin2'), body });
      expect(answer.body.code, path).toBe('40401');
    }
  });

  it('serves forms, field aliases and the process form for the designers', async () => {
    const detail = ok(
      (
        await server.request<{ jsonContent: string; forms: unknown[] }>(
          'GET',
          '/workflow/form/config/processFormDetail?processId=P-LEAVE',
          { token: t('admin') },
        )
      ).body,
    );
    expect(JSON.parse(detail.jsonContent).list.length).toBeGreaterThan(3);
    const aliases = ok(
      (
        await server.request<{ fieldKey: string; alias: string }[]>(
          'GET',
          '/workflow/form/field/alisa/list?formId=F-LEAVE',
          { token: t('admin') },
        )
      ).body,
    );
    ok(
      (
        await server.request('POST', '/workflow/form/field/alisa/update', {
          token: t('admin'),
          body: { formId: 'F-LEAVE', items: [{ fieldKey: 'days', alias: 'leave_days' }] },
        })
      ).body,
    );
    const after = ok(
      (
        await server.request<{ fieldKey: string; alias: string }[]>(
          'GET',
          '/workflow/form/field/alisa/list?formId=F-LEAVE',
          { token: t('admin') },
        )
      ).body,
    );
    expect(after.find((a) => a.fieldKey === 'days')?.alias).toBe('leave_days');
    expect(aliases.length).toBe(after.length);
    const bad = await server.request('POST', '/workflow/form/config/update', {
      token: t('admin'),
      body: { formName: 'x', jsonContent: '{"nope":1}' },
    });
    expect(bad.body.code).toBe('40001');
    const inUse = await server.request('GET', '/workflow/form/config/remove?id=F-LEAVE', {
      token: t('admin'),
    });
    expect(inUse.body.msg).toContain('请假');
  });
});
