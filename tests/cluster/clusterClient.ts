import { encryptForLogin } from '../../server/auth/keys';
import { DATABASE_UNAVAILABLE } from '../../server/http/errorHandler';
import type { Tally } from './tally';

export const ADMIN = '/digital-portal/api/authority/admin';

export interface Envelope<T> {
  code: string;
  subCode?: string;
  msg: string;
  data: T;
}

export interface Answer<T> {
  body: Envelope<T>;
  /** The instance that answered (the balancer's X-Served-By header). */
  servedBy: string;
  /** Attempts lost to connection errors before this answer. */
  retries: number;
  /** A lookup before a retry found the first attempt's work: `body.data` is null then. */
  hasLandedBefore: boolean;
}

/**
 * The transport failed, the balancer answered for a backend that died mid-request, or the server found no database
 * primary: the write may or may not have landed.
 */
export class ConnectionError extends Error {}

const BALANCER_STATUSES = new Set([502, 503, 504]);

export interface CallOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  form?: () => FormData;
  /** Runs before a retry; true when the first attempt turned out to have landed (the answer is then `landed`). */
  beforeRetry?: () => Promise<boolean>;
}

/**
 * One signed-in user talking to the cluster through the balancer. A call that fails with a connection error waits
 * until the killed instance's database sessions are gone (its transactions have ended), then tries again.
 */
export class ClusterClient {
  token = '';

  constructor(
    private readonly baseUrl: string,
    private readonly tally: Tally,
    private readonly settled: () => Promise<void>,
  ) {}

  private async attempt(path: string, options: CallOptions): Promise<{ text: string; servedBy: string }> {
    const headers: Record<string, string> = { 'accept-language': 'en_US' };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    let payload: string | FormData | undefined;
    if (options.form) payload = options.form();
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.body);
    }
    const url = `${this.baseUrl}${path.startsWith('/digital-portal') ? path : ADMIN + path}`;
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, { method: options.method ?? 'GET', headers, body: payload });
      text = await response.text();
    } catch (error) {
      throw new ConnectionError((error as Error).message);
    }
    const servedBy = response.headers.get('x-served-by') ?? '';
    if (BALANCER_STATUSES.has(response.status) && !text.startsWith('{')) {
      throw new ConnectionError(`balancer answered ${response.status}`);
    }
    // the server had no database primary (a failover): the write may or may not have landed, as above
    if (response.status === 503 && text.includes(`"subCode":"${DATABASE_UNAVAILABLE}"`)) {
      throw new ConnectionError('database unavailable');
    }
    return { text, servedBy };
  }

  /** A call that must succeed (code 10000); connection errors are retried, anything else counts as an error. */
  async call<T>(path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const answer = await this.send<T>(path, options);
    if (answer.body.code !== '10000') {
      this.tally.errors.push(`${path}: ${answer.body.code} ${answer.body.msg}`);
      throw new Error(`${path}: ${answer.body.code} ${answer.body.msg}`);
    }
    return answer;
  }

  /** The answer whatever its code, after retrying connection errors. */
  async send<T>(path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const answer = await this.raw(path, options);
    if (answer.hasLandedBefore) {
      return { ...answer, body: { code: '10000', msg: 'landed', data: null as T } };
    }
    return { ...answer, body: JSON.parse(answer.text) as Envelope<T> };
  }

  /** The body as text (a download), after retrying connection errors. */
  async raw(path: string, options: CallOptions = {}) {
    for (let retries = 0; ; retries++) {
      try {
        const started = performance.now();
        const answer = await this.attempt(path, options);
        this.tally.requests++;
        this.tally.latencies.push(performance.now() - started);
        return { ...answer, retries, hasLandedBefore: false };
      } catch (error) {
        if (!(error instanceof ConnectionError) || retries >= 5) throw error;
        this.tally.connectionErrors++;
        await this.settled();
        if (options.beforeRetry && (await options.beforeRetry())) {
          this.tally.retriedButOnce++;
          // a lookup found the first attempt's work: no answer to read
          return { text: '', servedBy: '', retries, hasLandedBefore: true };
        }
      }
    }
  }

  async signIn(userName: string, password: string) {
    const key = await this.call<{ publicKey: string }>('/publicKey');
    const login = await this.call<{ token?: string }>('/login', {
      method: 'POST',
      body: { userName, password: encryptForLogin(key.body.data.publicKey, password) },
    });
    if (!login.body.data.token) throw new Error(`${userName} got no session`);
    this.token = login.body.data.token;
  }
}
