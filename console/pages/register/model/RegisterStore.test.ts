import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../app/model/testing/scriptedClient';
import { testKeyPair } from '../../../session/testing/publicKey';
import { RegisterStore } from './RegisterStore';

const fill = (store: RegisterStore) => {
  store.set('userName', ' newcomer ');
  store.set('nickName', 'New Comer');
  store.set('phonenumber', '13900000000');
  store.set('email', 'new@example.com');
  store.set('password', 'Strong#123');
  store.set('passwordSecond', 'Strong#123');
};

describe('RegisterStore', () => {
  it('checks a field on blur and every field on submit, sending nothing while one fails', async () => {
    const s = scriptedServer();
    const store = new RegisterStore(s.deps);
    store.set('email', 'not-an-email');
    store.blur('email');
    expect(store.errors).toEqual({ email: 'validation.formatError' });
    store.set('password', 'Strong#123');
    store.set('passwordSecond', 'Strong#124');
    expect(await store.submit()).toBe(false);
    expect(store.errors).toMatchObject({
      userName: expect.any(String),
      email: 'validation.formatError',
      passwordSecond: 'password.mismatch',
      password: undefined,
    });
    expect(s.requests).toHaveLength(0);
  });

  it('registers with the name trimmed and the password encrypted', async () => {
    const s = scriptedServer();
    const keys = testKeyPair();
    s.answer(api.session.publicKey, () => ({ publicKey: keys.publicKey }));
    s.answer(api.shell.register, () => ({ userId: 'u9' }));
    const store = new RegisterStore(s.deps);
    fill(store);
    expect(await store.submit()).toBe(true);
    const body = s.requestsTo(api.shell.register)[0]?.body as Record<string, string>;
    expect(body).toMatchObject({
      userName: 'newcomer',
      nickName: 'New Comer',
      phonenumber: '13900000000',
      email: 'new@example.com',
    });
    expect(keys.decrypt(body.password ?? '')).toBe('Strong#123');
    expect(s.notices).toEqual([{ kind: 'success', message: 'register.done' }]);
  });

  it('shows a refusal above the form, not as a toast, and is ready again', async () => {
    const s = scriptedServer();
    s.answer(api.session.publicKey, () => ({ publicKey: testKeyPair().publicKey }));
    s.answer(api.shell.register, () => {
      throw new Refusal('User name already taken');
    });
    const store = new RegisterStore(s.deps);
    fill(store);
    expect(await store.submit()).toBe(false);
    expect(store.failure).toBe('User name already taken');
    expect(s.notices).toEqual([]);
    expect(store.isBusy).toBe(false);
  });
});
