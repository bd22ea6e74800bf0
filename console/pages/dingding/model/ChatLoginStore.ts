import { action, makeObservable, observable } from 'mobx';
import { api } from '@shared/api';
import { ApiError } from '@shared/api/client';
import type { ModelDeps } from '../../../app/model/ModelDeps';

const STATE_KEY = 'chat-login-state';

/** Where the one-time state waits while the browser is at the provider (the page passes sessionStorage). */
export type StateStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What the page does next: go to the provider, sign in with the token, or show `problem`. */
export type ChatLoginStep =
  { kind: 'redirect'; url: string } | { kind: 'signIn'; token: string } | { kind: 'problem' };

/**
 * Login through a chat app (/dingdingLogin). Without a code: a one-time state from the server (a binding state
 * when signed in) is kept and the browser goes to the provider's authorize page. Back with `code` and that state:
 * only the state this browser took along is accepted, and the server exchanges them (dTalkLogin) for a token.
 */
export class ChatLoginStore {
  problem: string | undefined = undefined;

  constructor(
    private readonly deps: ModelDeps,
    private readonly storage: StateStorage,
  ) {
    makeObservable<ChatLoginStore, 'fail'>(this, { problem: observable, fail: action });
  }

  async start(code: string | null, state: string): Promise<ChatLoginStep> {
    try {
      return code ? await this.exchange(code, state) : await this.authorize();
    } catch (error) {
      return this.fail(error instanceof ApiError ? error.message : this.deps.t('common:http.systemError'));
    }
  }

  private async authorize(): Promise<ChatLoginStep> {
    const { client } = this.deps;
    const config = await client.call(api.shell.thirdPartyConfig, undefined, { silent: true });
    const issued = await client.call(api.shell.chatLoginState, undefined, { silent: true });
    this.storage.setItem(STATE_KEY, issued.state);
    const query = new URLSearchParams({
      client_id: config.clientId,
      redirect_uri: '/dingdingLogin',
      response_type: 'code',
      state: issued.state,
    });
    return { kind: 'redirect', url: `${config.authorizeUrl}?${query.toString()}` };
  }

  private async exchange(code: string, state: string): Promise<ChatLoginStep> {
    // Only the state this browser took along may come back (a link made by someone else is refused).
    const expected = this.storage.getItem(STATE_KEY);
    this.storage.removeItem(STATE_KEY);
    if (!state || state !== expected) return this.fail(this.deps.t('thirdParty.stateMismatch'));
    const result = await this.deps.client.call(
      api.shell.dTalkLogin,
      { query: { code, state } },
      { silent: true },
    );
    if (!result.token) return this.fail(this.deps.t('thirdParty.notBound', { account: result.codes ?? '' }));
    return { kind: 'signIn', token: result.token };
  }

  private fail(message: string): ChatLoginStep {
    this.problem = message;
    return { kind: 'problem' };
  }
}
