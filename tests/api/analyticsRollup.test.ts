/**
 * The efficiency diagnosis over a long history reads the nodes' waits from the rollup (issue 31, "Big tenants"): on
 * the data of analytics.test.ts, the node figures read from the rollup (with the size limit lowered to 0) must equal
 * the exact ones in every count and come within 1 % in every median and 90th percentile, for a period whose ends
 * fall inside days.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import * as q from '../../server/modules/analytics/diagnosis/queries';
import { catchUpWaitRollup, SETTLE_MS } from '../../server/modules/analytics/diagnosis/waitRollup';
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
