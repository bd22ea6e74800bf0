import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { InstanceState } from '@shared/api/modules/approval';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { aProcessInfo } from '../../model/testing/approvalRows';
import { ProcessTimelineStore } from './ProcessTimelineStore';

describe('ProcessTimelineStore', () => {
  it('loads the dynamics of an instance and loads them again after an action', async () => {
    const server = scriptedServer();
    let state: number = InstanceState.UnderApproval;
    server.answer(api.approval.nodeInfo, () => aProcessInfo({ instanceState: state }));
    const store = new ProcessTimelineStore(server.deps);
    await store.load('I1');
    expect(store.info.value?.instanceState).toBe(InstanceState.UnderApproval);
    state = InstanceState.Revoked;
    await store.load('I1');
    expect(store.info.value?.instanceState).toBe(InstanceState.Revoked);
    expect(server.requestsTo(api.approval.nodeInfo).map((r) => r.query)).toEqual([
      { id: 'I1' },
      { id: 'I1' },
    ]);
  });

  it('reports dynamics it may not read', async () => {
    const server = scriptedServer();
    server.answer(api.approval.nodeInfo, () => {
      throw new Refusal('Not found');
    });
    const store = new ProcessTimelineStore(server.deps);
    await store.load('I9');
    expect(store.info.failed).toBe(true);
  });

  it('switches between timeline and flow, and tells how the image export went', async () => {
    const server = scriptedServer();
    const store = new ProcessTimelineStore(server.deps);
    expect(store.view).toBe('timeline');
    store.show('flow');
    expect(store.view).toBe('flow');
    await store.exportImage(() => Promise.resolve());
    await store.exportImage(() => Promise.reject(new Error('canvas too large')));
    expect(server.notices).toEqual([
      { kind: 'success', message: 'approval:timeline.exported' },
      { kind: 'error', message: 'approval:timeline.exportFailed' },
    ]);
  });
});
