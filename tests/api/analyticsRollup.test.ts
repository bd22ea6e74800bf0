/**
 * The efficiency diagnosis over a long history reads the nodes' waits from the rollup (issue 31, "Big tenants"): on
 * the data of analytics.test.ts, the node figures read from the rollup (with the size limit lowered to 0) must equal
 * the exact ones in every count and come within 1 % in every median and 90th percentile, for a period whose ends
 * fall inside days. The instance figures (states, time to finish, starts per day) likewise, also after a void.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import * as q from '../../server/modules/analytics/diagnosis/queries';
import { catchUpWaitRollup, SETTLE_MS } from '../../server/modules/analytics/diagnosis/waitRollup';
import { sql } from 'drizzle-orm';
import { InstanceState } from '@shared/approval/states';
import { rolledInstanceFigures } from '../../server/modules/analytics/diagnosis/instanceRollup';
import { rowsOf } from '../../server/modules/analytics/sqlRows';
import { wfInstances } from '../../server/db/schema';
import { dbKind, startServer, type TestServer } from './harness';
import { IDS, publish } from './approval.kit';
import { DAY, seed } from './analytics.seed';

let server: TestServer;
let scope: q.Scope;

beforeAll(async () => {
  server = await startServer();
  const now = server.clock.now.getTime();
  const admin = await server.tokenFor('admin');
  const tree = () =>
    flow([
      approver('n1', [IDS.lisi], { nodeName: 'Manager' }),
      approver('n2', [IDS.wangwu], { nodeName: 'HR' }),
    ]);
  const flowId = await publish(server, admin, tree(), { efficiencyDiagnosis: true });
  const offFlowId = await publish(server, admin, tree());
  await seed(server, now, flowId, offFlowId);
  // ends inside a day at both ends: the partial days are read live
  scope = {
    merchantId: 'M001',
    processId: flowId,
    from: now - 45 * DAY + 7_200_000,
    to: now + 3_600_000,
    now,
    tzOffset: 0,
  };
});
afterAll(() => server.close());

const within1Percent = (estimate: number | null, exact: number | null) => {
  if (exact === null) return expect(estimate).toBeNull();
  expect(estimate).not.toBeNull();
  expect(Math.abs((estimate ?? 0) - exact)).toBeLessThanOrEqual(Math.abs(exact) * 0.01 + 1e-9);
};

const withoutPercentiles = (nodes: q.NodeRow[]) =>
  nodes.map(({ medianWaitSeconds: _median, p90WaitSeconds: _p90, ...node }) => node);

describe(`efficiency diagnosis from the rollup on ${dbKind}`, () => {
  it('answers exactly while nothing is rolled up, then from the rollup: counts equal, percentiles within 1 %', async () => {
    const db = server.deps.db;
    expect(await q.rolledNodeFigures(db, scope, 0)).toBeNull();
    const exact = await q.exactNodeFigures(db, scope);
    expect(exact.length).toBeGreaterThan(1);
    expect(exact.some((node) => node.openTasks > 0)).toBe(true);
    expect(await catchUpWaitRollup(db, scope.now + SETTLE_MS + 1)).toBeGreaterThan(0);
    // still exact below the size limit
    expect(await q.nodeFigures(db, scope)).toEqual({ nodes: exact, approximate: false });
    const rolled = await q.rolledNodeFigures(db, scope, 0);
    if (!rolled) throw new Error('the rollup did not answer');
    expect(withoutPercentiles(rolled)).toEqual(withoutPercentiles(exact));
    rolled.forEach((node, i) => {
      within1Percent(node.medianWaitSeconds, exact[i]?.medianWaitSeconds ?? null);
      within1Percent(node.p90WaitSeconds, exact[i]?.p90WaitSeconds ?? null);
    });
  });

  it('a second pass with nothing newly finished changes nothing, and each tenant reads its own rows only', async () => {
    const db = server.deps.db;
    const before = await q.rolledNodeFigures(db, scope, 0);
    expect(await catchUpWaitRollup(db, scope.now + SETTLE_MS + 2)).toBe(0);
    expect(await q.rolledNodeFigures(db, scope, 0)).toEqual(before);
    const theirs = { ...scope, merchantId: 'M002' };
    const theirExact = await q.exactNodeFigures(db, theirs);
    const theirRolled = (await q.rolledNodeFigures(db, theirs, 0)) ?? [];
    expect(theirRolled.map((node) => node.tasks)).toEqual(theirExact.map((node) => node.tasks));
    const tasks = (nodes: q.NodeRow[]) => nodes.reduce((sum, node) => sum + node.tasks, 0);
    expect(tasks(theirExact)).toBeLessThan(tasks(before ?? []));
  });
});

describe(`instance figures from the rollup on ${dbKind}`, () => {
  const exactOf = async (s: q.Scope) => {
    const db = server.deps.db;
    const [figures, histogram, perDay, perWeek] = await Promise.all([
      q.instanceFigures(db, s),
      q.finishHistogram(db, s),
      q.startedPerDay(db, s),
      q.finishPerWeek(db, s),
    ]);
    return { figures, histogram, perDay, perWeek };
  };
  const byIndex = (rows: { index: number; count: number }[]) =>
    [...rows].filter((row) => row.count > 0).sort((a, b) => a.index - b.index);
  const byDay = (rows: { day: number; started: number }[]) => [...rows].sort((a, b) => a.day - b.day);

  const expectSame = async (s: q.Scope) => {
    const exact = await exactOf(s);
    const rolled = await rolledInstanceFigures(server.deps.db, s, 0);
    if (!rolled) throw new Error('the rollup did not answer');
    const { medianSeconds, p90Seconds, ...counts } = rolled.figures;
    const { medianSeconds: exactMedian, p90Seconds: exactP90, ...exactCounts } = exact.figures;
    expect(counts).toEqual(exactCounts);
    within1Percent(medianSeconds, exactMedian);
    within1Percent(p90Seconds, exactP90);
    expect(byIndex(rolled.histogram)).toEqual(byIndex(exact.histogram));
    if (s.tzOffset % 60 === 0) {
      const weeks = rolled.finishPerWeek ?? [];
      expect(weeks.map(({ medianSeconds: _m, ...week }) => week)).toEqual(
        exact.perWeek.map(({ medianSeconds: _m, ...week }) => week),
      );
      weeks.forEach((week, i) => within1Percent(week.medianSeconds, exact.perWeek[i]?.medianSeconds ?? null));
    } else expect(rolled.finishPerWeek).toBeNull();
    return { rolled, exact };
  };

  it('counts, the time-to-finish histogram, the starts per local day and the weeks equal the exact ones in any zone', async () => {
    await catchUpWaitRollup(server.deps.db, scope.now + SETTLE_MS + 3);
    for (const tzOffset of [0, 480, -300, 60, 330, 345]) {
      const { rolled, exact } = await expectSame({ ...scope, tzOffset });
      expect(exact.figures.finished).toBeGreaterThan(0);
      expect(exact.figures.running).toBeGreaterThan(0);
      expect(exact.perWeek.length).toBeGreaterThan(2);
      expect(byDay(rolled.startedPerDay ?? [])).toEqual(byDay(exact.perDay));
    }
    // AN-05 started before this period and finished in it; AN-06 started after the other one ended
    const later = { ...scope, from: scope.now - 16 * DAY + 3_600_000 };
    const earlier = { ...scope, to: scope.now - 15 * DAY - 3_600_000 };
    for (const s of [later, earlier])
      for (const tzOffset of [0, 480, -300]) await expectSame({ ...s, tzOffset });
    expect((await exactOf(later)).perWeek.map((week) => week.finished)).not.toEqual(
      (await exactOf(scope)).perWeek.map((week) => week.finished),
    );
    // a zone off the quarter hours: the starts per day are left to the exact query
    expect(
      (await rolledInstanceFigures(server.deps.db, { ...scope, tzOffset: 7 }, 0))?.startedPerDay,
    ).toBeNull();
  });

  it('an instance that finished after the mark is read live and counted once', async () => {
    const before = await expectSame(scope);
    const createTime = scope.now - 10 * DAY;
    await server.deps.db.insert(wfInstances).values({
      id: 'AN-LIVE',
      merchantId: 'M001',
      processId: scope.processId,
      versionId: 'seeded',
      processName: 'Diagnosed flow',
      processType: 'hr',
      itemName: 'Live',
      degree: 1,
      state: InstanceState.Rejected,
      createBy: 'U1002',
      createByName: '张三',
      createTime,
      // after the mark the rollup holds (now + 3 ms)
      endTime: scope.now + 60_000,
      version: 1,
      data: {},
    });
    const after = await expectSame(scope);
    expect(after.rolled.figures.rejected).toBe(before.rolled.figures.rejected + 1);
    expect(after.rolled.figures.started).toBe(before.rolled.figures.started + 1);
  });

  it('an approved instance voided after it was rolled up counts as voided at once, not as approved', async () => {
    const db = server.deps.db;
    const before = await expectSame(scope);
    const [approved] = await rowsOf<{ id: string }>(
      db,
      sql`select id from wf_instances where merchant_id = 'M001' and process_id = ${scope.processId}
        and state = ${InstanceState.Approved} and create_time >= ${scope.from} order by create_time limit 1`,
    );
    if (!approved) throw new Error('no approved instance to void');
    await db.execute(sql`update wf_instances set state = ${InstanceState.Voided} where id = ${approved.id}`);
    const after = await expectSame(scope);
    expect(after.rolled.figures.approved).toBe(before.rolled.figures.approved - 1);
    expect(after.rolled.figures.finished).toBe(before.rolled.figures.finished);
  });

  it('a period of less than the limit of finished instances is left to the exact queries', async () => {
    expect(await rolledInstanceFigures(server.deps.db, scope)).toBeNull();
  });
});
