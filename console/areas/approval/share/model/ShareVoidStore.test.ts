import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { ProcessViewStore } from '../../lists/model/ProcessViewStore';

describe('ShareVoidStore (share and void from the application view)', () => {
  it('shares with the chosen people once, closes the picker and marks the lists for a reload', async () => {
    const server = scriptedServer();
    server.answer(api.approval.share, () => null);
    const view = new ProcessViewStore(server.deps, 'I1');
    const store = view.shareVoid;
    store.ask('share');
    expect(store.asking).toBe('share');
    await store.share(['U5', 'U6']);
    expect(server.requestsTo(api.approval.share)[0]?.body).toMatchObject({ id: 'I1', userIds: ['U5', 'U6'] });
    expect([store.asking, view.isChanged]).toEqual([null, true]);
  });

  it('sends nothing when nobody is chosen', async () => {
    const server = scriptedServer();
    const store = new ProcessViewStore(server.deps, 'I1').shareVoid;
    store.ask('share');
    await store.share([]);
    expect(server.requestsTo(api.approval.share)).toEqual([]);
    expect(store.asking).toBeNull();
  });

  it('voids only with a reason; a refusal keeps the dialog open and changes nothing', async () => {
    const server = scriptedServer();
    server.answer(api.approval.void, () => {
      throw new Refusal('Only an approved application can be voided.');
    });
    const view = new ProcessViewStore(server.deps, 'I1');
    const store = view.shareVoid;
    store.ask('void');
    store.setReason('   ');
    expect(store.canConfirmVoid).toBe(false);
    await store.confirmVoid();
    expect(server.requestsTo(api.approval.void)).toEqual([]);
    store.setReason(' wrong amount ');
    await store.confirmVoid();
    expect(server.requestsTo(api.approval.void)[0]?.body).toMatchObject({
      id: 'I1',
      comment: 'wrong amount',
    });
    expect(server.notices).toEqual([
      { kind: 'error', message: 'Only an approved application can be voided.' },
    ]);
    expect([store.asking, view.isChanged]).toEqual(['void', false]);
  });
});
