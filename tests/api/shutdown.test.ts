import http from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptForLogin } from '../../server/auth/keys';
import { stopServer } from '../../server/http/stopServer';
import { eventually } from './eventually';
import { ADMIN, dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ shutdownDrainMs: 20_000 });
});
afterAll(() => server.close());

const target = () => new URL(server.baseUrl);

/** A sign-in whose body arrives in two parts: the request is in flight until `finish` sends the second. */
const slowSignIn = (agent: http.Agent | false) => {
  const body = JSON.stringify({
    userName: 'admin',
    password: encryptForLogin(server.deps.publicKeyPem, 'Admin@12345'),
  });
  const half = Math.floor(body.length / 2);
  const request = http.request({
    host: target().hostname,
    port: target().port,
    method: 'POST',
    path: `${ADMIN}/login`,
    agent,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{
    status: number;
    connection: string;
    body: { code: string; data: { token?: string } };
  }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: String(response.headers.connection ?? ''),
          body: JSON.parse(text) as never,
        }),
      );
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, half));
  return { answer, finish: () => request.end(body.slice(half)) };
};

/** A GET on a connection of its own: resolves with the status, or with the connection error's code. */
const newConnection = (path: string) =>
  new Promise<string>((resolve) => {
    http
      .get({ host: target().hostname, port: target().port, path, agent: false }, (response) => {
        response.resume();
        resolve(String(response.statusCode));
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

/** A keep-alive connection that served one request and now sits idle. */
const idleKeepAlive = () =>
  new Promise<Socket>((resolve) => {
    const agent = new http.Agent({ keepAlive: true });
    let socket: Socket | undefined;
    http
      .get({ host: target().hostname, port: target().port, path: '/healthz', agent }, (response) => {
        response.resume();
        response.on('end', () => socket && resolve(socket));
      })
      .on('socket', (opened) => (socket = opened));
  });

/** An open letter stream (Server-Sent Events); `ended` resolves with everything it received. */
const letterStream = async () => {
  const token = await server.tokenFor('admin');
  return new Promise<{ ended: Promise<string> }>((resolve) => {
    http.get(
      {
        host: target().hostname,
        port: target().port,
        path: `${ADMIN}/letter/stream`,
        headers: { authorization: `Bearer ${token}` },
        agent: false,
      },
      (response) => {
        let text = '';
        const ended = new Promise<string>((done) => response.on('close', () => done(text)));
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes('retry: 5000')) resolve({ ended });
        });
      },
    );
  });
};

describe(`graceful shutdown on ${dbKind}`, () => {
  it('drains: a slow request in flight finishes with 200 while new connections are refused, then the instance closes', async () => {
    const slow = slowSignIn(false);
    const idle = await idleKeepAlive();
    const idleClosed = new Promise<void>((resolve) => idle.once('close', () => resolve()));
    const stream = await letterStream();

    // SIGTERM: /readyz says 503 at once, and answers ask the client to close its connection.
    server.deps.shutdown.begin();
    const readiness = await fetch(`${server.baseUrl}/readyz`);
    expect(readiness.status).toBe(503);
    expect(readiness.headers.get('connection')).toBe('close');

    // After the delay (0 here): the listener closes while the sign-in is still waiting for its body.
    const stopped = stopServer(server.app, server.deps, 0);
    await eventually(async () => expect(await newConnection('/healthz')).toBe('ECONNREFUSED'));
    expect(server.deps.shutdown.phase).toBe('draining');
    await idleClosed;
    expect(await stream.ended).toContain('retry: 1000');

    slow.finish();
    const answer = await slow.answer;
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe('10000');
    expect(answer.body.data.token).toBeTruthy();
    expect(answer.connection).toBe('close');

    await stopped;
    expect(server.deps.shutdown.phase).toBe('closed');
  });
});
