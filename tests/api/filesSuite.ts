import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { uploadForm } from './filesSupport';
import { openStoreUnderTest, type StoreKind, type StoreUnderTest } from './fileStoreUnderTest';

export const COMMON = '/digital-portal/common';

/** GET /download with a token or the Admin-Token cookie, and any extra headers (Range). */
export const downloadFrom =
  (baseUrl: () => string) =>
  (query: string, auth: { token?: string; cookie?: string }, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl()}${COMMON}/download?${query}`, {
      headers: {
        'accept-language': 'en_US',
        ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
        ...(auth.cookie ? { cookie: `Admin-Token=${auth.cookie}` } : {}),
        ...headers,
      },
    });

/**
 * The file API (upload, download, file centre) against one file store. `files.test.ts` runs it on the local
 * directory and `filesOnS3.test.ts` on an S3 bucket; `extra` adds store-specific tests sharing the server.
 */
export const describeFileApi = (
  kind: StoreKind,
  extra?: (ctx: { server: () => TestServer; store: () => StoreUnderTest; token: () => string }) => void,
) => {
  let server: TestServer;
  let store: StoreUnderTest;
  let adminToken: string;
  let staffToken: string;
  let otherTenantToken: string;
  const download = downloadFrom(() => server.baseUrl);

  beforeAll(async () => {
    store = await openStoreUnderTest(kind);
    server = await startServer(store.overrides);
    adminToken = await server.tokenFor('admin');
    staffToken = await server.tokenFor('zhangsan');
    otherTenantToken = await server.tokenFor('admin2');
  });
  afterAll(async () => {
    await server.close();
    await store.close();
  });

  describe(`upload/oss on the ${kind} store`, () => {
    it("stores one file under the tenant's prefix with a generated name and answers name and URL", async () => {
      const { body } = await uploadForm(server.baseUrl, staffToken, [
        { name: '出差 报告.pdf', body: '%PDF-1.4 hello' },
      ]);
      expect(body.code).toBe('10000');
      expect(body.data.originalName).toBe('出差 报告.pdf');
      expect(body.data.fileName).toMatch(/^\d{22}\.pdf$/);
      expect(body.data.name).toBe(body.data.fileName);
      expect(body.data.size).toBe(14);
      expect(body.data.url).toBe(`${COMMON}/download?fileName=${body.data.fileName}`);
      expect(await store.storedNames('M001')).toContain(body.data.fileName);
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
      // nothing half-written or refused is left behind
      expect(await store.unrecorded(server.deps.db, 'M001')).toEqual([]);
    });
  });

  describe(`common/download on the ${kind} store`, () => {
    it('serves the file with its type and disposition, by header or by the Admin-Token cookie', async () => {
      const { body } = await uploadForm(server.baseUrl, staffToken, [
        { name: '清单.csv', body: 'a,b\n1,2\n' },
      ]);
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

    it('answers a Range request with that part and refuses a range past the end', async () => {
      const text = 'abcdefghijklmnopqrstuvwxyz';
      const { body } = await uploadForm(server.baseUrl, staffToken, [{ name: 'letters.txt', body: text }]);
      const query = `fileName=${body.data.fileName}`;
      const part = await download(query, { token: staffToken }, { range: 'bytes=2-5' });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe('bytes 2-5/26');
      expect(await part.text()).toBe('cdef');
      const tail = await download(query, { token: staffToken }, { range: 'bytes=-3' });
      expect(await tail.text()).toBe('xyz');
      const whole = await download(query, { token: staffToken });
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      expect(await whole.text()).toBe(text);
      const past = await download(query, { token: staffToken }, { range: 'bytes=26-' });
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe('bytes */26');
      expect(((await past.json()) as { msg: string }).msg).toBe(
        'The requested range starts past the end of the file (26 bytes)',
      );
    });

    it('delete=true sends the whole file once, then it is gone from the store and the list', async () => {
      const { body } = await uploadForm(server.baseUrl, staffToken, [{ name: 'export.xlsx', body: 'sheet' }]);
      expect(await store.storedNames('M001')).toContain(body.data.fileName);
      const first = await download(
        `fileName=${body.data.fileName}&delete=true`,
        { token: staffToken },
        { range: 'bytes=0-1' },
      );
      expect(await first.text()).toBe('sheet');
      await expect.poll(() => store.storedNames('M001')).not.toContain(body.data.fileName);
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

  describe(`file centre list and delete on the ${kind} store`, () => {
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
      expect(await store.unrecorded(server.deps.db, 'M001')).toEqual([]);
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

  extra?.({ server: () => server, store: () => store, token: () => staffToken });
};
