/** Flow settings at submission (workflow spec §6): designate approver, applicant cc, submit for others. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowNode } from '@shared/flow';
import { approver, cc, flow } from '../../server/engine/testing/flowBuilders';
import { dbKind, startServer, type TestServer } from './harness';
import { IDS, approve, info, ok, publish, startApp, taskOn, todo, type Page, type Row } from './approval.kit';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'zhangsan', 'lisi', 'wangwu', 'zhaoliu'])
    tokens[name] = await server.tokenFor(name);
});
afterAll(() => server.close());

const t = (name: string) => tokens[name] ?? '';
const chooser = (id: string, selectMode: 1 | 2 = 2) =>
  approver(id, [], { setType: 2, selectMode, examineMode: 3, nodeName: `Chosen ${id}` });
const openCc = (id: string, userIds: string[]): FlowNode => ({ ...cc(id, userIds), customCc: true });
const person = (id: string) => ({ id, name: id });

interface StartInfo {
  designateNodes: { id: string; nodeName: string; selectMode: number }[];
  ccNodes: { id: string; nodeName: string; selectMode: number }[];
  submitForOthers: boolean;
}
const startInfo = async (processId: string) =>
  ok(
    (
      await server.request<StartInfo>('GET', `/jflow/startForm?processId=${processId}`, {
        token: t('zhangsan'),
      })
    ).body,
  );
const tryStart = (processId: string, extra: Record<string, unknown>, token = t('zhangsan')) =>
  server.request<{ instanceId: string }>('POST', '/jflow/start', {
    token,
    body: { processId, params: { days: 1 }, ...extra },
  });
/** Zhangsan applies with `extra` (picks, onBehalfOf, requestId) and gets the instance id. */
const applyWith = (processId: string, extra: Record<string, unknown>) =>
  startApp(server, t('zhangsan'), processId, { days: 1 }, extra);
/** A refusal: its code and a message containing `text`. */
const expectRefused = (answer: { body: { code: string; msg: string } }, code: string, text: string) => {
  expect(answer.body.code).toBe(code);
  expect(answer.body.msg).toContain(text);
};
const myApplications = async (token: string) =>
  ok(
    (
      await server.request<Page<Row & { submittedBy?: string; createBy: string }>>(
        'GET',
        '/jflow/myProcess?pageNum=1&limit=100',
        { token },
      )
    ).body,
  ).rows;

describe(`flow settings at submission on ${dbKind}`, () => {
  it('designate approver: the start form lists the nodes, the picked people get the tasks', async () => {
    const processId = await publish(
      server,
      t('admin'),
      flow([chooser('d1', 1), approver('a2', [IDS.zhaoliu])]),
      { designateApprover: true },
    );
    expect((await startInfo(processId)).designateNodes).toEqual([
      { id: 'd1', nodeName: 'Chosen d1', selectMode: 1 },
    ]);
    const missing = await tryStart(processId, {});
    expectRefused(missing, '40001', 'picks');
    expectRefused(missing, '40001', 'Choose the approvers for: Chosen d1.');
    const two = await tryStart(processId, {
      picks: [{ nodeId: 'd1', people: [person(IDS.lisi), person(IDS.wangwu)] }],
    });
    expectRefused(two, '40001', 'Choose only one approver for "Chosen d1".');
    const foreign = await tryStart(processId, { picks: [{ nodeId: 'd1', people: [person('U2001')] }] });
    expectRefused(foreign, '40001', 'picks');
    const instanceId = await applyWith(processId, {
      picks: [{ nodeId: 'd1', people: [person(IDS.wangwu)] }],
    });
    ok(await approve(server, t('wangwu'), await taskOn(server, t('wangwu'), instanceId)));
    expect((await todo(server, t('zhaoliu'))).some((row) => row.id === instanceId)).toBe(true);
  });

  it('designate approver switched off: the nodes are not offered and the submit is refused', async () => {
    const processId = await publish(server, t('admin'), flow([chooser('d1')]));
    expect((await startInfo(processId)).designateNodes).toEqual([]);
    const refused = await tryStart(processId, { picks: [{ nodeId: 'd1', people: [person(IDS.lisi)] }] });
    expectRefused(refused, '50001', 'designating approvers is switched off');
  });

  it('applicant cc: added people get cc entries when the cc node is reached; off refuses them', async () => {
    const tree = flow([approver('a1', [IDS.lisi]), openCc('c1', [IDS.zhaoliu])]);
    const processId = await publish(server, t('admin'), tree);
    expect((await startInfo(processId)).ccNodes).toEqual([{ id: 'c1', nodeName: 'node c1', selectMode: 2 }]);
    const instanceId = await applyWith(processId, {
      picks: [{ nodeId: 'c1', people: [person(IDS.wangwu)] }],
    });
    expect((await todo(server, t('wangwu'), 'cc')).some((row) => row.id === instanceId)).toBe(false);
    ok(await approve(server, t('lisi'), await taskOn(server, t('lisi'), instanceId)));
    for (const name of ['wangwu', 'zhaoliu'])
      expect((await todo(server, t(name), 'cc')).some((row) => row.id === instanceId)).toBe(true);

    const off = await publish(server, t('admin'), tree, { allowCc: false });
    expect((await startInfo(off)).ccNodes).toEqual([]);
    const refused = await tryStart(off, { picks: [{ nodeId: 'c1', people: [person(IDS.wangwu)] }] });
    expect(refused.body.msg).toBe('Adding cc people is switched off for this flow.');
  });

  it('submit for others: the member is the initiator, the submitter sees it marked, the timeline says so', async () => {
    const processId = await publish(server, t('admin'), flow([approver('a1', [IDS.lisi])]), {
      submitForOthers: true,
    });
    expect((await startInfo(processId)).submitForOthers).toBe(true);
    const unknown = await tryStart(processId, { onBehalfOf: 'U2001' });
    expectRefused(unknown, '40001', 'onBehalfOf');
    const instanceId = await applyWith(processId, {
      onBehalfOf: IDS.wangwu,
      requestId: 'for-others-1',
    });
    const again = await applyWith(processId, {
      onBehalfOf: IDS.wangwu,
      requestId: 'for-others-1',
    });
    expect(again).toBe(instanceId);
    const forMember = (await myApplications(t('wangwu'))).find((row) => row.id === instanceId);
    expect(forMember?.createBy).toBe('王五');
    const forSubmitter = (await myApplications(t('zhangsan'))).find((row) => row.id === instanceId);
    expect(forSubmitter?.submittedBy).toBe('张三');
    expect((await myApplications(t('lisi'))).some((row) => row.id === instanceId)).toBe(false);
    const timeline = await info(server, t('zhangsan'), instanceId);
    expect(timeline.entries[0]?.notes.map((note) => note.messageKey)).toEqual(['engine.note.submittedFor']);
    ok(
      (await server.request('POST', '/jflow/recall', { token: t('wangwu'), body: { id: instanceId } })).body,
    );
  });

  it('submit for others switched off: the flag is false and onBehalfOf is refused', async () => {
    const processId = await publish(server, t('admin'), flow([approver('a1', [IDS.lisi])]));
    expect((await startInfo(processId)).submitForOthers).toBe(false);
    const refused = await tryStart(processId, { onBehalfOf: IDS.wangwu });
    expectRefused(refused, '50001', 'Submitting for others is switched off for this flow.');
    ok((await tryStart(processId, { onBehalfOf: IDS.zhangsan })).body);
  });
});
