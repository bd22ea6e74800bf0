/**
 * Handwritten signature and print (workflow spec §6 "handwritten signature", §2.6 "print template"): with the
 * switch on, agreeing needs a real PNG signature, stored with the task in the approval's transaction and shown
 * in the process dynamics and the print data; with it off, agreeing needs none. Custom print templates are
 * cleaned when saved and when read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { startServer, dbKind, type TestServer } from './harness';
import { IDS, approve, ok, publish, startApp, taskOn } from './approval.kit';

/** A valid 1×1 PNG. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'zhangsan', 'lisi', 'wangwu', 'zhaoliu', 'admin2'])
    tokens[name] = await server.tokenFor(name);
});
afterAll(() => server.close());

const t = (name: string) => tokens[name] ?? '';

interface Print {
  info: {
    entries: {
      taskName: string;
      approvalInfos: { userName: string; comment: string; signature?: string }[];
    }[];
  };
  initiatorName: string;
  fields: { key: string; label: string; value: string }[];
  template: string;
  customTemplate: string;
}

const print = async (token: string, instanceId: string) =>
  server.request<Print>('GET', `/jflow/printData?id=${instanceId}`, { token });

const taskInfo = async (token: string, taskId: string) =>
  ok(
    (
      await server.request<{ signatureRequired?: boolean; actions: string[] }>(
        'GET',
        `/jflow/taskInfo?taskId=${taskId}`,
        { token },
      )
    ).body,
  );

const signing = { handwrittenSignature: true };

describe(`handwritten signature on ${dbKind}`, () => {
  it('with the switch on: refused without a signature or with a fake one, stored and shown with a PNG', async () => {
    const processId = await publish(
      server,
      t('admin'),
      flow([approver('a1', [IDS.lisi]), approver('a2', [IDS.wangwu])]),
      signing,
    );
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 2, reason: 'trip' });
    const taskId = await taskOn(server, t('lisi'), instanceId);
    expect(await taskInfo(t('lisi'), taskId)).toMatchObject({
      signatureRequired: true,
      actions: expect.arrayContaining(['agree']),
    });

    const check = await server.request('POST', '/jflow/approvePreview', {
      token: t('lisi'),
      body: { taskId },
    });
    expect(ok(check.body)).toEqual({ needActors: false, nodes: [] });
    const unsigned = await approve(server, t('lisi'), taskId);
    expect([unsigned.code, unsigned.msg]).toEqual(['50001', 'Sign by hand before agreeing.']);

    const text = await approve(server, t('lisi'), taskId, {
      signature: `data:image/png;base64,${Buffer.from('hello').toString('base64')}`,
    });
    expect([text.code, text.msg]).toEqual(['40001', 'Invalid signature: it must be a PNG image']);
    const jpeg = await approve(server, t('lisi'), taskId, { signature: 'data:image/jpeg;base64,/9j/4AAQ' });
    expect(jpeg.msg).toBe('Invalid signature: it must be a PNG image');
    const big = Buffer.alloc(205_000);
    Buffer.from(PNG.split(',')[1] ?? '', 'base64').copy(big);
    const tooLarge = await approve(server, t('lisi'), taskId, {
      signature: `data:image/png;base64,${big.toString('base64')}`,
    });
    expect(tooLarge.msg).toBe('Invalid signature: the image is larger than 200 kB');
    const wrongType = await server.request('POST', '/jflow/approve', {
      token: t('lisi'),
      body: { isPass: true, taskId, signature: 7 },
    });
    expect(wrongType.body.code).toBe('40001');
    expect(wrongType.body.msg).toContain('signature');

    // a stranger cannot sign someone else's task
    const stranger = await approve(server, t('wangwu'), taskId, { signature: PNG });
    expect(stranger.msg).toBe('This task is not assigned to you.');

    const requestId = 'sign-once-0001';
    ok(await approve(server, t('lisi'), taskId, { signature: PNG, comment: 'signed', requestId }));
    ok(await approve(server, t('lisi'), taskId, { signature: PNG, comment: 'signed', requestId }));

    const data = ok((await print(t('zhangsan'), instanceId)).body);
    const infos = data.info.entries.flatMap((entry) => entry.approvalInfos);
    expect(infos.find((i) => i.comment === 'signed')?.signature).toBe(PNG);
    expect(infos.filter((i) => i.signature !== undefined)).toHaveLength(1);
    expect(data.template).toBe('default');
    expect(data.initiatorName).toBe('张三');
    expect(data.fields.filter((f) => f.key === 'days' || f.key === 'reason')).toEqual([
      { key: 'days', label: 'Days', value: '2' },
      { key: 'reason', label: 'Reason', value: 'trip' },
    ]);
    const dynamics = ok(
      (await server.request<Print['info']>('GET', `/jflow/nodeInfo?id=${instanceId}`, { token: t('wangwu') }))
        .body,
    );
    expect(dynamics.entries.flatMap((e) => e.approvalInfos).some((i) => i.signature === PNG)).toBe(true);

    // rejecting needs no signature
    const next = await taskOn(server, t('wangwu'), instanceId);
    ok(
      await server
        .request('POST', '/jflow/approve', {
          token: t('wangwu'),
          body: { isPass: false, taskId: next, comment: 'no' },
        })
        .then((r) => r.body),
    );
  });

  it('with the switch off (default): no pad asked for, agreeing without a signature passes', async () => {
    const processId = await publish(server, t('admin'), flow([approver('a1', [IDS.lisi])]));
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    const taskId = await taskOn(server, t('lisi'), instanceId);
    expect((await taskInfo(t('lisi'), taskId)).signatureRequired).toBe(false);
    ok(await approve(server, t('lisi'), taskId));
    const data = ok((await print(t('zhangsan'), instanceId)).body);
    expect(data.info.entries.flatMap((e) => e.approvalInfos).every((i) => i.signature === undefined)).toBe(
      true,
    );
  });
});

describe(`print data on ${dbKind}`, () => {
  it('cleans a custom template when saved and serves it; people outside the instance get nothing', async () => {
    const template =
      '<h1 onclick="steal()">{{title}}</h1><script>alert(1)</script><p>{{field:reason}}</p>' +
      '<img src="https://tracker.test/p.png"><a href="javascript:alert(1)">x</a>{{signatures}}';
    const processId = await publish(server, t('admin'), flow([approver('a1', [IDS.lisi])]), {
      printTemplate: 'custom',
      customPrintTemplate: template,
    });
    const detail = ok(
      (
        await server.request<{ settings: Record<string, unknown> }>('GET', `/jflow/detail?id=${processId}`, {
          token: t('admin'),
        })
      ).body,
    );
    expect(detail.settings['customPrintTemplate']).toBe(
      '<h1>{{title}}</h1><p>{{field:reason}}</p><img>x{{signatures}}',
    );
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 3, reason: 'visit' });
    const data = ok((await print(t('zhangsan'), instanceId)).body);
    expect(data.template).toBe('custom');
    expect(data.customTemplate).toBe('<h1>{{title}}</h1><p>{{field:reason}}</p><img>x{{signatures}}');
    expect((await print(t('lisi'), instanceId)).body.code).toBe('10000');
    expect((await print(t('zhaoliu'), instanceId)).body.code).toBe('40401');
    expect((await print(t('admin2'), instanceId)).body.code).toBe('40401');
    const missing = await server.request('GET', '/jflow/printData', { token: t('zhangsan') });
    expect(missing.body.code).toBe('40001');
  });

  it("leaves out the fields hidden at the reader's node", async () => {
    const hidden = { privileges: [{ key: 'secret', disabled: false, hidden: true }] };
    const processId = await publish(server, t('admin'), flow([approver('a1', [IDS.lisi], hidden)]));
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1, secret: 'salary' });
    const keys = async (token: string) => ok((await print(token, instanceId)).body).fields.map((f) => f.key);
    expect(await keys(t('zhangsan'))).toContain('secret');
    expect(await keys(t('lisi'))).not.toContain('secret');
  });

  it('refuses an oversize template, naming the print template', async () => {
    const answer = await server.request('POST', '/jflow/add', {
      token: t('admin'),
      body: {
        processName: 'Too long print',
        processType: 'hr',
        formIds: [],
        modelContent: JSON.stringify(flow([approver('a1', [IDS.lisi])])),
        settings: { printTemplate: 'custom', customPrintTemplate: 'x'.repeat(100_001) },
      },
    });
    expect([answer.body.code, answer.body.msg]).toEqual([
      '40001',
      'Invalid Print template: the print template is longer than 100000 characters',
    ]);
  });
});
