import { mkdtempSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { uploadForm } from './filesSupport';

const COMMON = '/digital-portal/common';
let server: TestServer;
let adminToken: string;
let staffToken: string;
let otherTenantToken: string;
const dataDir = mkdtempSync(path.join(tmpdir(), 'files-api-'));

const download = (query: string, auth: { token?: string; cookie?: string }) =>
  fetch(`${server.baseUrl}${COMMON}/download?${query}`, {
    headers: {
      'accept-language': 'en_US',
      ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
      ...(auth.cookie ? { cookie: `Admin-Token=${auth.cookie}` } : {}),
    },
  });

beforeAll(async () => {
  server = await startServer({ dataDir });
  adminToken = await server.tokenFor('admin');
  staffToken = await server.tokenFor('zhangsan');
  otherTenantToken = await server.tokenFor('admin2');
});
afterAll(() => server.close());

describe('upload/oss', () => {
  it('stores one file under DATA_DIR/files/<tenant> with a generated name and answers name and URL', async () => {
    const { body } = await uploadForm(server.baseUrl, staffToken, [
      { name: '出差 报告.pdf', body: '%PDF-1.4 hello' },
    ]);
    expect(body.code).toBe('10000');
    expect(body.data.originalName).toBe('出差 报告.pdf');
    expect(body.data.fileName).toMatch(/^\d{22}\.pdf$/);
    expect(body.data.name).toBe(body.data.fileName);
    expect(body.data.size).toBe(14);
    expect(body.data.url).toBe(`${COMMON}/download?fileName=${body.data.fileName}`);
    expect(readdirSync(path.join(dataDir, 'files', 'M001'))).toContain(body.data.fileName);
  });

  it('refuses a missing token, a disallowed type, an empty file, two files and a file over 20 MB, saying why', async () => {
    expect((await uploadForm(server.baseUrl, undefined, [{ name: 'a.txt', body: 'x' }])).body.code).toBe(
      '40101',
    );
    const html = await uploadForm(server.baseUrl, staffToken, [
      { name: 'page.html', body: '<script>x</script>' },
    ]);
    expect(html.body.code).toBe('50001');
    expect(html.body.msg).toMatch(/File type "html" is not allowed\. Allowed: jpg, jpeg, png/);
    const noExt = await uploadForm(server.baseUrl, staffToken, [{ name: 'README', body: 'x' }]);
    expect(noExt.body.msg).toMatch(/File type "—" is not allowed/);
    expect((await uploadForm(server.baseUrl, staffToken, [{ name: 'empty.txt', body: '' }])).body.msg).toBe(
      'The file is empty',
    );
    const two = await uploadForm(server.baseUrl, staffToken, [
      { name: 'a.txt', body: 'a' },
      { name: 'b.txt', body: 'b' },
    ]);
    expect(two.body.msg).toBe('Upload one file at a time');
    const big = await uploadForm(server.baseUrl, staffToken, [
      { name: 'big.zip', body: Buffer.alloc(20 * 1024 * 1024 + 10, 1) },
    ]);
    expect(big.body.code).toBe('50001');
    expect(big.body.msg).toBe('The file is larger than 20 MB');
    const json = await server.request('POST', '/upload/oss', { token: staffToken, body: { file: 'x' } });
    expect(json.body.msg).toBe('Send the file as multipart/form-data');
    // nothing half-written is left behind
    expect(readdirSync(path.join(dataDir, 'files', 'M001')).filter((name) => name.startsWith('.'))).toEqual(
      [],
    );
  });
});

describe('common/download', () => {
  it('serves the file with its type and disposition, by header or by the Admin-Token cookie', async () => {
    const { body } = await uploadForm(server.baseUrl, staffToken, [{ name: '清单.csv', body: 'a,b\n1,2\n' }]);
    const byHeader = await download(`fileName=${body.data.fileName}`, { token: adminToken });
    expect(byHeader.status).toBe(200);
    expect(byHeader.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(byHeader.headers.get('content-disposition')).toBe(
      `attachment; filename="__.csv"; filename*=UTF-8''${encodeURIComponent('清单.csv')}`,
    );
    expect(byHeader.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await byHeader.text()).toBe('a,b\n1,2\n');
    const byCookie = await download(`fileName=${body.data.fileName}`, { cookie: staffToken });
    expect(await byCookie.text()).toBe('a,b\n1,2\n');
    const image = await uploadForm(server.baseUrl, staffToken, [{ name: 'photo.PNG', body: 'png-bytes' }]);
    const shown = await download(`fileName=${image.body.data.fileName}`, { cookie: staffToken });
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(shown.headers.get('content-disposition')).toMatch(/^inline; filename="photo.PNG"/);
  });

  it('needs a session, refuses path traversal and hides other tenants files', async () => {
    const { body } = await uploadForm(server.baseUrl, staffToken, [
      { name: 'secret.txt', body: 'M001 only' },
    ]);
    const anonymous = await (await download(`fileName=${body.data.fileName}`, {})).json();
    expect(anonymous.code).toBe('40101');
    for (const name of [
      '../../../etc/passwd',
      '..%2F..%2Fdb%2FPG_VERSION',
      `..%2FM001%2F${body.data.fileName}`,
      '.hidden.txt',
    ]) {
      const answer = (await (await download(`fileName=${name}`, { token: adminToken })).json()) as {
        code: string;
        msg: string;
      };
      expect(answer.code).toBe('40001');
      expect(answer.msg).toMatch(/^Invalid file name/);
    }
    const other = await download(`fileName=${body.data.fileName}`, { token: otherTenantToken });
    expect(other.status).toBe(404);
    expect(((await other.json()) as { msg: string }).msg).toBe('File not found');
  });

  it('delete=true sends the file once, then it is gone from disk and list', async () => {
    const { body } = await uploadForm(server.baseUrl, staffToken, [{ name: 'export.xlsx', body: 'sheet' }]);
    const file = path.join(dataDir, 'files', 'M001', body.data.fileName);
    expect(existsSync(file)).toBe(true);
    const first = await download(`fileName=${body.data.fileName}&delete=true`, { token: staffToken });
    expect(await first.text()).toBe('sheet');
    await expect.poll(() => existsSync(file)).toBe(false);
    expect((await download(`fileName=${body.data.fileName}`, { token: staffToken })).status).toBe(404);
  });

  it('delete=true by someone who neither uploaded it nor manages files is refused and keeps the file', async () => {
    const { body } = await uploadForm(server.baseUrl, adminToken, [{ name: 'keep.txt', body: 'keep' }]);
    const answer = (await (
      await download(`fileName=${body.data.fileName}&delete=true`, { token: staffToken })
    ).json()) as { msg: string };
    expect(answer.msg).toBe('Only the uploader or a file-centre manager may delete this file');
    expect(await (await download(`fileName=${body.data.fileName}`, { token: staffToken })).text()).toBe(
      'keep',
    );
  });
});

describe('file centre list and delete', () => {
  it('lists the tenant files newest first with a name filter, and deletes them', async () => {
    await uploadForm(server.baseUrl, adminToken, [{ name: 'budget-2026.xlsx', body: 'b' }]);
    const list = await server.request<{
      total: number;
      rows: Array<{ fileId: string; originalName: string; size: number; createBy: string }>;
    }>('GET', '/file/list?name=budget', { token: adminToken });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.rows[0]).toMatchObject({
      originalName: 'budget-2026.xlsx',
      size: 1,
      createBy: 'admin',
    });
    const otherTenant = await server.request<{ total: number }>('GET', '/file/list', {
      token: otherTenantToken,
    });
    expect(otherTenant.body.data.total).toBe(0);
    const foreign = await server.request('POST', '/file/delete', {
      token: otherTenantToken,
      body: { fileIds: [list.body.data.rows[0]?.fileId] },
    });
    expect(foreign.body.code).toBe('40401');
    const removed = await server.request<{ deleted: number }>('POST', '/file/delete', {
      token: adminToken,
      body: { fileIds: [list.body.data.rows[0]?.fileId] },
    });
    expect(removed.body.data.deleted).toBe(1);
    expect(
      (await server.request<{ total: number }>('GET', '/file/list?name=budget', { token: adminToken })).body
        .data.total,
    ).toBe(0);
  });

  it('needs the file-centre permission', async () => {
    const denied = await server.request('GET', '/file/list', { token: staffToken });
    expect(denied.body.code).toBe('40301');
  });
});
