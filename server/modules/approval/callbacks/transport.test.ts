import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resolver } from '../../../net/checkTarget';
import { sendPushRequest } from './transport';

let server: Server;
let port = 0;
const received: Array<{ method: string; url: string; contentType: string; body: string }> = [];

const readAll = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => resolve(text));
  });

beforeAll(async () => {
  server = createServer((req, res) => {
    void readAll(req).then((body) => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        contentType: String(req.headers['content-type'] ?? ''),
        body,
      });
      if (req.url?.startsWith('/moved')) return res.writeHead(302, { location: '/hook' }).end();
      if (req.url?.startsWith('/big'))
        return res.writeHead(req.url.includes('fail') ? 500 : 200).end('x'.repeat(300 * 1024));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A name that answers with whatever address the test says, as a rebinding DNS server would. */
const resolverOf =
  (address: string): Resolver =>
  async () => [{ address, family: 4 }];

describe('data push transport', () => {
  it('posts the encoded body with its content type to a listed address and records the answer', async () => {
    const answer = await sendPushRequest(
      {
        url: `http://127.0.0.1:${port}/hook`,
        method: 'POST',
        body: '<xml>1</xml>',
        contentType: 'application/xml',
      },
      ['127.0.0.1'],
    );
    expect(answer).toEqual({ ok: true, httpStatus: 200, responseBody: '{"received":true}', error: '' });
    expect(received.at(-1)).toMatchObject({
      method: 'POST',
      url: '/hook',
      contentType: 'application/xml',
      body: '<xml>1</xml>',
    });
  });

  it('sends GET pushes as query parameters', async () => {
    await sendPushRequest(
      {
        url: `http://127.0.0.1:${port}/hook?fixed=1`,
        method: 'GET',
        body: 'a=1&b=x+y',
        contentType: 'application/x-www-form-urlencoded',
      },
      ['127.0.0.1'],
    );
    expect(received.at(-1)).toMatchObject({ method: 'GET', url: '/hook?fixed=1&a=1&b=x+y', body: '' });
  });

  it('connects only to the address it checked: a listed name that resolves to a private address is refused', async () => {
    const before = received.length;
    const answer = await sendPushRequest(
      {
        url: `http://hooks.example.com:${port}/hook`,
        method: 'POST',
        body: '{}',
        contentType: 'application/json',
      },
      ['*.example.com'],
      resolverOf('127.0.0.1'),
    );
    expect(answer).toMatchObject({ ok: false, error: 'approval:push.privateAddress' });
    expect(received.length).toBe(before);
  });

  it('does not follow a redirect: the push is recorded as failed with its status', async () => {
    const before = received.length;
    const answer = await sendPushRequest(
      { url: `http://127.0.0.1:${port}/moved`, method: 'POST', body: '{}', contentType: 'application/json' },
      ['127.0.0.1'],
    );
    expect(answer).toMatchObject({ ok: false, httpStatus: 302, error: 'HTTP 302' });
    expect(received.length).toBe(before + 1);
  });

  it('a push answered 2xx with a large body counts as delivered (no retry); a large error answer does not', async () => {
    const taken = await sendPushRequest(
      { url: `http://127.0.0.1:${port}/big`, method: 'POST', body: '{}', contentType: 'application/json' },
      ['127.0.0.1'],
    );
    expect(taken).toEqual({
      ok: true,
      httpStatus: 200,
      responseBody: '(answer over 256 kB, not kept)',
      error: '',
    });
    const failed = await sendPushRequest(
      {
        url: `http://127.0.0.1:${port}/big-fail`,
        method: 'POST',
        body: '{}',
        contentType: 'application/json',
      },
      ['127.0.0.1'],
    );
    expect(failed).toMatchObject({ ok: false, httpStatus: 500, error: 'HTTP 500, answer over 256 kB' });
  });

  it('names what is wrong with a refused URL', async () => {
    expect(
      await sendPushRequest(
        { url: 'http://other.org/x', method: 'POST', body: '', contentType: 'text/plain' },
        ['hooks.example.com'],
      ),
    ).toMatchObject({ ok: false, error: 'approval:push.notAllowed' });
    expect(
      await sendPushRequest(
        { url: 'http://nowhere.example.com/x', method: 'POST', body: '', contentType: 'text/plain' },
        ['*.example.com'],
        async () => Promise.reject(new Error('ENOTFOUND')),
      ),
    ).toMatchObject({ ok: false, error: 'approval:push.unresolved' });
  });
});
