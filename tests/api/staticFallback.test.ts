import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startServer, type TestServer } from './harness';

/** A stand-in for the vite build: the console page, one asset and the mobile form page. */
const makeDist = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dist-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Console page</title><div id="root"></div>',
  );
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'x.js'), 'console.log("asset");');
  mkdirSync(path.join(dir, 'runtime', 'mobile'), { recursive: true });
  writeFileSync(
    path.join(dir, 'runtime', 'mobile', 'index.html'),
    '<!doctype html><title>Mobile form page</title>',
  );
  return dir;
};

describe('the built front ends on one port (README quick start)', () => {
  let server: TestServer;
  let dist: string;
  const get = (url: string) => fetch(`${server.baseUrl}${url}`);

  beforeAll(async () => {
    dist = makeDist();
    server = await startServer({ distDir: dist }, { serveStatic: true });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/system/user', '/home?x=1', '/system/'])('serves the console page at %s', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<title>Console page</title>');
  });

  it('serves the mobile form page for its deep links', async () => {
    const response = await get('/workflow-mobile/abc');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Mobile form page</title>');
  });

  it('serves assets as they are, with a long cache', async () => {
    const response = await get('/assets/x.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe('console.log("asset");');
  });

  it.each(['/assets/missing.js', '/assets/', '/favicon-missing.svg'])(
    'answers a missing file %s with a plain 404',
    async (url) => {
      const response = await get(url);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toBe('Not Found');
    },
  );

  it('keeps the 404 envelope for unknown API paths', async () => {
    const response = await get(`${ADMIN}/no/such/api`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: '40401',
      msg: `接口 ${ADMIN}/no/such/api 不存在`,
      data: null,
    });
  });
});
