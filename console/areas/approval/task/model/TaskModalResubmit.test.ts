import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { aTask } from '../../model/testing/approvalRows';
import { TaskModalStore } from './TaskModalStore';

const returnedTask = (restartOptions: ('start' | 'returner')[]) =>
  aTask({
    taskType: 0,
    actions: ['resubmit'],
    returned: { userName: '王五', nodeName: 'HR', restartOptions },
  });

const storeFor = async (task: ReturnType<typeof aTask>) => {
  const server = scriptedServer();
  server.answer(api.system.dictByCode, () => [] as never);
  server.answer(api.approval.taskInfo, () => task);
  server.answer(api.approval.resubmit, () => null);
  const store = new TaskModalStore(server.deps, 'T1');
  await store.load();
  return { server, store };
};

describe('TaskModalStore: resubmitting an application returned to its applicant (issue 28)', () => {
  it('lets the applicant edit the form and resubmits it, going on where the flow says', async () => {
    const { server, store } = await storeFor(returnedTask(['returner']));
    expect(store.canEdit).toBe(true);
    expect(store.restartChoice).toBe('returner');
    store.setComment('fixed');
    await store.resubmit(() => Promise.resolve({ days: 5 }));
    expect(server.requestsTo(api.approval.resubmit)[0]?.body).toMatchObject({
      taskId: 'T1',
      params: { days: 5 },
      comment: 'fixed',
      restart: 'returner',
    });
    expect(store.isDone).toBe(true);
  });

  it("sends the applicant's pick when both are offered, and nothing when the form is invalid", async () => {
    const { server, store } = await storeFor(returnedTask(['start', 'returner']));
    expect(store.restartChoice).toBe('start');
    await store.resubmit(() => Promise.reject(new Error('invalid')));
    expect(server.requestsTo(api.approval.resubmit)).toEqual([]);
    store.setRestart('returner');
    await store.resubmit(() => Promise.resolve({}));
    expect(server.requestsTo(api.approval.resubmit)[0]?.body).toMatchObject({ restart: 'returner' });
  });
});
