import { describe, expect, it } from 'vitest';
import { StartStore } from './StartStore';
import { fakeCall } from './testing/fakeCall';

const form = {
  processId: 'P1',
  processName: 'Leave',
  version: 1,
  displayMode: '1',
  forms: [],
  privileges: [],
  designateNodes: [{ id: 'n1', nodeName: 'Manager', selectMode: 1 }],
  ccNodes: [{ id: 'c1', nodeName: 'HR', selectMode: 2 }],
  submitForOthers: false,
};
const person = (userId: string, nickName: string) => ({ userId, userName: userId, nickName });
const valid = async () => ({ reason: 'trip' });

const started = async (
  preview: { needActors: boolean; nodes: unknown[] } = { needActors: false, nodes: [] },
) => {
  const fake = fakeCall({
    '/jflow/startForm': () => form,
    '/jflow/startPreview': () => preview,
    '/jflow/start': () => ({ instanceId: 'I9' }),
  });
  const store = new StartStore(() => fake.call, 'P1');
  await store.load();
  return { store, calls: fake.calls };
};

describe('StartStore', () => {
  it('asks for the designated approver before anything is sent; cc people stay optional', async () => {
    const { store, calls } = await started();
    await store.submit(valid);
    expect(store.error).toBe('start.needPeople');
    expect(calls.map((c) => c.path)).toEqual(['/jflow/startForm']);
    store.setPicks('n1', [person('U2', 'Li Si')]);
    await store.submit(valid);
    expect(store.instanceId).toBe('I9');
    const start = calls.find((c) => c.path === '/jflow/start');
    expect(start?.body).toMatchObject({
      processId: 'P1',
      params: { reason: 'trip' },
      picks: [{ nodeId: 'n1', people: [{ id: 'U2', name: 'Li Si' }] }],
    });
    expect(String(start?.body?.requestId)).toMatch(/^m-/);
  });

  it('sends the cc people picked with the picks', async () => {
    const { store, calls } = await started();
    store.setPicks('n1', [person('U2', 'Li Si')]);
    store.setPicks('c1', [person('U4', 'Wang Wu'), person('U5', 'Zhao Liu')]);
    await store.submit(valid);
    expect(calls.find((c) => c.path === '/jflow/start')?.body?.picks).toEqual([
      { nodeId: 'n1', people: [{ id: 'U2', name: 'Li Si' }] },
      {
        nodeId: 'c1',
        people: [
          { id: 'U4', name: 'Wang Wu' },
          { id: 'U5', name: 'Zhao Liu' },
        ],
      },
    ]);
  });

  it('asks for the dynamic approvers the preview names, then sends them as the assignor list', async () => {
    const { store, calls } = await started({
      needActors: true,
      nodes: [{ id: 'd1', nodeName: 'Dynamic', selectMode: 1 }],
    });
    store.setPicks('n1', [person('U2', 'Li Si')]);
    await store.submit(valid);
    expect(store.pickNodes.map((node) => node.id)).toEqual(['n1', 'c1', 'd1']);
    expect(store.instanceId).toBe('');
    store.setPicks('d1', [person('U7', 'Sun Qi')]);
    await store.submit(valid);
    expect(calls.find((c) => c.path === '/jflow/start')?.body?.assignorList).toEqual([
      { id: 'U7', name: 'Sun Qi' },
    ]);
  });

  it('keeps the form open when it does not validate', async () => {
    const { store, calls } = await started();
    await store.submit(() => Promise.reject(new Error('invalid')));
    expect(store.error).toBe('start.formInvalid');
    expect(calls.some((c) => c.path === '/jflow/startPreview')).toBe(false);
    store.formChanged();
    expect(store.error).toBe('');
  });
});
