import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { aTask } from '../../model/testing/approvalRows';
import type { TaskRowData } from '@shared/api/modules/approval';
import { TaskModalStore } from './TaskModalStore';

const storeWith = async (over: Partial<TaskRowData>) => {
  const server = scriptedServer();
  server.answer(api.approval.taskInfo, () => aTask(over));
  const store = new TaskModalStore(server.deps, 'T1');
  await store.load();
  return { server, store };
};

describe('TaskModalStore: the approval opinion is the server’s rule (workflow spec §6)', () => {
  it('shows the box marked required when an offered action needs an opinion', async () => {
    const { store } = await storeWith({ opinion: { isShown: true, requiredFor: ['reject'] } });
    expect([store.hasComment, store.isOpinionRequired]).toEqual([true, true]);
    const handler = (
      await storeWith({ actions: ['agree'], opinion: { isShown: true, requiredFor: ['reject'] } })
    ).store;
    expect([handler.hasComment, handler.isOpinionRequired]).toEqual([true, false]);
  });

  it('hides the box when the flow switches the opinion off', async () => {
    const { store } = await storeWith({ opinion: { isShown: false, requiredFor: [] } });
    expect([store.hasComment, store.isOpinionRequired]).toEqual([false, false]);
  });

  it('sends a blank refusal and shows the server’s answer; the modal stays open', async () => {
    const { server, store } = await storeWith({});
    server.answer(api.approval.approve, () => {
      throw new Refusal('Write an approval opinion first.', null, '50001');
    });
    await store.reject({});
    expect(server.requestsTo(api.approval.approve)[0]?.body).toMatchObject({ isPass: false, comment: '' });
    expect(server.notices).toEqual([{ kind: 'error', message: 'Write an approval opinion first.' }]);
    expect(store.isDone).toBe(false);
  });
});
