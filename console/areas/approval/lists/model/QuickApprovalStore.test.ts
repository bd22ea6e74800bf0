import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { anApprovalRow } from '../../model/testing/approvalRows';
import { QuickApprovalStore } from './QuickApprovalStore';

const rows = [
  anApprovalRow('1', { canQuickApprove: true, title: 'Leave of Zhang San' }),
  anApprovalRow('2', { canQuickApprove: true, title: 'Trip of Li Si' }),
  anApprovalRow('3', { canQuickApprove: false, title: 'Signed claim' }),
];

const setup = () => {
  const server = scriptedServer();
  let reloads = 0;
  const store = new QuickApprovalStore(
    server.deps,
    () => rows,
    () => (reloads += 1),
  );
  return { server, store, reloads: () => reloads };
};

describe('QuickApprovalStore', () => {
  it('chooses only the rows the server offers, one by one or all at once', () => {
    const { store } = setup();
    store.toggle('t-3');
    expect(store.chosen).toEqual([]);
    store.toggle('t-2');
    expect([store.chosen, store.isAllChosen]).toEqual([['t-2'], false]);
    store.toggleAll();
    expect([store.chosen, store.isAllChosen]).toEqual([['t-1', 't-2'], true]);
    store.toggleAll();
    expect(store.chosen).toEqual([]);
  });

  it('asks once, sends the chosen tasks in one call and keeps each outcome with its title', async () => {
    const { server, store, reloads } = setup();
    server.answer(api.approval.quickApprove, () => ({
      results: [
        { taskId: 't-1', isApproved: true, code: '', reason: '' },
        { taskId: 't-2', isApproved: false, code: 'alreadyHandled', reason: 'Handled by Wang Wu.' },
      ],
    }));
    store.confirm();
    expect(store.isConfirming).toBe(false);
    store.toggleAll();
    store.confirm();
    expect(store.isConfirming).toBe(true);
    await store.approve();
    expect(server.requestsTo(api.approval.quickApprove)).toHaveLength(1);
    expect(server.requestsTo(api.approval.quickApprove)[0]?.body).toMatchObject({ taskIds: ['t-1', 't-2'] });
    expect(store.outcomes?.map((o) => [o.title, o.isApproved, o.reason])).toEqual([
      ['Leave of Zhang San', true, ''],
      ['Trip of Li Si', false, 'Handled by Wang Wu.'],
    ]);
    expect([store.isConfirming, store.chosen, reloads()]).toEqual([false, [], 1]);
    store.dismiss();
    expect(store.outcomes).toBeNull();
  });

  it('a failed call closes the confirmation, keeps the choice and reloads nothing', async () => {
    const { server, store, reloads } = setup();
    server.answer(api.approval.quickApprove, () => {
      throw new Refusal('Too many tasks');
    });
    store.toggle('t-1');
    store.confirm();
    await store.approve();
    expect([store.isConfirming, store.chosen, store.outcomes, reloads()]).toEqual([false, ['t-1'], null, 0]);
  });
});
