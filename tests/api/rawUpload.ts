import { connect } from 'node:net';

export const UPLOAD_URL = '/digital-portal/api/authority/admin/upload/oss';

/** What a raw-socket upload saw: the answer as text, how the connection ended and when. */
export interface RawUploadResult {
  /** Everything the server sent, head and body ('' when it sent nothing). */
  answer: string;
  status: number;
  /** The JSON body of the answer, when there is one. */
  body: { code?: string; msg?: string } | undefined;
  /** The connection ended in an error (a reset, a broken pipe) instead of the server's close. */
  error: string | undefined;
  /** The server closed its side after the answer (FIN). */
  isClosedByServer: boolean;
  /** Milliseconds from the first byte sent to the connection's end. */
  elapsedMs: number;
}

const parse = (answer: string) => {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
  const text = answer.slice(answer.indexOf('\r\n\r\n') + 4);
  try {
    return { status, body: JSON.parse(text) as RawUploadResult['body'] };
  } catch {
    return { status, body: undefined };
  }
};

/**
 * Sends one upload over a plain socket, the way a browser does: the whole body as fast as the server reads it, reading
 * whatever comes back meanwhile. `stopAfter` sends only that many bytes of the body and then drops the connection.
 */
export const rawUpload = (
  baseUrl: string,
  token: string,
  contentType: string,
  body: Buffer,
  options: { stopAfter?: number; chunkBytes?: number } = {},
): Promise<RawUploadResult> => {
  const { hostname, port } = new URL(baseUrl);
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let error: string | undefined;
    let isClosedByServer = false;
    // A server that stops reading and never answers fails the test instead of hanging it.
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      isClosedByServer = true;
      socket.end();
    });
    socket.on('error', (problem: NodeJS.ErrnoException) => (error = problem.code ?? problem.message));
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('utf8');
      resolve({ answer, ...parse(answer), error, isClosedByServer, elapsedMs: Date.now() - started });
    });
    socket.once('connect', async () => {
      socket.write(
        `POST ${UPLOAD_URL} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: Bearer ${token}\r\n` +
          `Accept-Language: en_US\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      const end = Math.min(body.length, options.stopAfter ?? body.length);
      const step = options.chunkBytes ?? 64 * 1024;
      for (let at = 0; at < end && !socket.destroyed; at += step) {
        const isFlushed = socket.write(body.subarray(at, Math.min(end, at + step)));
        if (!isFlushed && !socket.destroyed)
          await new Promise((drained) => {
            socket.once('drain', drained);
            socket.once('close', drained);
          });
      }
      if (options.stopAfter !== undefined) socket.destroy();
    });
  });
};

/** A multipart body of one file of `bytes` bytes. */
export const oneFileBody = (name: string, bytes: number) => {
  const boundary = '----rawUpload9f8e7d6c5b4a';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([Buffer.from(head), Buffer.alloc(bytes, 7), Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
};
