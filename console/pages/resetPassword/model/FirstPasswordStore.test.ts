import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../app/model/testing/scriptedClient';
import { testKeyPair } from '../../../session/testing/publicKey';
import { FirstPasswordStore } from './FirstPasswordStore';

const ticket = { userName: 'ann', ticket: 'one-time-ticket' };

describe('FirstPasswordStore', () => {
  it('checks both fields and sends nothing while one fails', async () => {
    const s = scriptedServer();
    const store = new FirstPasswordStore(s.deps, ticket);
    store.set('password', 'weak');
    store.blur('password');
    expect(store.errors).toEqual({ password: 'password.rule' });
    expect(await store.submit()).toBe(false);
    expect(store.errors).toEqual({ password: 'password.rule', passwordSecond: 'password.confirmRequired' });
    expect(s.requests).toHaveLength(0);
  });

  it("checks the account's rule that came with the ticket, asking the server nothing about the name", async () => {
    const s = scriptedServer();
    const rule = {
      minLength: 17,
      requireUpper: true,
      requireLower: true,
      requireDigit: true,
      requireSpecial: true,
    };
    const store = new FirstPasswordStore(s.deps, { ...ticket, rule });
    store.set('password', 'Strong#123');
    store.blur('password');
    expect(store.errors.password).toBeTruthy();
    store.set('password', 'Strong#1234567890');
    store.blur('password');
    expect(store.errors.password).toBeUndefined();
    expect(s.requests).toHaveLength(0);
  });

  it('sets the password with the ticket of the sign-in, encrypted', async () => {
    const s = scriptedServer();
    const keys = testKeyPair();
    s.answer(api.session.publicKey, () => ({ publicKey: keys.publicKey }));
    s.answer(api.session.resetPwdFirst, () => null);
    const store = new FirstPasswordStore(s.deps, ticket);
    store.set('password', 'Strong#123');
    store.set('passwordSecond', 'Strong#123');
    expect(await store.submit()).toBe(true);
    const body = s.requestsTo(api.session.resetPwdFirst)[0]?.body as {
      userName: string;
      ticket: string;
      password: string;
    };
    expect({ userName: body.userName, ticket: body.ticket }).toEqual(ticket);
    expect(keys.decrypt(body.password)).toBe('Strong#123');
    expect(s.notices).toEqual([{ kind: 'success', message: 'password.changed' }]);
  });

  it('shows a refused ticket above the form', async () => {
    const s = scriptedServer();
    s.answer(api.session.publicKey, () => ({ publicKey: testKeyPair().publicKey }));
    s.answer(api.session.resetPwdFirst, () => {
      throw new Refusal('The sign-in expired, sign in again');
    });
    const store = new FirstPasswordStore(s.deps, ticket);
    store.set('password', 'Strong#123');
    store.set('passwordSecond', 'Strong#123');
    expect(await store.submit()).toBe(false);
    expect(store.failure).toBe('The sign-in expired, sign in again');
    expect(s.notices).toEqual([]);
    expect(store.isBusy).toBe(false);
  });
});
