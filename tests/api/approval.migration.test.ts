/**
 * Moving running applications to another version (issue 30 "Done when"): publish v1, start 20 applications at
 * various nodes, publish v2 that removes one node and adds another, dry run, map, execute in batches, check each
 * application's node, tasks, timeline and form data; the same request again changes nothing; another tenant
 * neither sees nor moves them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FlowNode } from '@shared/flow';
import { operationLogs, wfInstances, wfProcessVersions, wfTasks } from '../../server/db/schema';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { dbKind, startServer, type TestServer } from './harness';
import { IDS, approve, info, ok, publish, simpleForm, startApp, taskOn } from './approval.kit';

let server: TestServer;
const tokens: Record<string, string> = {};
const t = (name: string) => tokens[name] ?? '';

beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'zhangsan', 'lisi', 'wangwu', 'zhaoliu', 'admin2'])
    tokens[name] = await server.tokenFor(name);
});
afterAll(() => server.close());

interface PlanRow {
  instanceId: string;
  currentNodes: { id: string; name: string }[];
  landingNodes: { id: string; name: string }[];
  moves: boolean;
  reason?: string;
  reasonNode?: { id: string; name: string };
  keepsAssignees: boolean;
  missingFields: string[];
}
interface DryRun {
  rows: PlanRow[];
  total: number;
  moving: number;
  goneNodes: { id: string; name: string }[];
  targetNodes: { id: string; name: string }[];
}
interface Outcome {
  instanceId: string;
  moved: boolean;
  reason?: string;
}

const named = (node: FlowNode, name: string): FlowNode => ({ ...node, nodeName: name });
/** v1: a1 lisi → a2 wangwu → a3 zhaoliu. v2: a2 removed, a4 (admin) added in its place; form without `secret`. */
const v1 = () =>
  flow([
    named(approver('a1', [IDS.lisi]), 'Team lead'),
    named(approver('a2', [IDS.wangwu]), 'Finance'),
    named(approver('a3', [IDS.zhaoliu]), 'Director'),
  ]);
const v2 = () =>
  flow([
    named(approver('a1', [IDS.lisi]), 'Team lead'),
    named(approver('a4', [IDS.admin]), 'Controller'),
    named(approver('a3', [IDS.zhaoliu]), 'Director'),
  ]);

const publishV2 = async (processId: string) => {
  const form = simpleForm();
  form.list = form.list.filter((field) => field.key !== 'secret');
  const formId = ok(
    (
      await server.request<{ id: string }>('POST', '/workflow/form/config/update', {
        token: t('admin'),
        body: { formName: 'Test form v2', jsonContent: JSON.stringify(form) },
      })
    ).body,
  ).id;
  const published = ok(
    (
      await server.request<{ version: number }>('POST', '/jflow/publish', {
        token: t('admin'),
        body: {
          id: processId,
          processName: `Moved ${processId.slice(-5)}`,
          processType: 'hr',
          formIds: [formId],
          modelContent: JSON.stringify(v2()),
        },
      })
    ).body,
  );
  expect(published.version).toBe(2);
};

const post = <T>(token: string, path: string, body: Record<string, unknown>) =>
  server.request<T>('POST', path, { token, body }).then((r) => r.body);

/** Everything a migration may change, to compare before and after a repeated request. */
const snapshot = async (ids: string[]) => ({
  instances: await server.deps.db
    .select({
      id: wfInstances.id,
      versionId: wfInstances.versionId,
      version: wfInstances.version,
      data: wfInstances.data,
    })
    .from(wfInstances)
    .where(inArray(wfInstances.id, ids))
    .orderBy(asc(wfInstances.id)),
  tasks: await server.deps.db
    .select()
    .from(wfTasks)
    .where(inArray(wfTasks.instanceId, ids))
    .orderBy(asc(wfTasks.id)),
  audits: (
    await server.deps.db.select().from(operationLogs).where(eq(operationLogs.targetType, 'approvalInstance'))
  ).length,
});

