import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { dbKind, startServer, type TestServer } from './harness';
import { uploadForm } from './filesSupport';
import { openStoreUnderTest, type StoreKind, type StoreUnderTest } from './fileStoreUnderTest';

const KB = 1024;
const MB = 1024 * KB;

/** The per-file limit and the tenant quota against one file store (`filesQuota.test.ts`, `filesQuotaOnS3.test.ts`). */
export const describeUploadLimits = (kind: StoreKind) => {
  let server: TestServer;
  let store: StoreUnderTest;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    store = await openStoreUnderTest(kind);
    server = await startServer({
      ...store.overrides,
      uploadMaxFileBytes: 1 * MB,
      tenantStorageQuotaBytes: 2.5 * MB,
    });
    for (const name of ['admin', 'admin2']) tokens[name] = await server.tokenFor(name);
  });
  afterAll(async () => {
    await server.close();
    await store.close();
  });

  const token = (name: string) => tokens[name] ?? '';
  const upload = (name: string, fileName: string, bytes: number) =>
    uploadForm(server.baseUrl, token(name), [{ name: fileName, body: Buffer.alloc(bytes, 7) }]);
  const usage = async (name: string) => {
    const { body } = await server.request<{ usedBytes: number; quotaBytes: number; maxFileBytes: number }>(
      'GET',
      '/file/usage',
      { token: token(name) },
    );
    expect(body.code).toBe('10000');
    return body.data;
  };
  /** Stored bytes without a record: a refused upload must leave none. */
  const leftovers = (merchantId: string) => store.unrecorded(server.deps.db, merchantId);

  describe(`upload limits on ${dbKind} with the ${kind} store`, () => {
    it('defaults to 20 MB per file and 1024 MB per tenant, read from the environment', () => {
      expect(readConfig({})).toMatchObject({
        uploadMaxFileBytes: 20 * MB,
        tenantStorageQuotaBytes: 1024 * MB,
      });
      expect(readConfig({ UPLOAD_MAX_FILE_MB: '5', TENANT_STORAGE_QUOTA_MB: '100' })).toMatchObject({
        uploadMaxFileBytes: 5 * MB,
        tenantStorageQuotaBytes: 100 * MB,
      });
    });

    it('refuses a file over the per-file limit, naming the limit', async () => {
      expect(await usage('admin')).toEqual({ usedBytes: 0, quotaBytes: 2.5 * MB, maxFileBytes: 1 * MB });
      const big = await upload('admin', 'big.zip', MB + 1);
      expect(big.body).toMatchObject({ code: '50001', msg: 'The file is larger than 1 MB' });
      expect((await usage('admin')).usedBytes).toBe(0);
    });

    it('counts stored bytes and refuses an upload past the quota, leaving no partial file', async () => {
      expect((await upload('admin', 'one.pdf', MB)).body.code).toBe('10000');
      expect((await upload('admin', 'two.pdf', MB)).body.code).toBe('10000');
      expect((await usage('admin')).usedBytes).toBe(2 * MB);
      const over = await upload('admin', 'three.pdf', 0.6 * MB);
      expect(over.body).toMatchObject({
        code: '50001',
        msg: "The file does not fit in the tenant's storage quota of 2.5 MB (0.5 MB free)",
      });
      expect((await usage('admin')).usedBytes).toBe(2 * MB);
      expect(await leftovers('M001')).toEqual([]);
      expect(await store.storedNames('M001')).toHaveLength(2);
    });

    it('lets only one of two concurrent uploads take the last free space', async () => {
      const results = await Promise.all([
        upload('admin', 'a.txt', 400 * KB),
        upload('admin', 'b.txt', 400 * KB),
      ]);
      expect(results.map((r) => r.body.code).sort()).toEqual(['10000', '50001']);
      expect((await usage('admin')).usedBytes).toBe(2 * MB + 400 * KB);
      expect(await leftovers('M001')).toEqual([]);
    });

    it("leaves other tenants unaffected, and a delete frees the tenant's space", async () => {
      expect((await upload('admin2', 'own.pdf', MB)).body.code).toBe('10000');
      expect(await usage('admin2')).toEqual({ usedBytes: MB, quotaBytes: 2.5 * MB, maxFileBytes: MB });
      expect((await usage('admin')).usedBytes).toBe(2 * MB + 400 * KB);

      const list = await server.request<{ rows: { fileId: string; originalName: string }[] }>(
        'GET',
        '/file/list?pageNum=1&limit=50',
        { token: token('admin') },
      );
      const one = list.body.data.rows.find((r) => r.originalName === 'one.pdf');
      expect(
        (
          await server.request('POST', '/file/delete', {
            token: token('admin'),
            body: { fileIds: [one?.fileId] },
          })
        ).body.code,
      ).toBe('10000');
      expect((await usage('admin')).usedBytes).toBe(MB + 400 * KB);
      expect((await upload('admin', 'three.pdf', 0.6 * MB)).body.code).toBe('10000');
      expect(await leftovers('M001')).toEqual([]);
    });
  });
};
