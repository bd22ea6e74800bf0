import { describe, expect, it } from 'vitest';
import { ApiError } from '@shared/api/client';
import { LoginStore, type SignInSession } from './LoginStore';

const t = (key: string) => key;
const session = (
  login: SignInSession['login'],
  options = { isRegistrationOpen: true, isChatLoginOn: false },
): SignInSession & { tries: string[][] } => {
  const tries: string[][] = [];
  return { tries, login: (u, p) => (tries.push([u, p]), login(u, p)), signInOptions: async () => options };
};

describe('LoginStore', () => {
  it('names every missing field and signs nobody in', async () => {
    const s = session(async () => ({}));
    const store = new LoginStore(s, t);
    store.setUserName('   ');
    expect(await store.submit()).toBeUndefined();
    expect(store.errors).toEqual({ userName: 'login.userNameRequired', password: 'login.passwordRequired' });
    expect(s.tries).toEqual([]);
  });

  it('signs in with the trimmed name, or hands over the ticket when the password must change first', async () => {
    const s = session(async (userName) => (userName === 'new' ? { passwordTicket: 'T1' } : {}));
    const store = new LoginStore(s, t);
    store.setUserName(' admin ');
    store.setPassword('secret');
    expect(await store.submit()).toEqual({ kind: 'signedIn' });
    expect(s.tries).toEqual([['admin', 'secret']]);
    store.setUserName('new');
    expect(await store.submit()).toEqual({ kind: 'changePassword', userName: 'new', ticket: 'T1' });
  });

  it("shows the server's refusal above the form and lets the user try again", async () => {
    const store = new LoginStore(
      session(async () => Promise.reject(new ApiError('Wrong user name or password', '40001'))),
      t,
    );
    store.setUserName('admin');
    store.setPassword('nope');
    expect(await store.submit()).toBeUndefined();
    expect(store.errors).toEqual({ form: 'Wrong user name or password' });
    expect(store.isBusy).toBe(false);
  });

  it('offers only the links the server turned on', async () => {
    const store = new LoginStore(
      session(async () => ({}), { isRegistrationOpen: false, isChatLoginOn: true }),
      t,
    );
    expect(store.options).toEqual({ isRegistrationOpen: false, isChatLoginOn: false });
    await store.start();
    expect(store.options).toEqual({ isRegistrationOpen: false, isChatLoginOn: true });
  });
});
