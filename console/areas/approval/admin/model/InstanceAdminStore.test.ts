import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { anApprovalRow } from '../../model/testing/approvalRows';
import {
  EMPTY_FILTERS,
  InstanceAdminDetailStore,
  InstanceAdminStore,
  instanceQuery,
} from './InstanceAdminStore';

describe('instanceQuery', () => {
  it('sends only the filters that are set; the "until" day is included', () => {
    expect(instanceQuery(EMPTY_FILTERS, 1, 10)).toEqual({ pageNum: 1, limit: 10 });
    const query = instanceQuery(
      {
        processId: 'P1',
        state: '0',
        initiatorId: 'U1',
        from: '2026-11-01',
        to: '2026-11-02',
        keyword: ' trip ',
      },
      2,
      10,
    );
    expect(query).toMatchObject({
      pageNum: 2,
      processId: 'P1',
      state: 0,
      initiatorId: 'U1',
      keyword: 'trip',
    });
    expect((query.to ?? 0) - (query.from ?? 0)).toBe(2 * 24 * 3600_000);
  });
});

describe('InstanceAdminStore', () => {
  it('applies the typed filters from page 1 and clears them on reset', async () => {
    const server = scriptedServer();
    server.answer(api.approval.instancePage, () => ({ total: 1, rows: [anApprovalRow('I1')] }));
    server.answer(api.approval.processPage, () => ({ total: 0, rows: [] }));
    server.answer(api.approval.userOptions, () => []);
    const store = new InstanceAdminStore(server.deps);
    await store.start();
    store.setFilter('keyword', 'north');
    store.setFilter('state', '5');
    await store.search();
    await store.reset();
    expect(server.requestsTo(api.approval.instancePage).map((r) => r.query)).toEqual([
      { pageNum: 1, limit: 10 },
      { pageNum: 1, limit: 10, state: 5, keyword: 'north' },
      { pageNum: 1, limit: 10 },
    ]);
    expect(store.page.rows.map((row) => row.id)).toEqual(['I1']);
  });
});

describe('InstanceAdminDetailStore', () => {
  const detail = { instanceState: 0, openTasks: [], pushes: [] };

  it('terminates with the reason, reassigns with a request key, retries a push, and reloads after each', async () => {
    const server = scriptedServer();
    server.answer(api.approval.instanceAdmin, () => detail);
    server.answer(api.approval.updateState, () => null);
    server.answer(api.approval.reassign, () => null);
    server.answer(api.approval.pushRetry, () => null);
    const store = new InstanceAdminDetailStore(server.deps, 'I1');
    await store.load();
    expect(await store.terminate('  twice ')).toBe(true);
    await store.reassign('T1', 'U2');
    await store.settlePush(7, 'retry');
    expect(server.requestsTo(api.approval.updateState)[0]?.body).toEqual({
      id: 'I1',
      instanceState: 5,
      comment: 'twice',
    });
    expect(server.requestsTo(api.approval.reassign)[0]?.body).toMatchObject({
      taskId: 'T1',
      targetUserId: 'U2',
    });
    expect(server.requestsTo(api.approval.pushRetry)[0]?.body).toEqual({ id: 7 });
    expect(server.requestsTo(api.approval.instanceAdmin)).toHaveLength(4);
    expect(store.isChanged).toBe(true);
  });

  it('changes nothing when the server refuses', async () => {
    const server = scriptedServer();
    server.answer(api.approval.instanceAdmin, () => detail);
    server.answer(api.approval.pushSkip, () => {
      throw new Refusal('Only a failed push can be retried or skipped.');
    });
    const store = new InstanceAdminDetailStore(server.deps, 'I1');
    expect(await store.settlePush(3, 'skip')).toBe(false);
    expect(server.notices).toEqual([
      { kind: 'error', message: 'Only a failed push can be retried or skipped.' },
    ]);
    expect(store.isChanged).toBe(false);
  });
});
