import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { FallbackTargetsStore } from './FallbackTargetsStore';
import { UserPickerStore } from './UserPickerStore';

const people = [
  { userId: 'U1', userName: 'zhangsan', nickName: '张三' },
  { userId: 'U3', userName: 'lisi', nickName: '李四' },
  { userId: 'U4', userName: 'wangwu', nickName: '王五' },
];

describe('UserPickerStore', () => {
  it('loads the people once, filters by name and leaves the caller out', async () => {
    const server = scriptedServer();
    server.answer(api.approval.userOptions, () => people);
    const store = new UserPickerStore(server.deps, 1, 'U3');
    await store.open();
    await store.open();
    expect(server.requestsTo(api.approval.userOptions)).toHaveLength(1);
    expect(store.shown.map((u) => u.userId)).toEqual(['U1', 'U4']);
    store.setKeyword(' 王 ');
    expect(store.shown.map((u) => u.userId)).toEqual(['U4']);
    store.setKeyword('ZHANG');
    expect(store.shown.map((u) => u.userId)).toEqual(['U1']);
  });

  it('picks one in single mode, many in multiple mode, and answers names', async () => {
    const server = scriptedServer();
    server.answer(api.approval.userOptions, () => people);
    const one = new UserPickerStore(server.deps, 1);
    await one.open();
    one.toggle('U1');
    one.toggle('U4');
    expect(one.picked()).toEqual([{ id: 'U4', name: '王五' }]);
    const many = new UserPickerStore(server.deps, 2);
    await many.open();
    many.toggle('U1');
    many.toggle('U4');
    many.toggle('U1');
    expect(many.picked()).toEqual([{ id: 'U4', name: '王五' }]);
  });

  it('tries again on the next open when the load failed', async () => {
    const server = scriptedServer();
    server.answer(api.approval.userOptions, () => {
      throw new Refusal('busy');
    });
    const store = new UserPickerStore(server.deps);
    await store.open();
    expect(store.users).toEqual([]);
    server.answer(api.approval.userOptions, () => people);
    await store.open();
    expect(store.users).toHaveLength(3);
  });
});

describe('FallbackTargetsStore', () => {
  it('is loading until the targets arrive, and empty when there are none or the call failed', async () => {
    const server = scriptedServer();
    server.answer(api.approval.canReturn, () => [{ id: 'a1', nodeName: 'Manager' }]);
    const store = new FallbackTargetsStore(server.deps, 'T1');
    expect(store.targets).toBeUndefined();
    await store.open();
    expect(store.targets).toEqual([{ id: 'a1', nodeName: 'Manager' }]);
    expect(server.requestsTo(api.approval.canReturn)[0]?.body).toEqual({ id: 'T1' });
    server.answer(api.approval.canReturn, () => {
      throw new Refusal('gone');
    });
    await store.open();
    expect(store.targets).toEqual([]);
  });
});
