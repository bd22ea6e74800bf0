import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { PersonalAuthStore } from './PersonalAuthStore';

describe('PersonalAuthStore', () => {
  it('lists the tenants the user is authorised in', async () => {
    const s = scriptedServer();
    s.answer(
      api.identity.personalAuth,
      () =>
        [
          {
            authId: 'a1',
            userId: 'u1',
            userName: 'ann',
            nickName: 'Ann',
            merchantId: 'm2',
            merchantName: 'Branch',
            roleId: 'r1',
            roleName: 'Clerk',
          },
        ] as never,
    );
    const store = new PersonalAuthStore(s.deps);
    expect(store.rows.value).toBeUndefined();
    await store.load();
    expect(store.rows.value?.map((r) => r.merchantName)).toEqual(['Branch']);
  });

  it('after a refusal shows an empty list, and the user read why', async () => {
    const s = scriptedServer();
    s.answer(api.identity.personalAuth, () => {
      throw new Refusal('Session expired');
    });
    const store = new PersonalAuthStore(s.deps);
    await store.load();
    expect(store.rows.value).toEqual([]);
    expect(s.notices).toEqual([{ kind: 'error', message: 'Session expired' }]);
  });
});
