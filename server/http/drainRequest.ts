import type { IncomingMessage } from 'node:http';

/** How much of a refused request body is read and thrown away so the client can finish sending and read the answer. */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
/** How long the rest of a refused body may take to arrive. */
export const DRAIN_MAX_MS = 30_000;

/**
 * Reads and discards the rest of a request body the server stopped using (an upload refused half-way), so the
 * client is not left blocked on a full socket, unable to read the refusal. Resolves true once the body has ended,
 * false when it went past `maxBytes` or `maxMs` (the answer then goes out and the connection closes).
 */
export const drainRequest = (
  raw: IncomingMessage,
  { maxBytes = DRAIN_MAX_BYTES, maxMs = DRAIN_MAX_MS } = {},
): Promise<boolean> => {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve(raw.complete);
  return new Promise((resolve) => {
    let read = 0;
    const finish = (isDrained: boolean) => {
      clearTimeout(timer);
      raw.off('data', count);
      raw.off('end', ended);
      raw.off('close', closed);
      if (!isDrained) raw.pause();
      resolve(isDrained);
    };
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) finish(false);
    };
    const ended = () => finish(true);
    const closed = () => finish(raw.complete);
    const timer = setTimeout(() => finish(false), maxMs);
    raw.unpipe();
    raw.on('data', count);
    raw.once('end', ended);
    raw.once('close', closed);
    raw.resume();
  });
};
