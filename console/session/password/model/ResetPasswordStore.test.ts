import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../app/model/testing/scriptedClient';
import { testKeyPair } from '../../testing/publicKey';
import { ResetPasswordStore } from './ResetPasswordStore';

const withKey = () => {
  const s = scriptedServer();
  const keys = testKeyPair();
  s.answer(api.session.publicKey, () => ({ publicKey: keys.publicKey }));
  return { s, keys };
};

describe('ResetPasswordStore', () => {
  it('checks a field on blur and every field of the mode on submit, sending nothing', async () => {
    const s = scriptedServer();
    const store = new ResetPasswordStore(s.deps, 'self', 'ann');
    store.set('password', 'weak');
    store.blur('password');
    expect(store.errors).toEqual({ password: 'password.rule' });
    expect(await store.submit()).toBe(false);
    expect(store.errors).toEqual({
      originalPassword: 'password.originalRequired',
      password: 'password.rule',
      passwordSecond: 'password.confirmRequired',
    });
    const center = new ResetPasswordStore(s.deps, 'center', 'ann');
    expect(await center.submit()).toBe(false);
    expect(Object.keys(center.errors)).toEqual(['password', 'passwordSecond', 'verification']);
    expect(s.requests).toHaveLength(0);
  });

  it('changes the own password with both passwords encrypted, and stays busy while the session ends', async () => {
    const { s, keys } = withKey();
    s.answer(api.identity.resetPwdBySelf, () => null);
    const store = new ResetPasswordStore(s.deps, 'self', 'ann');
    store.set('originalPassword', 'Old#12345');
    store.set('password', 'New#12345');
    store.set('passwordSecond', 'New#12345');
    expect(await store.submit()).toBe(true);
    const body = s.requestsTo(api.identity.resetPwdBySelf)[0]?.body as {
      userName: string;
      password: string;
      originalPassword: string;
    };
    expect(body.userName).toBe('ann');
    expect(keys.decrypt(body.password)).toBe('New#12345');
    expect(keys.decrypt(body.originalPassword)).toBe('Old#12345');
    expect(s.notices).toEqual([{ kind: 'success', message: 'password.changed' }]);
    expect(store.isBusy).toBe(true);
  });

  it('sends the code, then changes with it; a refusal leaves the dialog ready again', async () => {
    const { s } = withKey();
    s.answer(api.identity.sendVerification, () => ({ expiresInSeconds: 300, resendInSeconds: 60 }) as never);
    s.answer(api.identity.resetPwdBySelf, () => {
      throw new Refusal('Wrong verification code');
    });
    const store = new ResetPasswordStore(s.deps, 'center', 'ann');
    expect(await store.sendCode()).toBe(true);
    expect(s.notices).toEqual([{ kind: 'success', message: 'password.codeSent' }]);
    store.set('password', 'New#12345');
    store.set('passwordSecond', 'New#12345');
    store.set('verification', ' 123456 ');
    expect(await store.submit()).toBe(false);
    expect(s.requestsTo(api.identity.resetPwdBySelf)[0]?.body).toMatchObject({ verifyCode: '123456' });
    expect(s.notices.at(-1)).toEqual({ kind: 'error', message: 'Wrong verification code' });
    expect(store.isBusy).toBe(false);
  });

  it('a refused code request answers false (no countdown), and the user read why', async () => {
    const s = scriptedServer();
    s.answer(api.identity.sendVerification, () => {
      throw new Refusal('Too soon');
    });
    const store = new ResetPasswordStore(s.deps, 'center', 'ann');
    expect(await store.sendCode()).toBe(false);
    expect(s.notices).toEqual([{ kind: 'error', message: 'Too soon' }]);
  });
});
