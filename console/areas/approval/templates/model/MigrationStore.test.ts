import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import type { MigrationPlanRowData, VersionRowData } from '@shared/api/modules/approval';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { MigrationStore } from './MigrationStore';

const row = (instanceId: string, moves: boolean): MigrationPlanRowData => ({
  instanceId,
  itemName: `Leave ${instanceId}`,
  applicant: 'Zhang San',
  currentNodes: [{ id: 'a2', name: 'Finance' }],
  landingNodes: moves ? [{ id: 'a4', name: 'Controller' }] : [],
  moves,
  keepsAssignees: false,
  missingFields: [],
  ...(moves ? {} : { reason: 'nodeGone' as const }),
});

const published: VersionRowData = {
  version: 0,
  note: '',
  publishedBy: { id: 'U1', name: 'Admin' },
  publishedAt: 0,
  runningCount: 0,
  republishedFrom: null,
};

const setUp = () => {
  const server = scriptedServer();
  // the Versions tab's list, newest first
  server.answer(api.approval.processVersions, () => [
    { ...published, version: 2, runningCount: 0 },
    { ...published, version: 1, runningCount: 3 },
  ]);
  server.answer(api.approval.migrationDryRun, ({ body }) => {
    const pair = body as { fromVersion: number; toVersion: number };
    if (pair.fromVersion === pair.toVersion)
      throw new Refusal('Parameter toVersion is invalid: choose a version other than the source version', {
        field: 'toVersion',
      });
    const isMapped = (body as { mapping: Record<string, string> }).mapping['a2'] === 'a4';
    return {
      rows: ['I1', 'I2', 'I3'].map((id) => row(id, isMapped)),
      total: 3,
      moving: isMapped ? 3 : 0,
      goneNodes: [{ id: 'a2', name: 'Finance' }],
      targetNodes: [{ id: 'a4', name: 'Controller' }],
    };
  });
  return server;
};

describe('MigrationStore', () => {
  it('plans from the running version to the newest, again when a gone node is mapped', async () => {
    const server = setUp();
    const store = new MigrationStore(server.deps, 'P1');
    await store.start();
    expect([store.fromVersion, store.toVersion]).toEqual([1, 2]);
    expect(store.movable).toBe(0);
    await store.setMapping('a2', 'a4');
    expect(store.movable).toBe(3);
    expect(server.requestsTo(api.approval.migrationDryRun).map((r) => r.body)).toEqual([
      { id: 'P1', fromVersion: 1, toVersion: 2, mapping: {} },
      { id: 'P1', fromVersion: 1, toVersion: 2, mapping: { a2: 'a4' } },
    ]);
  });

  it('executes batch after batch under one request id and sums the outcomes', async () => {
    const server = setUp();
    server.answer(api.approval.migrationExecute, ({ body }) => {
      const after = (body as { after?: string }).after;
      return after
        ? { outcomes: [{ instanceId: 'I3', moved: false, reason: 'parallelMismatch' as const }] }
        : {
            outcomes: [
              { instanceId: 'I1', moved: true },
              { instanceId: 'I2', moved: true },
            ],
            next: 'I2',
          };
    });
    const store = new MigrationStore(server.deps, 'P1');
    await store.start();
    await store.setMapping('a2', 'a4');
    await store.execute();
    const sent = server
      .requestsTo(api.approval.migrationExecute)
      .map((r) => r.body as Record<string, unknown>);
    expect(sent.map((body) => body['after'])).toEqual([undefined, 'I2']);
    expect(new Set(sent.map((body) => body['requestId'])).size).toBe(1);
    expect(store.progress).toEqual({ done: 3, total: 3 });
    expect(store.result).toEqual({ moved: 2, stayed: 1 });
  });

  it("shows the server's refusal of the same version twice at the target field, and clears it on a new choice", async () => {
    const server = setUp();
    const store = new MigrationStore(server.deps, 'P1');
    await store.start();
    await store.setTo(1);
    expect(store.planProblem).toEqual({
      field: 'toVersion',
      message: 'Parameter toVersion is invalid: choose a version other than the source version',
    });
    expect(store.movable).toBe(0);
    expect(server.notices).toEqual([]);
    await store.setTo(2);
    expect(store.planProblem).toBeNull();
    expect(store.plan.value?.total).toBe(3);
  });
});
