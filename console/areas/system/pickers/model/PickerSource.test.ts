import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { MemberListStore } from './MemberListStore';
import { organizeTreeSource, positionTreeSource, roleListSource } from './PickerSource';

const member = (i: number) => ({
  userId: `U${i}`,
  userName: `user${i}`,
  nickName: i === 0 ? '' : `Member ${i}`,
  organizeName: 'Sales',
});

describe('picker sources', () => {
  it('load the organisation and position trees, and the roles as items', async () => {
    const s = scriptedServer();
    const node = { id: 'o1', label: 'HQ', kind: 'organize', children: [] };
    s.answer(api.identity.organizeTreeselect, () => [node] as never);
    s.answer(
      api.identity.positionAllTree,
      () => [{ ...node, children: [{ id: 'p1', label: 'Clerk', kind: 'position', children: [] }] }] as never,
    );
    s.answer(api.identity.roleTree, () => [{ roleId: 'r1', roleName: 'Auditor', roleKey: 'audit' }]);
    const organizations = organizeTreeSource(s.deps);
    expect(organizations.items.value).toBeUndefined();
    await organizations.load();
    expect(organizations.items.value).toEqual([node]);
    const positions = positionTreeSource(s.deps);
    await positions.load();
    expect(positions.items.value?.[0]?.children.map((c) => c.id)).toEqual(['p1']);
    const roles = roleListSource(s.deps);
    await roles.load();
    expect(roles.items.value).toEqual([{ id: 'r1', name: 'Auditor', hint: 'audit' }]);
    expect(s.requestsTo(api.identity.roleTree)[0]?.query).toEqual({ pageNum: 1, limit: 9999 });
  });

  it('an empty list when the load fails (the user was told)', async () => {
    const s = scriptedServer();
    s.answer(api.identity.roleTree, () => {
      throw new Refusal('No access');
    });
    const roles = roleListSource(s.deps);
    await roles.load();
    expect(roles.items.value).toEqual([]);
    expect(s.notices).toEqual([{ kind: 'error', message: 'No access' }]);
  });
});

describe('MemberListStore', () => {
  it('shows the first page at once, then the whole list in place', async () => {
    const s = scriptedServer();
    let release: () => void = () => undefined;
    const whole = new Promise<void>((resolve) => (release = resolve));
    s.answer(api.identity.allUser, async ({ query }) => {
      if (Number(query.limit) === 9999) await whole;
      return {
        total: 150,
        rows: Array.from({ length: Math.min(Number(query.limit), 150) }, (_, i) => member(i)),
      } as never;
    });
    const store = new MemberListStore(s.deps);
    const { done } = store.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.list?.items).toHaveLength(100);
    expect(store.list?.isComplete).toBe(false);
    expect(store.list?.items[0]).toEqual({ id: 'U0', name: 'user0', hint: 'user0 · Sales' });
    release();
    await done;
    expect(store.list?.items).toHaveLength(150);
    expect(store.list?.isComplete).toBe(true);
    expect(s.requestsTo(api.identity.allUser).map((r) => r.query.limit)).toEqual([100, 9999]);
  });

  it('a stopped picker drops late answers; a failed load shows an empty, complete list', async () => {
    const s = scriptedServer();
    s.answer(api.identity.allUser, () => {
      throw new Refusal('No access');
    });
    const store = new MemberListStore(s.deps);
    const first = store.start();
    first.stop();
    await first.done;
    expect(store.list).toBeUndefined();
    await store.start().done;
    expect(store.list).toEqual({ items: [], total: 0, isComplete: true });
  });
});
