import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../app/model/testing/scriptedClient';
import { ChatLoginStore, type StateStorage } from './ChatLoginStore';

const memoryStorage = (): StateStorage & { items: Map<string, string> } => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
};
const STATE = 'state-0123456789abcdef';

describe('ChatLoginStore', () => {
  it('without a code keeps a one-time state and sends the browser to the provider with it', async () => {
    const s = scriptedServer();
    s.answer(api.shell.thirdPartyConfig, () => ({
      authorizeUrl: 'https://chat.example/auth',
      clientId: 'app1',
      isDemo: false,
    }));
    s.answer(api.shell.chatLoginState, () => ({ state: STATE, purpose: 'login' as const }));
    const storage = memoryStorage();
    const step = await new ChatLoginStore(s.deps, storage).start(null, '');
    expect(step).toEqual({
      kind: 'redirect',
      url: `https://chat.example/auth?client_id=app1&redirect_uri=%2FdingdingLogin&response_type=code&state=${STATE}`,
    });
    expect([...storage.items.values()]).toEqual([STATE]);
  });

  it('back with the state it took along, exchanges the code for a token once', async () => {
    const s = scriptedServer();
    s.answer(api.shell.chatLoginState, () => ({ state: STATE, purpose: 'login' as const }));
    s.answer(api.shell.thirdPartyConfig, () => ({
      authorizeUrl: 'https://chat.example/auth',
      clientId: 'app1',
      isDemo: false,
    }));
    s.answer(api.shell.dTalkLogin, () => ({ token: 'tok' }));
    const storage = memoryStorage();
    await new ChatLoginStore(s.deps, storage).start(null, '');
    expect(await new ChatLoginStore(s.deps, storage).start('code1', STATE)).toEqual({
      kind: 'signIn',
      token: 'tok',
    });
    expect(s.requestsTo(api.shell.dTalkLogin)[0]?.query).toEqual({ code: 'code1', state: STATE });
    expect(storage.items.size).toBe(0);
  });

  it('refuses a state this browser did not take along, without asking the server', async () => {
    const s = scriptedServer();
    const store = new ChatLoginStore(s.deps, memoryStorage());
    expect(await store.start('code1', STATE)).toEqual({ kind: 'problem' });
    expect(store.problem).toBe('thirdParty.stateMismatch');
    expect(s.requests).toHaveLength(0);
  });

  it('names the chat account that is not bound, and shows a refusal as the problem', async () => {
    const s = scriptedServer();
    s.answer(api.shell.dTalkLogin, () => ({ codes: 'chat-user-7' }));
    const storage = memoryStorage();
    storage.setItem('chat-login-state', STATE);
    const store = new ChatLoginStore(s.deps, storage);
    await store.start('code1', STATE);
    expect(store.problem).toBe('thirdParty.notBound {"account":"chat-user-7"}');
    s.answer(api.shell.thirdPartyConfig, () => {
      throw new Refusal('Chat login is not configured');
    });
    const other = new ChatLoginStore(s.deps, storage);
    expect(await other.start(null, '')).toEqual({ kind: 'problem' });
    expect(other.problem).toBe('Chat login is not configured');
    expect(s.notices).toEqual([]);
  });
});
