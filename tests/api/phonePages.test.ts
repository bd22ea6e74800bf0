import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_BOOT_SCRIPT } from '@shared/phone/phoneBoot';
import { PHONE_REDIRECT_SCRIPT } from '@shared/phone/phoneRedirect';
import { startServer, type TestServer } from './harness';

/** A stand-in for the phone build (dist/m): its page, a hashed file with its gzip copy, the service worker. */
const makeDist = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dist-phone-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Console page</title>');
  mkdirSync(path.join(dir, 'm', 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'm', 'index.html'), '<!doctype html><title>Phone page</title>');
  const script = `console.log(${JSON.stringify('phone '.repeat(400))});`;
  writeFileSync(path.join(dir, 'm', 'assets', 'mobile-abc.js'), script);
  writeFileSync(path.join(dir, 'm', 'assets', 'mobile-abc.js.gz'), gzipSync(script));
  writeFileSync(path.join(dir, 'm', 'sw.js'), 'self.addEventListener("fetch", () => {});');
  return { dir, script };
};

describe('the phone pages at /m/ (issue 33)', () => {
  let server: TestServer;
  let dist: { dir: string; script: string };
  const get = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}${url}`, { headers });

  beforeAll(async () => {
    dist = makeDist();
    server = await startServer({ distDir: dist.dir }, { serveStatic: true });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist.dir, { recursive: true, force: true });
  });

  it.each(['/m', '/m/', '/m/task/12', '/m/application/9?x=1', '/m/sign-in?next=%2Fm%2F'])(
    'answers %s with the phone page, never cached',
    async (url) => {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>Phone page</title>');
    },
  );

  it('keeps the console at its own addresses', async () => {
    expect(await (await get('/approval/todo?taskId=1')).text()).toContain('<title>Console page</title>');
    expect(await (await get('/mobile')).text()).toContain('<title>Console page</title>');
  });

  it('sends the compressed copy to a browser that accepts it, the file itself to one that does not', async () => {
    const compressed = await get('/m/assets/mobile-abc.js', { 'accept-encoding': 'gzip' });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(compressed.headers.get('cache-control')).toContain('immutable');
    expect(await compressed.text()).toBe(dist.script);
    const plain = await get('/m/assets/mobile-abc.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(dist.script);
  });

  it('has the service worker looked at on every open, and a missing file is a plain 404', async () => {
    expect((await get('/m/sw.js')).headers.get('cache-control')).toBe('no-cache');
    const missing = await get('/m/assets/gone.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Not Found');
  });

  it('allows the two inline scripts (the console’s phone redirect, the phone boot) by their hashes, and no other', async () => {
    const policy = (await get('/m/')).headers.get('content-security-policy') ?? '';
    const scripts = policy.split(';').find((directive) => directive.trim().startsWith('script-src'));
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(scripts?.trim()).toBe(
      `script-src 'self' ${hash(PHONE_REDIRECT_SCRIPT)} ${hash(PHONE_BOOT_SCRIPT)}`,
    );
  });
});
