import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { dbKind, startServer, type TestServer } from './harness';
import { IDS, approve, ok, publish, startApp, taskOn } from './approval.kit';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'zhangsan', 'lisi']) tokens[name] = await server.tokenFor(name);
});
afterAll(() => server.close());

const t = (name: string) => tokens[name] ?? '';

interface Person {
  userId: string;
  organizeName: string;
  positionNames: string[];
  endTime: number | null;
}

describe(`approver tip of the process dynamics on ${dbKind}`, () => {
  it('each person of the dynamics carries their organisation and positions; a waiting approver has no end time', async () => {
    const processId = await publish(
      server,
      t('admin'),
      flow([approver('a1', [IDS.lisi]), approver('a2', [IDS.zhaoliu])]),
      { allowCc: false },
    );
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    expect(await approve(server, t('lisi'), await taskOn(server, t('lisi'), instanceId))).toMatchObject({
      code: '10000',
    });
    const answer = await server.request<{ entries: { approvalInfos: Person[] }[] }>(
      'GET',
      `/jflow/nodeInfo?id=${instanceId}`,
      { token: t('zhangsan') },
    );
    const people = ok(answer.body).entries.flatMap((entry) => entry.approvalInfos);
    expect(people.map((p) => [p.userId, p.organizeName, p.positionNames, p.endTime === null])).toEqual([
      [IDS.zhangsan, '平台研发组', ['研发工程师'], false],
      [IDS.lisi, '技术研发中心', ['研发经理'], false],
      [IDS.zhaoliu, '财务部', ['财务主管'], true],
    ]);
  });
});
