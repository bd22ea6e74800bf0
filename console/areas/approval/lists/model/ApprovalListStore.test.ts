import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { InstanceState } from '@shared/api/modules/approval';
import { scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { anApprovalRow, pageOf } from '../../model/testing/approvalRows';
import { ApprovalListStore } from './ApprovalListStore';

const degrees = [
  { dictValue: '1', dictLabel: 'Normal' },
  { dictValue: '3', dictLabel: 'Urgent' },
];

const serverWith = (rows = Array.from({ length: 23 }, (_, i) => anApprovalRow(String(i + 1)))) => {
  const server = scriptedServer();
  server.answer(api.system.dictByCode, () => degrees as never);
  server.answer(api.approval.myTask, ({ query }) =>
    pageOf(
      rows.filter((r) => r.processName.includes(String(query.processName ?? ''))),
      query,
    ),
  );
  server.answer(api.approval.myProcess, ({ query }) =>
    pageOf(
      rows.filter((r) => query.ended !== 1 || r.instanceState !== InstanceState.UnderApproval),
      query,
    ),
  );
  return server;
};

describe('ApprovalListStore', () => {
  it('shows page 1 of the to-do list with the urgency labels, then pages on', async () => {
    const server = serverWith();
    const store = new ApprovalListStore(server.deps, 'todo');
    expect(store.page.hasLoaded).toBe(false);
    await store.start();
    expect(store.page.rows.map((r) => r.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(store.page.total).toBe(23);
    expect(server.requestsTo(api.approval.myTask)[0]?.query).toMatchObject({
      category: 'todo',
      pageNum: 1,
      limit: 10,
      ended: 0,
    });
    await store.page.goTo(3);
    expect(store.page.rows.map((r) => r.id)).toEqual(['21', '22', '23']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.degrees.label(3)).toBe('Urgent');
    expect(store.degrees.label(7)).toBe('7');
  });

  it('applies the typed filters only on search, from page 1, and reset clears them', async () => {
    const rows = [
      anApprovalRow('1', { processName: 'Leave' }),
      anApprovalRow('2', { processName: 'Overtime' }),
    ];
    const server = serverWith(rows);
    const store = new ApprovalListStore(server.deps, 'cc');
    await store.start();
    store.setProcessName('  Over ');
    store.setEnded(2);
    expect(server.requestsTo(api.approval.myTask)).toHaveLength(1);
    await store.search();
    expect(store.page.rows.map((r) => r.id)).toEqual(['2']);
    expect(server.requestsTo(api.approval.myTask).at(-1)?.query).toMatchObject({
      category: 'cc',
      processName: 'Over',
      ended: 2,
      pageNum: 1,
    });
    await store.reset();
    expect(store.processName).toBe('');
    expect(store.ended).toBe(0);
    expect(store.page.rows).toHaveLength(2);
    expect(server.requestsTo(api.approval.myTask).at(-1)?.query).not.toHaveProperty('processName');
  });

  it('reads my applications from myProcess, without a category', async () => {
    const server = serverWith([
      anApprovalRow('1'),
      anApprovalRow('2', { instanceState: InstanceState.Approved }),
    ]);
    const store = new ApprovalListStore(server.deps, 'mine');
    store.setEnded(1);
    await store.search();
    expect(store.page.rows.map((r) => r.id)).toEqual(['2']);
    expect(server.requestsTo(api.approval.myProcess)[0]?.query).not.toHaveProperty('category');
    expect(server.requestsTo(api.approval.myTask)).toHaveLength(0);
  });

  it('shows an empty list when the first load fails, and the client told the user', async () => {
    const server = scriptedServer();
    server.answer(api.system.dictByCode, () => []);
    const store = new ApprovalListStore(server.deps, 'handled');
    await store.start();
    expect(store.page.hasLoaded).toBe(true);
    expect(store.page.rows).toEqual([]);
    expect(store.page.isLoading).toBe(false);
  });
});
