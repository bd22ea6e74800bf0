import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { aTask } from '../../model/testing/approvalRows';
import { TaskModalStore } from './TaskModalStore';

const serverWithTask = (task = aTask()) => {
  const server = scriptedServer();
  server.answer(api.system.dictByCode, () => [{ dictValue: '2', dictLabel: 'Important' }] as never);
  server.answer(api.approval.taskInfo, () => task);
  return server;
};
const read = (values: Record<string, unknown>) => () => Promise.resolve(values);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('TaskModalStore', () => {
  it('shows exactly the actions the server sends, with the node privileges and the stored form data', async () => {
    const server = serverWithTask(aTask({ actions: ['agree', 'reject', 'stage'] }));
    const store = new TaskModalStore(server.deps, 'T1');
    expect(store.actions).toEqual([]);
    await store.start();
    await settle();
    expect(store.actions).toEqual(['agree', 'reject', 'stage']);
    expect(store.can('transfer')).toBe(false);
    expect(store.canEdit).toBe(true);
    expect(store.hasComment).toBe(true);
    expect(store.privileges).toEqual([{ key: 'phone', disabled: false, hidden: true }]);
    expect(store.variable).toEqual({ days: 3 });
    expect(store.degrees.label(2)).toBe('Important');
    expect(server.requestsTo(api.approval.taskInfo)[0]?.query).toEqual({ taskId: 'T1' });
  });

  it('is read-only with no buttons when the server allows nothing, and shows only sign-in for a claimable task', async () => {
    const store = new TaskModalStore(serverWithTask(aTask({ actions: [] })).deps, 'T1');
    await store.load();
    expect(store.canEdit).toBe(false);
    expect(store.hasComment).toBe(false);
    const claimable = new TaskModalStore(serverWithTask(aTask({ actions: ['claim'] })).deps, 'T1');
    await claimable.load();
    expect(claimable.actions).toEqual(['claim']);
    expect(claimable.canEdit).toBe(false);
    expect(claimable.hasComment).toBe(false);
  });

  it('asks for the handwritten signature when the server wants one and sends it; cancelling sends nothing', async () => {
    const server = serverWithTask(aTask({ signatureRequired: true }));
    server.answer(api.approval.approvePreview, () => ({ needActors: false, nodes: [] }));
    server.answer(api.approval.approve, () => null);
    const store = new TaskModalStore(server.deps, 'T1');
    await store.load();
    const cancelled = store.agree(read({ days: 4 }));
    await settle();
    expect(store.signature.isAsking).toBe(true);
    store.signature.answer(null);
    await cancelled;
    expect(server.requestsTo(api.approval.approve)).toEqual([]);
    const signed = store.agree(read({ days: 4 }));
    await settle();
    store.signature.begin(1, 1);
    store.signature.answer('data:image/png;base64,AAAA');
    await signed;
    expect(server.requestsTo(api.approval.approve)[0]?.body).toMatchObject({
      isPass: true,
      signature: 'data:image/png;base64,AAAA',
    });
  });

  it('agrees with the validated data and the comment, once, then is done', async () => {
    const server = serverWithTask();
    server.answer(api.approval.approvePreview, () => ({ needActors: false, nodes: [] }));
    server.answer(api.approval.approve, () => null);
    const store = new TaskModalStore(server.deps, 'T1');
    await store.load();
    store.setComment('fine');
    await store.agree(read({ days: 4 }));
    expect(server.requestsTo(api.approval.approve)[0]?.body).toMatchObject({
      isPass: true,
      taskId: 'T1',
      params: { days: 4 },
      comment: 'fine',
    });
    expect(server.requestsTo(api.approval.approve)[0]?.body).toHaveProperty('requestId');
    expect(server.notices).toEqual([{ kind: 'success', message: 'approval:message.success' }]);
    expect(store.isDone).toBe(true);
  });

  it('stops quietly when the form is invalid, and asks for next approvers when the server needs them', async () => {
    const server = serverWithTask();
    server.answer(api.approval.approvePreview, () => ({
      needActors: true,
      nodes: [{ id: 'd', nodeName: 'Dynamic', selectMode: 1 }],
    }));
    server.answer(api.approval.approve, () => null);
    const store = new TaskModalStore(server.deps, 'T1');
    await store.load();
    await store.agree(() => Promise.reject(new Error('invalid')));
    expect(server.requestsTo(api.approval.approvePreview)).toHaveLength(0);

    const cancelled = store.agree(read({}));
    await settle();
    expect(store.actors.asking).toEqual({ nodeNames: ['Dynamic'], selectMode: 1 });
    store.actors.answer([]);
    await cancelled;
    expect(server.requestsTo(api.approval.approve)).toHaveLength(0);
    expect(store.isDone).toBe(false);

    const chosen = store.agree(read({}));
    await settle();
    store.actors.answer([{ id: 'U5', name: 'Zhao Liu' }]);
    await chosen;
    expect(server.requestsTo(api.approval.approve)[0]?.body).toMatchObject({
      assignorList: [{ id: 'U5', name: 'Zhao Liu' }],
    });
    expect(store.isDone).toBe(true);
  });

  it('rejects, transfers and falls back with the current data and the comment', async () => {
    const server = serverWithTask();
    server.answer(api.approval.approve, () => null);
    server.answer(api.approval.passOn, () => null);
    server.answer(api.approval.return, () => null);
    const store = new TaskModalStore(server.deps, 'T1');
    store.setComment('why');
    await store.reject({ a: 1 });
    await store.transfer('U4', { a: 2 });
    await store.fallback('a1', { a: 3 });
    expect(server.requestsTo(api.approval.approve)[0]?.body).toMatchObject({
      isPass: false,
      taskId: 'T1',
      params: { a: 1 },
      comment: 'why',
    });
    expect(server.requestsTo(api.approval.passOn)[0]?.body).toMatchObject({
      id: 'T1',
      targetUserId: 'U4',
      params: { a: 2 },
      comment: 'why',
    });
    expect(server.requestsTo(api.approval.return)[0]?.body).toMatchObject({
      sourceTaskId: 'T1',
      id: 'a1',
      params: { a: 3 },
      comment: 'why',
    });
  });

  it('stays open after sign-in and stage: the task and the dynamics reload', async () => {
    const server = serverWithTask(aTask({ actions: ['claim'] }));
    server.answer(api.approval.claim, () => {
      server.answer(api.approval.taskInfo, () => aTask({ actions: ['agree', 'reject', 'stage'] }));
      return null;
    });
    server.answer(api.approval.saveData, () => null);
    const store = new TaskModalStore(server.deps, 'T1');
    await store.load();
    await store.claim();
    expect(store.actions).toEqual(['agree', 'reject', 'stage']);
    expect(store.version).toBe(1);
    await store.stage({ draft: true });
    expect(server.requestsTo(api.approval.saveData)[0]?.body).toMatchObject({
      id: 'T1',
      params: { draft: true },
    });
    expect(store.version).toBe(2);
    expect(store.isDone).toBe(false);
  });

  it('keeps the modal open when the server refuses, and the user reads why', async () => {
    const server = serverWithTask();
    server.answer(api.approval.approve, () => {
      throw new Refusal('This task has already been handled by Li Si.');
    });
    const store = new TaskModalStore(server.deps, 'T1');
    await store.reject({});
    expect(server.notices).toEqual([
      { kind: 'error', message: 'This task has already been handled by Li Si.' },
    ]);
    expect(store.isDone).toBe(false);
    expect(store.runner.isBusy).toBe(false);
  });

  it('reports a task that cannot be loaded', async () => {
    const server = scriptedServer();
    server.answer(api.approval.taskInfo, () => {
      throw new Refusal('Not found');
    });
    const store = new TaskModalStore(server.deps, 'T9');
    await store.load();
    expect(store.task.failed).toBe(true);
    expect(store.actions).toEqual([]);
  });

  it('switches fullscreen and folds and opens the dynamics panel', () => {
    const store = new TaskModalStore(scriptedServer().deps, 'T1');
    store.toggleFullscreen();
    store.togglePanelFull();
    expect([store.isFullscreen, store.isPanelFull]).toEqual([true, true]);
    store.foldPanel();
    expect([store.isPanelOpen, store.isPanelFull]).toEqual([false, false]);
    store.openPanel();
    expect(store.isPanelOpen).toBe(true);
  });

  it('cc: the chosen people are sent once, the modal stays open and the dynamics reload; nobody sends nothing', async () => {
    const server = serverWithTask(aTask({ actions: ['agree', 'cc'] }));
    server.answer(api.approval.cc, () => null);
    const store = new TaskModalStore(server.deps, 'T1');
    await store.load();
    expect(store.can('cc')).toBe(true);
    store.askCc(true);
    await store.cc([]);
    expect([store.isAskingCc, server.requestsTo(api.approval.cc)]).toEqual([false, []]);
    store.askCc(true);
    await store.cc(['U5']);
    expect(server.requestsTo(api.approval.cc)[0]?.body).toMatchObject({ taskId: 'T1', ccUserIds: ['U5'] });
    expect([store.isAskingCc, store.isDone, store.version]).toEqual([false, false, 1]);
  });
});
