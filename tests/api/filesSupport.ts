import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local endpoint the proxy tests call: options, redirects, a slow answer and a large one. */
export const startTargetServer = async () => {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/options') {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () =>
        send(200, {
          code: 0,
          data: {
            cities: [
              { name: 'Hangzhou', id: 'hz' },
              { name: 'Suzhou', id: 'sz' },
            ],
            echo: { method: req.method, query: url.search, body: text, token: req.headers['x-token'] ?? '' },
          },
        }),
      );
      return;
    }
    if (url.pathname === '/redirect-private')
      return send(
        302,
        {},
        { location: `http://127.0.0.1:${(server.address() as AddressInfo).port}/options` },
      );
    if (url.pathname === '/redirect-ok') return send(302, {}, { location: '/options' });
    if (url.pathname === '/loop') return send(302, {}, { location: '/loop' });
    if (url.pathname === '/fail') return send(500, { message: 'boom' });
    if (url.pathname === '/slow') {
      const timer = setTimeout(() => send(200, { late: true }), 12_000);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    if (url.pathname === '/big') {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const write = () => {
        while (sent < 3 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return res.once('drain', write);
        }
        res.end();
      };
      write();
      res.on('error', () => undefined);
      return;
    }
    send(404, { message: 'no' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

/** Posts one multipart upload with the given parts (to upload/oss unless `path`, relative to the admin prefix). */
export const uploadForm = async (
  baseUrl: string,
  token: string | undefined,
  files: Array<{ name: string; body: Buffer | string; field?: string }>,
  path = '/upload/oss',
) => {
  const form = new FormData();
  for (const file of files)
    form.append(
      file.field ?? 'file',
      new Blob([typeof file.body === 'string' ? file.body : new Uint8Array(file.body)]),
      file.name,
    );
  const response = await fetch(`${baseUrl}/digital-portal/api/authority/admin${path}`, {
    method: 'POST',
    headers: { 'accept-language': 'en_US', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      code: string;
      msg: string;
      data: { fileName: string; url: string; size: number; originalName: string; name: string };
    },
  };
};
