/**
 * Supervisors as approvers and conditions on the applicant through the API (issue 28), on a five-level
 * organisation tree set up in organisation administration:
 *
 *   Group (admin) > Division (zhaoliu) > Department (no leader) > Section (wangwu) > Team (lisi)
 *
 * zhangsan works in the Team, lisi leads it and works there too, wangwu works in the Department.
 */
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SetType } from '@shared/flow/types';
import type { ConditionItem, FlowNode } from '@shared/flow/types';
import { applicantIn, approver, conditionGroup, flow, when } from '../../server/engine/testing/flowBuilders';
import { dbKind, startServer, type TestServer } from './harness';
import { IDS, approve, info, ok, publish, startApp, taskOn, todo } from './approval.kit';

let server: TestServer;
const tokens: Record<string, string> = {};
const t = (name: string) => tokens[name] ?? '';
const ORG: Record<string, string> = {};

const addOrg = async (organizeName: string, parentId: string, leaderIds: string[]) =>
  ok(
    (
      await server.request<{ organizeId: string }>('POST', '/organize/addOrganize', {
        token: t('admin'),
        body: { organizeName, parentId, leaderIds },
      })
    ).body,
  ).organizeId;

beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'zhangsan', 'lisi', 'wangwu', 'zhaoliu', 'admin2'])
    tokens[name] = await server.tokenFor(name);
  ORG.group = await addOrg('Group', '', [IDS.admin]);
  ORG.division = await addOrg('Division', ORG.group, [IDS.zhaoliu]);
  ORG.department = await addOrg('Department', ORG.division, []);
  ORG.section = await addOrg('Section', ORG.department, [IDS.wangwu]);
  ORG.team = await addOrg('Team', ORG.section, [IDS.lisi]);
  const move = (userId: string, organizeId: string) =>
    server.deps.db.execute(
      sql`update users set organize_id = ${organizeId} where merchant_id = 'M001' and user_id = ${userId}`,
    );
  await move(IDS.zhangsan, ORG.team ?? '');
  await move(IDS.lisi, ORG.team ?? '');
  await move(IDS.wangwu, ORG.department ?? '');
  // written beside the API: wait until the server has heard of it, as a request that wrote would have
  await server.deps.cache.settle();
});
afterAll(() => server.close());

/** A condition "the applicant is one of" these lists. */
const onApplicant = (lists: Partial<NonNullable<ConditionItem['applicant']>>): ConditionItem => ({
  ...applicantIn([]),
  applicant: { users: [], organisations: [], roles: [], positions: [], ...lists },
});

const supervisorNode = (setType: number, directorLevel?: number, extra: Partial<FlowNode> = {}) =>
  approver('sup', [], {
    nodeName: 'Supervisor',
    setType: setType as FlowNode['setType'],
    examineMode: 3,
    ...(directorLevel === undefined ? {} : { directorLevel }),
    ...extra,
  });

/** Who holds the open tasks of an instance, by login name. */
const holders = async (instanceId: string) => {
  const found: string[] = [];
  for (const name of ['admin', 'zhangsan', 'lisi', 'wangwu', 'zhaoliu'])
    if ((await todo(server, t(name))).some((row) => row.id === instanceId)) found.push(name);
  return found;
};
const approveAs = async (name: string, instanceId: string) =>
  ok(await approve(server, t(name), await taskOn(server, t(name), instanceId)));
const notesOf = async (instanceId: string, viewer = 'zhangsan') => {
  const answer = await info(server, t(viewer), instanceId);
  return [...answer.notes, ...answer.entries.flatMap((entry) => entry.notes)].map((note) => note.messageKey);
};

