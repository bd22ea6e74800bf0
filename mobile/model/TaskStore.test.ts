import { describe, expect, it } from 'vitest';
import type { TaskRowData } from '@shared/api/modules/approval/schemas';
import { TaskStore } from './TaskStore';
import { fakeCall } from './testing/fakeCall';

const task = (over: Partial<TaskRowData> = {}) =>
  ({
    id: 't1',
    instanceId: 'i1',
    actions: ['agree', 'reject', 'transfer', 'cc'],
    nodeInfo: JSON.stringify({ privileges: [{ key: 'days', disabled: true, hidden: false }] }),
    variable: JSON.stringify({ days: 2 }),
    signatureRequired: false,
    forms: [],
    ...over,
  }) as TaskRowData;

const loaded = async (row: TaskRowData, extra: Parameters<typeof fakeCall>[0] = {}) => {
  const fake = fakeCall({
    '/jflow/taskInfo': () => row,
    '/jflow/nodeInfo': () => ({ entries: [] }),
    '/jflow/approvePreview': () => ({ needActors: false, nodes: [] }),
    '/jflow/approve': () => null,
    ...extra,
  });
  const store = new TaskStore(() => fake.call, 't1');
  await store.load();
  return { store, calls: fake.calls };
};

const form = { read: async () => ({ days: 3 }), current: () => ({ days: 3 }) };

describe('TaskStore', () => {
  it('shows the actions the server allows, in a fixed order, and the node privileges', async () => {
    const { store } = await loaded(task({ actions: ['cc', 'reject', 'agree', 'claim'] }));
    expect(store.sheetActions).toEqual(['agree', 'reject', 'cc']);
    expect(store.privileges).toEqual([{ key: 'days', disabled: true, hidden: false }]);
    expect(store.variable).toEqual({ days: 2 });
    expect(store.canEdit).toBe(true);
  });

  it('approves with the form, the opinion and one request key for repeated taps', async () => {
    const { store, calls } = await loaded(task());
    store.open('agree');
    store.setComment('Fine by me');
    await store.submit(form.read, form.current);
    const approve = calls.find((c) => c.path === '/jflow/approve');
    expect(approve?.body).toMatchObject({
      isPass: true,
      taskId: 't1',
      params: { days: 3 },
      comment: 'Fine by me',
    });
    expect(String(approve?.body?.requestId)).toMatch(/^m-/);
    expect(store.isDone).toBe(true);
  });

  it('asks for the signature when the flow wants one, and sends the drawn PNG', async () => {
    const { store, calls } = await loaded(task({ signatureRequired: true }));
    store.open('agree');
    expect(store.needsSignature).toBe(true);
    await store.submit(form.read, form.current);
    expect(store.error).toBe('sheet.needSignature');
    expect(calls.some((c) => c.path === '/jflow/approve')).toBe(false);
    store.setSignature('data:image/png;base64,AAAA');
    await store.submit(form.read, form.current);
    expect(calls.find((c) => c.path === '/jflow/approve')?.body?.signature).toBe(
      'data:image/png;base64,AAAA',
    );
  });

  it('asks for the next approvers when the preview says the next node needs people', async () => {
    const { store, calls } = await loaded(task(), {
      '/jflow/approvePreview': () => ({
        needActors: true,
        nodes: [{ id: 'n2', nodeName: 'Manager', selectMode: 1 }],
      }),
    });
    store.open('agree');
    await store.submit(form.read, form.current);
    expect(store.actorNodes.map((node) => node.id)).toEqual(['n2']);
    expect(store.isDone).toBe(false);
    await store.submit(form.read, form.current);
    expect(store.error).toBe('sheet.needActors');
    store.setActors('n2', [{ userId: 'u9', userName: 'lisi', nickName: 'Li Si' }]);
    await store.submit(form.read, form.current);
    const approve = calls.find((c) => c.path === '/jflow/approve');
    expect(approve?.body?.assignorList).toEqual([{ id: 'u9', name: 'Li Si' }]);
  });

  it('rejects with the opinion; an invalid form is not needed for that', async () => {
    const { store, calls } = await loaded(task());
    store.open('reject');
    store.setComment('Too long');
    await store.submit(() => Promise.reject(new Error('invalid')), form.current);
    expect(calls.find((c) => c.path === '/jflow/approve')?.body).toMatchObject({
      isPass: false,
      comment: 'Too long',
    });
  });

  it('keeps the sheet open with the server message when the action fails', async () => {
    const { store } = await loaded(task(), {
      '/jflow/passOn': () => {
        throw new Error('The task was already handled');
      },
    });
    store.open('transfer');
    await store.submit(form.read, form.current);
    expect(store.error).toBe('sheet.needPeople');
    store.setPeople([
      { userId: 'u1', userName: 'a', nickName: 'A' },
      { userId: 'u2', userName: 'b', nickName: 'B' },
    ]);
    expect(store.people.map((p) => p.userId)).toEqual(['u2']);
    await store.submit(form.read, form.current);
    expect(store.error).toBe('The task was already handled');
    expect(store.sheet).toBe('transfer');
  });

  it('shows why a task cannot be opened', async () => {
    const fake = fakeCall({
      '/jflow/taskInfo': () => {
        throw new Error('Task not found');
      },
    });
    const store = new TaskStore(() => fake.call, 'nope');
    await store.load();
    expect(store.loadError).toBe('Task not found');
    expect(store.sheetActions).toEqual([]);
  });
});
