/**
 * The demo history of a first start (issue 29 "a first start that shows the product"): a few hundred applications
 * over 90 days in every state, played through the engine's own actions, consistent wherever one looks.
 */
import { InstanceState, TaskState, TaskType } from '@shared/approval/states';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHistory, type HistorySummary } from '../../server/db/seed/history/seedHistory';
import { wfInstances, wfSignatures, wfTasks } from '../../server/db/schema';
import type { EngineInstance } from '../../server/engine';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
let summary: HistorySummary;
let instances: (typeof wfInstances.$inferSelect)[];

beforeAll(async () => {
  server = await startServer();
  // a third of the first start's volume: every state still comes up (the plan is seeded), in a third of the time
  summary = await seedHistory(server.deps, { share: 0.35 });
  instances = await server.deps.db.select().from(wfInstances).where(eq(wfInstances.merchantId, 'M001'));
}, 600_000);
afterAll(() => server.close());

describe(`demo history on ${dbKind}`, () => {
  it('plays a hundred applications and more with no refused action', () => {
    console.log(
      `demo history: ${summary.applications} applications, ${summary.actions} actions, ${summary.milliseconds} ms`,
    );
    expect(summary.refused).toEqual([]);
    expect(summary.applications).toBeGreaterThanOrEqual(100);
    expect(instances.length).toBe(summary.applications);
  });

  it('has applications in every state, over the last 90 days', () => {
    const states = new Set(instances.map((row) => row.state));
    for (const state of [
      InstanceState.UnderApproval,
      InstanceState.Approved,
      InstanceState.Rejected,
      InstanceState.Revoked,
      InstanceState.Voided,
    ])
      expect(states, `state ${state}`).toContain(state);
    const now = server.clock.now.getTime();
    const ages = instances.map((row) => (now - Number(row.createTime)) / 86_400_000);
    expect(Math.max(...ages)).toBeGreaterThan(80);
    expect(Math.max(...ages)).toBeLessThanOrEqual(91);
    expect(Math.min(...ages)).toBeLessThan(3);
  });

  it('closes what is finished: an end time and no open task; every one has its submission in the timeline', async () => {
    const tasks = await server.deps.db.select().from(wfTasks).where(eq(wfTasks.merchantId, 'M001'));
    for (const row of instances) {
      const open = tasks.filter(
        (task) => task.instanceId === row.id && task.taskType !== TaskType.Cc && task.endTime === null,
      );
      const submitted = tasks.filter(
        (task) => task.instanceId === row.id && task.taskType === TaskType.Initiator,
      );
      expect(submitted.length, row.itemName).toBeGreaterThan(0);
      if (row.state === InstanceState.UnderApproval) {
        expect(row.endTime, row.itemName).toBeNull();
        expect(open.length, row.itemName).toBeGreaterThan(0);
      } else {
        expect(Number(row.endTime), row.itemName).toBeGreaterThan(Number(row.createTime));
        expect(open, row.itemName).toEqual([]);
      }
    }
  });

  it('has returned, overdue, cc and signed steps among them', async () => {
    const tasks = await server.deps.db.select().from(wfTasks).where(eq(wfTasks.merchantId, 'M001'));
    expect(tasks.filter((task) => task.taskState === TaskState.Fallback).length).toBeGreaterThan(2);
    expect(tasks.filter((task) => task.taskType === TaskType.Cc).length).toBeGreaterThan(10);
    const overdue = instances.flatMap((row) =>
      (row.data as EngineInstance).tasks.filter((task) => task.overdueAt),
    );
    expect(overdue.length).toBeGreaterThan(0);
    const signatures = await server.deps.db
      .select()
      .from(wfSignatures)
      .where(and(eq(wfSignatures.merchantId, 'M001')));
    expect(signatures.length).toBeGreaterThan(2);
  });
});
