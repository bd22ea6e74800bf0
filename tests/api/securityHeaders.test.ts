import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { uploadForm } from './filesSupport';

const COMMON = '/digital-portal/common';
const EXPIRED = { code: '40101', subCode: 'auth-check-error', msg: 'login expired or invalid', data: null };

let server: TestServer;
let token: string;
const scratch = mkdtempSync(path.join(tmpdir(), 'headers-'));
const distDir = path.join(scratch, 'dist');

beforeAll(async () => {
  mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Console page</title>');
  writeFileSync(path.join(distDir, 'assets', 'x.js'), '1');
  server = await startServer({ distDir, dataDir: path.join(scratch, 'data') }, { serveStatic: true });
  token = await server.tokenFor('admin');
});
afterAll(async () => {
  await server.close();
  rmSync(scratch, { recursive: true, force: true });
});

const withCookieOnly = (url: string) =>
  fetch(`${server.baseUrl}${url}`, {
    headers: { cookie: `Admin-Token=${token}`, 'accept-language': 'en_US' },
  });

describe('security headers', () => {
  it.each([
    ['the console page', '/system/user'],
    ['an asset', '/assets/x.js'],
    ['a missing asset', '/assets/gone.js'],
    ['an API answer', '/digital-portal/api/authority/admin/getPublicKey'],
    ['an API refusal', '/digital-portal/api/authority/admin/getInfo'],
    ['an unknown API path', '/digital-portal/api/authority/admin/nothing'],
  ])('are on %s', async (_name, url) => {
    const response = await fetch(`${server.baseUrl}${url}`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("worker-src 'self' blob:");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('leave the demo child apps their own, stricter policy', async () => {
    const response = await fetch(`${server.baseUrl}/digital-portal/subapps/hudong/list`);
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the Admin-Token cookie alone', () => {
  it('cannot make a GET delete happen: refused as signed out, and the record stays', async () => {
    const list = await server.request<{ rows: { positionId: string }[] }>('GET', '/position/list', { token });
    const id = list.body.data.rows[0]?.positionId ?? '';
    expect(id).not.toBe('');
    const answer = await withCookieOnly(`/digital-portal/api/authority/admin/position/remove/${id}`);
    expect(await answer.json()).toEqual(EXPIRED);
    expect((await server.request('GET', `/position/${id}`, { token })).body.code).toBe('10000');
  });

  it('still opens a download link, but cannot delete the file with it', async () => {
    const { body } = await uploadForm(server.baseUrl, token, [{ name: 'keep.txt', body: 'kept' }]);
    const file = path.join(scratch, 'data', 'files', 'M001', body.data.fileName);
    const refused = await withCookieOnly(`${COMMON}/download?fileName=${body.data.fileName}&delete=true`);
    expect(await refused.json()).toEqual(EXPIRED);
    expect(existsSync(file)).toBe(true);
    const read = await withCookieOnly(`${COMMON}/download?fileName=${body.data.fileName}`);
    // the download writes its own answer, and still carries the policy headers
    expect(read.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(read.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await read.text()).toBe('kept');
    expect(existsSync(file)).toBe(true);
  });
});
