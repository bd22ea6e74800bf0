import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';

/** Writes one chunk and resolves once the socket has taken it, or false when the response closes first. */
const writeFlushed = (raw: ServerResponse, chunk: Buffer) =>
  new Promise<boolean>((resolve) => {
    const onClose = () => resolve(false);
    raw.once('close', onClose);
    raw.write(chunk, (error) => {
      raw.off('close', onClose);
      resolve(!error);
    });
  });

/**
 * Streams `body` into the response chunk by chunk and answers how many bytes the socket took. A client that has
 * every byte may close the connection before the file's stream reports its end, so "sent" is judged by the bytes
 * that went out, not by the response's own finish (which such a close turns into a premature-close error).
 */
export const sendCounted = async (body: Readable, raw: ServerResponse): Promise<number> => {
  let sent = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      if (!(await writeFlushed(raw, chunk))) break;
      sent += chunk.length;
    }
  } catch {
    // The store stopped mid-file: what went out is counted, the rest is not.
  } finally {
    body.destroy();
    if (!raw.destroyed) raw.end();
  }
  return sent;
};
