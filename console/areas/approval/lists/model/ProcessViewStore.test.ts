import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { ProcessViewStore } from './ProcessViewStore';

describe('ProcessViewStore', () => {
  it('urges and recalls the instance, tells the user and marks the lists for a reload', async () => {
    const server = scriptedServer();
    server.answer(api.approval.urge, () => null);
    server.answer(api.approval.recall, () => null);
    const store = new ProcessViewStore(server.deps, 'I1');
    expect(store.isChanged).toBe(false);
    await store.act('urge');
    await store.act('recall');
    expect(server.requestsTo(api.approval.urge)[0]?.body).toEqual({ id: 'I1' });
    expect(server.requestsTo(api.approval.recall)[0]?.body).toEqual({ id: 'I1' });
    expect(server.notices.map((n) => n.message)).toEqual([
      'approval:message.success',
      'approval:message.success',
    ]);
    expect(store.isChanged).toBe(true);
    expect(store.version).toBe(2);
  });

  it('changes nothing when the server refuses (urged too soon)', async () => {
    const server = scriptedServer();
    server.answer(api.approval.urge, () => {
      throw new Refusal('Urged less than an hour ago.');
    });
    const store = new ProcessViewStore(server.deps, 'I1');
    await store.act('urge');
    expect(server.notices).toEqual([{ kind: 'error', message: 'Urged less than an hour ago.' }]);
    expect(store.isChanged).toBe(false);
    expect(store.version).toBe(0);
  });
});