describe(`supervisors and applicant conditions on ${dbKind}`, () => {
  it('organisation administration keeps the leaders, shows them by name and refuses another tenant’s user', async () => {
    const list = ok(
      (
        await server.request<{ organizeName: string; leaders: { userName: string }[] }[]>(
          'GET',
          '/organize/list?organizeName=Section',
          { token: t('admin') },
        )
      ).body,
    );
    const flat = (
      rows: { organizeName: string; leaders: { userName: string }[]; children?: unknown[] }[],
    ): {
      organizeName: string;
      leaders: { userName: string }[];
    }[] => rows.flatMap((row) => [row, ...flat((row.children ?? []) as typeof rows)]);
    expect(flat(list).find((row) => row.organizeName === 'Section')?.leaders).toEqual([
      { userId: IDS.wangwu, userName: '王五' },
    ]);
    const refused = await server.request('POST', '/organize/updateOrganize', {
      token: t('admin'),
      body: { organizeId: ORG.section, organizeName: 'Section', leaderIds: ['U2001'] },
    });
    expect(refused.body.code).not.toBe('10000');
    expect(refused.body.msg).toContain('U2001');
    const detail = ok(
      (
        await server.request<{ leaderIds: string[] }>('GET', `/organize/${ORG.section}`, {
          token: t('admin'),
        })
      ).body,
    );
    expect(detail.leaderIds).toEqual([IDS.wangwu]);
  });

  it('the workbook carries the leaders by login name; an unknown login is named and nothing is written', async () => {
    const exported = ok(
      (await server.request<{ content: string }>('GET', '/organize/export', { token: t('admin') })).body,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(exported.content, 'base64') as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = (sheet?.getRow(1).values as unknown[]).slice(1);
    const leadersColumn = header.indexOf('leaders') + 1;
    const rowOf = (name: string) =>
      sheet?.getRows(2, sheet.rowCount)?.find((row) => row.getCell(3).value === name);
    expect(rowOf('Section')?.getCell(leadersColumn).value).toBe('wangwu');
    const upload = async (rows: (string | number)[][]) => {
      const next = new ExcelJS.Workbook();
      const target = next.addWorksheet('organizations');
      for (const row of rows) target.addRow(row);
      const content = Buffer.from(await next.xlsx.writeBuffer()).toString('base64');
      return server.request<{ problems: { message: string }[] }>('POST', '/organize/importExcel', {
        token: t('admin'),
        body: { fileName: 'o.xlsx', content },
      });
    };
    const head = ['organizeId', 'parentId', 'organizeName', 'orderNum', 'leaders'];
    const bad = await upload([head, ['', ORG.group ?? '', 'Lab', 1, 'zhaoliu, ghost']]);
    expect(bad.body.data.problems.map((problem) => problem.message)).toEqual([
      'Row 2, column leaders: no user has the login name ghost',
    ]);
    ok((await upload([head, ['', ORG.group ?? '', 'Lab', 1, 'zhaoliu, lisi']])).body);
    const labs = await server.deps.db.execute(
      sql`select leader_ids as "leaderIds" from organizations where merchant_id = 'M001' and organize_name = 'Lab'`,
    );
    expect((labs as unknown as { rows: { leaderIds: string[] }[] }).rows).toEqual([
      { leaderIds: [IDS.zhaoliu, IDS.lisi] },
    ]);
  });

  it('another tenant neither sees these leaders nor names this tenant’s people as its own leaders', async () => {
    const theirs = ok(
      (
        await server.request<{ organizeId: string; leaderIds: string[]; children: unknown[] }[]>(
          'GET',
          '/organize/list',
          { token: t('admin2') },
        )
      ).body,
    );
    const json = JSON.stringify(theirs);
    expect(json).not.toContain(IDS.wangwu);
    expect(json).not.toContain('Section');
    const refused = await server.request('POST', '/organize/addOrganize', {
      token: t('admin2'),
      body: { organizeName: 'Borrowed lead', leaderIds: [IDS.lisi] },
    });
    expect(refused.body.code).not.toBe('10000');
    expect(refused.body.msg).toContain(IDS.lisi);
    const detail = await server.request('GET', `/organize/${ORG.section}`, { token: t('admin2') });
    expect(detail.body.code).not.toBe('10000');
  });

  it('direct supervisor: the leader of the applicant’s organisation', async () => {
    const processId = await publish(server, t('admin'), flow([supervisorNode(SetType.Supervisor)]));
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    expect(await holders(instanceId)).toEqual(['lisi']);
  });

  it('a leader named in organisation administration approves the very next application', async () => {
    const processId = await publish(server, t('admin'), flow([supervisorNode(SetType.Supervisor)]));
    expect(await holders(await startApp(server, t('zhangsan'), processId, { days: 1 }))).toEqual(['lisi']);
    const setLeaders = async (leaderIds: string[]) =>
      ok(
        (
          await server.request('POST', '/organize/updateOrganize', {
            token: t('admin'),
            body: { organizeId: ORG.team, organizeName: 'Team', parentId: ORG.section, leaderIds },
          })
        ).body,
      );
    await setLeaders([IDS.zhaoliu]);
    try {
      expect(await holders(await startApp(server, t('zhangsan'), processId, { days: 1 }))).toEqual([
        'zhaoliu',
      ]);
    } finally {
      await setLeaders([IDS.lisi]);
    }
    expect(await holders(await startApp(server, t('zhangsan'), processId, { days: 1 }))).toEqual(['lisi']);
  });

  it('an applicant who leads their organisation goes to the next one up', async () => {
    const processId = await publish(server, t('admin'), flow([supervisorNode(SetType.Supervisor)]));
    const instanceId = await startApp(server, t('lisi'), processId, { days: 1 });
    expect(await holders(instanceId)).toEqual(['wangwu']);
  });

  it('up to level 3: one step per level, the level without a leader left out', async () => {
    const processId = await publish(server, t('admin'), flow([supervisorNode(SetType.SupervisorChain, 3)]));
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    expect(await holders(instanceId)).toEqual(['lisi']);
    await approveAs('lisi', instanceId);
    expect(await holders(instanceId)).toEqual(['wangwu']);
    await approveAs('wangwu', instanceId);
    expect(await holders(instanceId)).toEqual([]);
    expect((await info(server, t('zhangsan'), instanceId)).instanceState).toBe(1);
  });

  it('to the top: every level up to the group', async () => {
    const processId = await publish(server, t('admin'), flow([supervisorNode(SetType.SupervisorChain)]));
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    for (const [name, next] of [
      ['lisi', 'wangwu'],
      ['wangwu', 'zhaoliu'],
      ['zhaoliu', 'admin'],
    ] as const) {
      expect(await holders(instanceId)).toEqual([name]);
      await approveAs(name, instanceId);
      expect(await holders(instanceId)).toEqual([next]);
    }
    await approveAs('admin', instanceId);
    expect((await info(server, t('zhangsan'), instanceId)).instanceState).toBe(1);
  });

  it('level 2 from the top: the leader of the division', async () => {
    const processId = await publish(server, t('admin'), flow([supervisorNode(SetType.TopLeader, 2)]));
    const instanceId = await startApp(server, t('zhangsan'), processId, { days: 1 });
    expect(await holders(instanceId)).toEqual(['zhaoliu']);
  });

  it('no leader found: the flow’s empty-approver rule, and the timeline says no supervisor was found', async () => {
    const tree = flow([supervisorNode(SetType.Supervisor), approver('last', [IDS.zhaoliu])]);
    const passing = await publish(server, t('admin'), tree);
    const passed = await startApp(server, t('wangwu'), passing, { days: 1 });
    expect(await holders(passed)).toEqual(['zhaoliu']);
    expect(await notesOf(passed, 'wangwu')).toContain('engine.note.noSupervisorPassed');
    const toAdmin = await publish(server, t('admin'), tree, { emptyAssignee: 'toAdmin' });
    const sent = await startApp(server, t('wangwu'), toAdmin, { days: 1 });
    expect(await holders(sent)).toEqual(['admin']);
    expect(await notesOf(sent, 'wangwu')).toContain('engine.note.noSupervisorToAdmin');
  });

  it('an applicant condition picks the branch: the section and its sub-organisations, with a form field', async () => {
    const section = { id: ORG.section ?? '', name: 'Section' };
    const tree = flow([
      conditionGroup(
        'g',
        [
          [
            'b1',
            [[onApplicant({ organisations: [section] }), when('days', 'gt', '3')]],
            [approver('a1', [IDS.zhaoliu])],
          ],
        ],
        [approver('a2', [IDS.admin])],
      ),
    ]);
    const processId = await publish(server, t('admin'), tree);
    expect(await holders(await startApp(server, t('zhangsan'), processId, { days: 5 }))).toEqual(['zhaoliu']);
    expect(await holders(await startApp(server, t('zhangsan'), processId, { days: 1 }))).toEqual(['admin']);
    expect(await holders(await startApp(server, t('wangwu'), processId, { days: 5 }))).toEqual(['admin']);
  });

  it('publishing refuses an applicant condition naming someone who is no longer in the tenant', async () => {
    const tree = flow([
      conditionGroup(
        'g',
        [
          [
            'b1',
            [[onApplicant({ users: [{ id: 'U9999', name: 'Ghost' }] })]],
            [approver('a1', [IDS.zhaoliu])],
          ],
        ],
        [approver('a2', [IDS.admin])],
      ),
    ]);
    const answer = await server.request('POST', '/jflow/add', {
      token: t('admin'),
      body: { processName: 'Ghost flow', processType: 'hr', formIds: [], modelContent: JSON.stringify(tree) },
    });
    expect(answer.body.code).not.toBe('10000');
    expect(answer.body.msg).toContain('Ghost');
  });
});
