import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { aTask } from '../../model/testing/approvalRows';
import { TaskModalStore } from './TaskModalStore';

const storeFor = async (task: ReturnType<typeof aTask>) => {
  const server = scriptedServer();
  server.answer(api.system.dictByCode, () => []);
  server.answer(api.approval.taskInfo, () => task);
  const store = new TaskModalStore(server.deps, 'T1');
  await store.load();
  return store;
};

describe('TaskModalStore on a delegated task (delegate setting)', () => {
  it('tells the delegate whom they act for, and the person it was meant for that it is read-only', async () => {
    const delegated = { onBehalfOfId: 'U3', onBehalfOfName: 'Wang Wu', assigneeName: 'Li Si' };
    const asDelegate = await storeFor(aTask({ ...delegated, actions: ['agree', 'reject'] }));
    expect(asDelegate.delegation).toEqual({ key: 'delegate.onBehalfOf', name: 'Wang Wu' });
    const asAway = await storeFor(aTask({ ...delegated, actions: [] }));
    expect(asAway.delegation).toEqual({ key: 'delegate.readOnly', name: 'Li Si' });
    expect(asAway.canEdit).toBe(false);
    expect((await storeFor(aTask())).delegation).toBeNull();
  });
});
