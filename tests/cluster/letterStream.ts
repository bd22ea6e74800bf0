import { ADMIN } from './clusterClient';

interface Tip {
  unreadCount: number;
  letterItems: { bizId: string }[];
}

export interface LetterStream {
  /** The instance serving the stream now. */
  readonly servedBy: string;
  /** Every instance that served it, in order. */
  readonly history: string[];
  readonly reconnects: number;
  /** Resolves once a tip lists a letter about `bizId`; rejects after `ms`. */
  waitForLetter(bizId: string, ms: number): Promise<void>;
  close(): void;
}

/**
 * The live bell of one user, as the console keeps it: an SSE stream through the balancer that is opened again at
 * once whenever it ends (its instance died) and keeps the latest tip.
 */
export const openLetterStream = async (baseUrl: string, token: string): Promise<LetterStream> => {
  let latest: Tip | undefined;
  let isClosed = false;
  let reconnects = 0;
  const history: string[] = [];
  const waiters = new Set<() => void>();
  const abort = new AbortController();
  let firstTip: (() => void) | undefined;
  const gotFirstTip = new Promise<void>((resolve) => (firstTip = resolve));

  const readEvents = async (body: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n');
        if (!lines.includes('event: tip')) continue;
        const data = lines.find((l) => l.startsWith('data: '));
        if (!data) continue;
        latest = JSON.parse(data.slice(6)) as Tip;
        firstTip?.();
        for (const wake of [...waiters]) wake();
      }
    }
  };

  const connectOnce = async () => {
    const response = await fetch(`${baseUrl}${ADMIN}/letter/stream`, {
      headers: { authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel();
      throw new Error(`letter stream answered ${response.status}`);
    }
    history.push(response.headers.get('x-served-by') ?? '');
    await readEvents(response.body);
  };

  const keepOpen = async () => {
    while (!isClosed) {
      try {
        await connectOnce();
      } catch {
        if (isClosed) return;
        // refused while the balancer had not yet seen the instance go: try the next one soon
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      if (!isClosed) reconnects++;
    }
  };
  void keepOpen();
  await gotFirstTip;

  return {
    get servedBy() {
      return history[history.length - 1] ?? '';
    },
    history,
    get reconnects() {
      return reconnects;
    },
    waitForLetter: (bizId, ms) =>
      new Promise<void>((resolve, reject) => {
        const has = () => latest?.letterItems.some((item) => item.bizId === bizId) ?? false;
        if (has()) return resolve();
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no letter about ${bizId} on the stream within ${ms} ms`));
        }, ms);
        const check = () => {
          if (!has()) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
      }),
    close: () => {
      isClosed = true;
      abort.abort();
    },
  };
};
