import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import type { DelegationRow } from '@shared/api/modules/approval';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { DelegationsStore } from './DelegationsStore';

const NOW = Date.UTC(2026, 10, 27, 9, 30, 45);
const row = (over: Partial<DelegationRow> = {}): DelegationRow => ({
  id: 'd1',
  delegateId: 'U2',
  delegateName: 'Li Si',
  startTime: NOW,
  endTime: NOW + 3_600_000,
  allFlows: false,
  processIds: ['p1'],
  processNames: ['Leave'],
  ...over,
});

const setUp = () => {
  const server = scriptedServer();
  let saved: DelegationRow[] = [];
  server.answer(api.approval.myDelegations, () => saved);
  server.answer(api.approval.userOptions, () => [
    { userId: 'U1', userName: 'me', nickName: 'Me' },
    { userId: 'U2', userName: 'lisi', nickName: 'Li Si' },
  ]);
  server.answer(api.approval.processPage, () => ({
    total: 1,
    rows: [{ id: 'p1', processName: 'Leave' } as never],
  }));
  server.answer(api.approval.saveDelegation, ({ body }) => {
    saved = [row(body as Partial<DelegationRow>)];
    return { id: 'd1' };
  });
  server.answer(api.approval.removeDelegation, () => {
    saved = [];
    return null;
  });
  const store = new DelegationsStore(server.deps, 'U1', () => NOW);
  return { server, store };
};

describe('DelegationsStore', () => {
  it('loads the list, people but oneself, and published flows', async () => {
    const { server, store } = setUp();
    store.start();
    await expect.poll(() => store.flows.value).toEqual([{ id: 'p1', name: 'Leave' }]);
    expect(store.list.value).toEqual([]);
    expect(store.delegates.map((u) => u.userId)).toEqual(['U2']);
    expect(server.requestsTo(api.approval.processPage)[0]?.query).toMatchObject({ published: 1 });
  });

  it('a new delegation starts now (to the minute) for a day; saving sends it and reloads the list', async () => {
    const { server, store } = setUp();
    store.newDraft();
    expect(store.draft).toEqual({
      delegateId: '',
      startTime: NOW - 45_000,
      endTime: NOW - 45_000 + 86_400_000,
      allFlows: true,
      processIds: [],
    });
    store.change({ delegateId: 'U2', allFlows: false });
    store.toggleFlow('p1');
    store.toggleFlow('p2');
    store.toggleFlow('p2');
    expect(await store.save()).toBe(true);
    expect(server.requestsTo(api.approval.saveDelegation)[0]?.body).toMatchObject({
      delegateId: 'U2',
      allFlows: false,
      processIds: ['p1'],
    });
    expect(store.draft).toBeNull();
    expect(store.list.value?.map((r) => r.delegateId)).toEqual(['U2']);
    expect(server.notices).toContainEqual({ kind: 'success', message: 'approval:delegate.saved' });
  });

  it('a refused save keeps the form open with what was typed', async () => {
    const { server, store } = setUp();
    server.answer(api.approval.saveDelegation, () => {
      throw new Refusal('Invalid To: must end after it starts', { field: 'endTime' });
    });
    store.edit(row());
    expect(await store.save()).toBe(false);
    expect(store.draft).toMatchObject({ id: 'd1', delegateId: 'U2', processIds: ['p1'] });
    expect(server.notices.map((n) => n.message)).toContain('Invalid To: must end after it starts');
  });

  it('removes a delegation and reloads', async () => {
    const { server, store } = setUp();
    await store.remove('d1');
    expect(server.requestsTo(api.approval.removeDelegation)[0]?.body).toEqual({ id: 'd1' });
    expect(server.notices).toContainEqual({ kind: 'success', message: 'approval:delegate.removed' });
  });
});
