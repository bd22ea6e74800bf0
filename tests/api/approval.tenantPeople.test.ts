import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FlowNode } from '@shared/flow';
import { wfProcesses } from '../../server/db/schema';
import { approver, cc, flow } from '../../server/engine/testing/flowBuilders';
import { dbKind, startServer, type TestServer } from './harness';
import { ok } from './approval.kit';

let server: TestServer;
let admin2: string;
beforeAll(async () => {
  server = await startServer();
  admin2 = await server.tokenFor('admin2');
});
afterAll(() => server.close());

const add = (tree: FlowNode, language = 'en_US') =>
  server
    .request<{ id: string }>('POST', '/jflow/add', {
      token: admin2,
      language,
      body: {
        processName: `Flow ${Math.random().toString(36).slice(2, 7)}`,
        processType: 'hr',
        modelContent: JSON.stringify(tree),
      },
    })
    .then((r) => r.body);

/** A tenant-2 flow naming tenant-2 people in every kind of list. */
const ownFlow = () =>
  flow([
    approver('a1', ['U2002'], { nodeName: 'Operations check' }),
    approver('a2', [], {
      nodeName: 'Role check',
      setType: 3,
      nodeRoleList: [{ id: 'R202', name: '普通员工' }],
    }),
    approver('a3', [], {
      nodeName: 'Org check',
      setType: 6,
      nodeOrganizeList: [{ id: 'O210', name: '运营部' }],
    }),
    approver('a4', [], {
      nodeName: 'Position check',
      setType: 7,
      nodePositionList: [{ id: 'P201', name: '运营经理' }],
    }),
    cc('c1', ['U2001']),
  ]);

describe(`flows name only their own tenant's people on ${dbKind}`, () => {
  it('refuses saving a tenant-2 flow that names a tenant-1 user, naming the node and the user', async () => {
    const tree = flow([
      approver('a1', ['U2002'], { nodeName: 'Manager review' }),
      approver('a2', [], { nodeName: 'Finance review', nodeUserList: [{ id: 'U1002', name: 'zhangsan' }] }),
    ]);
    const refused = await add(tree);
    expect(refused).toMatchObject({
      code: '50001',
      msg: 'The node "Finance review" names the user zhangsan, who is not in this tenant.',
    });
    expect((await add(tree, 'zh_CN')).msg).toBe('节点「Finance review」指定的用户 zhangsan 不属于当前租户');
  });

  const roleFlow = flow([
    approver('a1', [], {
      nodeName: 'Role step',
      setType: 3,
      nodeRoleList: [{ id: 'R101', name: '超级管理员' }],
    }),
  ]);
  const ccGroup: FlowNode = {
    ...cc('c1', []),
    nodeName: 'Notify',
    approverGroups: [{ approverType: 1, approverIds: ['U1003', 'U1004'], approverNames: ['lisi', 'wangwu'] }],
  };
  it.each<[string, FlowNode, string]>([
    ['role', roleFlow, 'The node "Role step" names the role 超级管理员, which is not in this tenant.'],
    [
      'organisation',
      flow([
        approver('a1', [], {
          nodeName: 'Org step',
          setType: 6,
          nodeOrganizeList: [{ id: 'O130', name: '技术研发中心' }],
        }),
      ]),
      'The node "Org step" names the organisation 技术研发中心, which is not in this tenant.',
    ],
    [
      'position',
      flow([
        approver('a1', [], {
          nodeName: 'Post step',
          setType: 7,
          nodePositionList: [{ id: 'P101', name: '总经理' }],
        }),
      ]),
      'The node "Post step" names the position 总经理, which is not in this tenant.',
    ],
    [
      'cc group',
      flow([approver('a1', ['U2002']), ccGroup]),
      'The node "Notify" names the user lisi, wangwu, who is not in this tenant.',
    ],
  ])('refuses a foreign %s', async (_kind, tree, message) => {
    expect((await add(tree)).msg).toBe(message);
  });

  it('refuses saveJson with a foreign role', async () => {
    const saved = ok(await add(ownFlow()));
    const json = await server.request('POST', '/jflow/saveJson', {
      token: admin2,
      body: { id: saved.id, modelContent: JSON.stringify(roleFlow) },
    });
    expect(json.body.msg).toBe(
      'The node "Role step" names the role 超级管理员, which is not in this tenant.',
    );
  });

  it('saves and publishes a flow naming its own people; publishing a stored flow with a foreign user is refused', async () => {
    const { id } = ok(await add(ownFlow()));
    expect(
      ok((await server.request<{ version: number }>('GET', `/jflow/deploy?id=${id}`, { token: admin2 })).body)
        .version,
    ).toBe(1);

    const foreign = flow([
      approver('a1', [], { nodeName: 'Legacy step', nodeUserList: [{ id: 'U1001', name: 'admin' }] }),
    ]);
    await server.deps.db
      .update(wfProcesses)
      .set({ modelContent: JSON.stringify(foreign) })
      .where(eq(wfProcesses.id, id));
    const deploy = await server.request('GET', `/jflow/deploy?id=${id}`, { token: admin2 });
    expect(deploy.body.msg).toBe('The node "Legacy step" names the user admin, who is not in this tenant.');
  });
});
