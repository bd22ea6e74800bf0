import { createServer, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { sendCounted } from './sendCounted';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A server that answers one request with `body` through sendCounted and reports the count. */
const serve = (body: (raw: ServerResponse) => Readable, length: number) =>
  new Promise<{ port: number; counted: Promise<number> }>((ready) => {
    let report: (n: number) => void = () => undefined;
    const counted = new Promise<number>((resolve) => (report = resolve));
    server = createServer((_req, raw) => {
      raw.writeHead(200, { 'content-length': String(length) });
      void sendCounted(body(raw), raw).then(report);
    });
    server.listen(0, '127.0.0.1', () => {
      const address = server?.address();
      ready({ port: typeof address === 'object' && address ? address.port : 0, counted });
    });
  });

/** A raw client that reads until it has `want` body bytes (or any bytes at all), then closes its socket. */
const readThenClose = (port: number, want: number) =>
  new Promise<number>((done) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n'));
    let text = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      text = Buffer.concat([text, chunk]);
      const start = text.indexOf('\r\n\r\n');
      const body = start < 0 ? 0 : text.length - start - 4;
      if (body >= want) {
        socket.destroy();
        done(body);
      }
    });
  });

describe('sendCounted', () => {
  it('counts every byte as sent when the client closes after the last byte but before the file stream ends', async () => {
    // The file's stream gives its bytes, then ends only once the client has gone: the order that made a completed
    // delete-download look unfinished.
    const { port, counted } = await serve((raw) => {
      let given = false;
      return new Readable({
        read() {
          if (given) return;
          given = true;
          this.push(Buffer.from('sheet'));
          raw.socket?.once('close', () => this.push(null));
        },
      });
    }, 5);
    expect(await readThenClose(port, 5)).toBe(5);
    expect(await counted).toBe(5);
  });

  it('counts less than the whole when the client leaves part way through a large file', async () => {
    const size = 64 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 120);
    const { port, counted } = await serve(
      () => Readable.from(Array.from({ length: size / chunk.length }, () => chunk)),
      size,
    );
    await readThenClose(port, 1);
    expect(await counted).toBeLessThan(size);
  });
});
