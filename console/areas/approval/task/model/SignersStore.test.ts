import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { aTask } from '../../model/testing/approvalRows';
import { SignersStore } from './SignersStore';
import { TaskModalStore } from './TaskModalStore';

const people = [
  { userId: 'U3', userName: 'lisi', nickName: '李四' },
  { userId: 'U4', userName: 'wangwu', nickName: '王五' },
  { userId: 'U5', userName: 'zhaoliu', nickName: '赵六' },
];

describe('SignersStore', () => {
  it('adds several people at a chosen position, never the caller, and asks for someone when nobody is ticked', async () => {
    const server = scriptedServer();
    server.answer(api.approval.userOptions, () => people);
    const store = new SignersStore(server.deps, 'addSigners', 'U3');
    expect(store.people.isLoading).toBe(false);
    const opening = store.people.open();
    expect(store.people.isLoading).toBe(true);
    await opening;
    expect(store.people.shown.map((user) => user.userId)).toEqual(['U4', 'U5']);
    expect(store.confirm()).toBeNull();
    expect(store.isMissingPeople).toBe(true);
    store.toggle('U4');
    store.toggle('U5');
    store.setPosition('before');
    expect(store.isMissingPeople).toBe(false);
    expect(store.confirm()).toEqual({ position: 'before', userIds: ['U4', 'U5'] });
  });

  it('free flow picks one person', async () => {
    const server = scriptedServer();
    server.answer(api.approval.userOptions, () => people);
    const store = new SignersStore(server.deps, 'freeFlow', 'U3');
    await store.people.open();
    store.toggle('U4');
    store.toggle('U5');
    store.setPosition('before');
    expect(store.confirm()).toEqual({ position: 'after', userIds: ['U5'] });
  });

  it('shows a failed load and tries again on the next open', async () => {
    const server = scriptedServer();
    server.answer(api.approval.userOptions, () => {
      throw new Refusal('down');
    });
    const store = new SignersStore(server.deps, 'addSigners', 'U3');
    await store.people.open();
    expect([store.people.isFailed, store.people.isLoading, store.people.shown]).toEqual([true, false, []]);
    server.answer(api.approval.userOptions, () => people);
    await store.people.open();
    expect(store.people.isFailed).toBe(false);
    expect(store.people.shown).toHaveLength(2);
  });
});

describe('TaskModalStore signing', () => {
  const serverWithTask = () => {
    const server = scriptedServer();
    server.answer(api.approval.taskInfo, () => aTask({ actions: ['agree', 'addSigners', 'freeFlow'] }));
    server.answer(api.approval.addSigners, () => null);
    server.answer(api.approval.freeFlow, () => null);
    return server;
  };

  it('adds signers before oneself with the current data (no check), after oneself with the validated data', async () => {
    const server = serverWithTask();
    const store = new TaskModalStore(server.deps, 'T1');
    await store.load();
    store.setComment('please');
    store.openSigning('addSigners');
    const refuse = () => Promise.reject(new Error('invalid'));
    await store.sign({ position: 'before', userIds: ['U4'] }, refuse, () => ({ draft: 1 }));
    expect(server.requestsTo(api.approval.addSigners)[0]?.body).toMatchObject({
      id: 'T1',
      position: 'before',
      userIds: ['U4'],
      params: { draft: 1 },
      comment: 'please',
    });
    expect(store.isDone).toBe(true);
    const again = new TaskModalStore(server.deps, 'T1');
    again.openSigning('addSigners');
    await again.sign({ position: 'after', userIds: ['U4'] }, refuse, () => ({}));
    expect([again.signing, again.isDone]).toEqual([null, false]);
    expect(server.requestsTo(api.approval.addSigners)).toHaveLength(1);
  });

  it('sends a free flow to the one person picked, then is done', async () => {
    const server = serverWithTask();
    const store = new TaskModalStore(server.deps, 'T1');
    store.openSigning('freeFlow');
    await store.sign(
      { position: 'after', userIds: ['U5'] },
      () => Promise.resolve({ days: 2 }),
      () => ({}),
    );
    expect(server.requestsTo(api.approval.freeFlow)[0]?.body).toMatchObject({
      id: 'T1',
      targetUserId: 'U5',
      params: { days: 2 },
    });
    expect(store.isDone).toBe(true);
  });
});