const openTasksOf = async (instanceId: string) =>
  server.deps.db
    .select({
      id: wfTasks.id,
      nodeId: wfTasks.nodeId,
      assigneeId: wfTasks.assigneeId,
      taskState: wfTasks.taskState,
    })
    .from(wfTasks)
    .where(eq(wfTasks.instanceId, instanceId))
    .then((rows) => rows.filter((row) => row.taskState === 0));

describe(`moving running applications to another version on ${dbKind}`, () => {
  it('dry runs, maps the removed node, moves 20 applications in batches exactly once, tenant-scoped', async () => {
    const processId = await publish(server, t('admin'), v1());
    const ids: string[] = [];
    for (let n = 0; n < 20; n += 1)
      ids.push(
        await startApp(server, t('zhangsan'), processId, {
          days: n + 1,
          reason: `trip ${n}`,
          secret: `s${n}`,
        }),
      );
    // 7 stay at a1, 7 go on to a2, 6 to a3
    for (const id of ids.slice(7)) ok(await approve(server, t('lisi'), await taskOn(server, t('lisi'), id)));
    for (const id of ids.slice(14))
      ok(await approve(server, t('wangwu'), await taskOn(server, t('wangwu'), id)));
    const before = new Map(await Promise.all(ids.map(async (id) => [id, await openTasksOf(id)] as const)));
    await publishV2(processId);

    const versions = ok(
      (
        await server.request<{ version: number; runningCount: number }[]>(
          'GET',
          `/jflow/versions?id=${processId}`,
          { token: t('admin') },
        )
      ).body,
    );
    expect(versions.map((v) => [v.version, v.runningCount])).toEqual([
      [2, 0],
      [1, 20],
    ]);

    const untouched = await snapshot(ids);
    const request = { id: processId, fromVersion: 1, toVersion: 2 };
    const unmapped = ok(await post<DryRun>(t('admin'), '/jflow/migration/dryRun', request));
    expect(unmapped.goneNodes).toEqual([{ id: 'a2', name: 'Finance' }]);
    expect(unmapped.targetNodes.map((node) => node.name)).toEqual(['Team lead', 'Controller', 'Director']);
    expect(unmapped.rows).toHaveLength(20);
    // the applications waiting at the gone node stay until it is mapped; the counts cover every application
    const staying = unmapped.rows.filter((row) => !row.moves).length;
    expect(staying).toBeGreaterThan(0);
    expect([unmapped.total, unmapped.moving]).toEqual([20, 20 - staying]);
    const rowOf = (plan: DryRun, id: string) => plan.rows.find((row) => row.instanceId === id) as PlanRow;
    expect(rowOf(unmapped, ids[0] as string)).toMatchObject({
      currentNodes: [{ id: 'a1', name: 'Team lead' }],
      landingNodes: [{ id: 'a1', name: 'Team lead' }],
      moves: true,
      keepsAssignees: true,
      missingFields: ['secret'],
    });
    expect(rowOf(unmapped, ids[10] as string)).toMatchObject({
      currentNodes: [{ id: 'a2', name: 'Finance' }],
      landingNodes: [],
      moves: false,
      reason: 'nodeGone',
      reasonNode: { id: 'a2', name: 'Finance' },
    });

    const mapped = { ...request, mapping: { a2: 'a4' } };
    const plan = ok(await post<DryRun>(t('admin'), '/jflow/migration/dryRun', mapped));
    expect(plan.rows.every((row) => row.moves)).toBe(true);
    expect([plan.total, plan.moving]).toEqual([20, 20]);
    expect(rowOf(plan, ids[10] as string)).toMatchObject({
      landingNodes: [{ id: 'a4', name: 'Controller' }],
      keepsAssignees: false,
    });

    // a dry run writes nothing
    expect(await snapshot(ids)).toEqual(untouched);

    // another tenant and a member without the permission can neither see nor move them
    for (const path of ['/jflow/migration/dryRun', '/jflow/migration/execute'])
      expect((await post(t('admin2'), path, { ...mapped, requestId: 'foreign-1' })).code).toBe('40401');
    expect(
      (await server.request('GET', `/jflow/versions?id=${processId}`, { token: t('admin2') })).body.code,
    ).toBe('40401');
    expect(
      (await post(t('zhangsan'), '/jflow/migration/execute', { ...mapped, requestId: 'member-1' })).code,
    ).toBe('40301');
    const badVersion = await post(t('admin'), '/jflow/migration/dryRun', { ...request, toVersion: 7 });
    expect(badVersion.code).toBe('40001');
    expect(badVersion.msg).toContain('toVersion');

    const execute = async () => {
      const outcomes: Outcome[] = [];
      let after: string | undefined;
      let batches = 0;
      do {
        const body = { ...mapped, requestId: 'move-v1-v2', limit: 8, ...(after ? { after } : {}) };
        const answer = ok(
          await post<{ outcomes: Outcome[]; next?: string }>(t('admin'), '/jflow/migration/execute', body),
        );
        outcomes.push(...answer.outcomes);
        after = answer.next;
        batches += 1;
      } while (after);
      return { outcomes, batches };
    };
    const first = await execute();
    expect(first.batches).toBe(3);
    expect(first.outcomes.filter((o) => o.moved)).toHaveLength(20);

    const [target] = await server.deps.db
      .select({ id: wfProcessVersions.id })
      .from(wfProcessVersions)
      .where(eq(wfProcessVersions.processId, processId))
      .orderBy(asc(wfProcessVersions.version))
      .offset(1);
    const after = await snapshot(ids);
    expect(after.instances.every((row) => row.versionId === target?.id)).toBe(true);
    for (const [position, id] of ids.entries()) {
      const open = await openTasksOf(id);
      const was = before.get(id) ?? [];
      const data = after.instances.find((row) => row.id === id)?.data as {
        formData: Record<string, unknown>;
      };
      // form data carried by key, the field v2 no longer has is kept
      expect(data.formData).toMatchObject({
        days: position + 1,
        reason: `trip ${position}`,
        secret: `s${position}`,
      });
      if (position < 7 || position >= 14) {
        // same node, same approvers: the very same open task
        expect(open).toEqual(was);
      } else {
        // a2 is gone: its task closed as moved on, the controller got a new one at a4
        expect(open.map((task) => [task.nodeId, task.assigneeId])).toEqual([['a4', IDS.admin]]);
        const old = after.tasks.find((task) => task.id === was[0]?.id);
        expect(old).toMatchObject({ taskState: 6, handledBy: IDS.admin });
      }
      const notes = (await info(server, t('admin'), id)).notes as unknown as {
        messageKey: string;
        params: Record<string, unknown>;
        userName: string;
      }[];
      expect(notes.filter((note) => note.messageKey === 'engine.note.migrated')).toEqual([
        expect.objectContaining({ params: { fromVersion: 1, toVersion: 2 }, userName: '系统管理员' }),
      ]);
    }
    expect(after.audits).toBe(20);

    // the same request again: the same answers, nothing changed
    const repeat = await execute();
    expect(repeat.outcomes.filter((o) => o.moved)).toHaveLength(0);
    expect(await snapshot(ids)).toEqual(after);
    const again = ok(
      await post<{ outcomes: Outcome[] }>(t('admin'), '/jflow/migration/execute', {
        ...mapped,
        requestId: 'move-v1-v2',
      }),
    );
    expect(again.outcomes).toEqual([]);
    expect(await snapshot(ids)).toEqual(after);

    // the moved application goes on in v2: the controller approves, the director is next
    const moved = ids[10] as string;
    ok(await approve(server, t('admin'), await taskOn(server, t('admin'), moved)));
    expect((await openTasksOf(moved)).map((task) => [task.nodeId, task.assigneeId])).toEqual([
      ['a3', IDS.zhaoliu],
    ]);
  });
});
