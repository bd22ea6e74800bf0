import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKind, startServer, type TestServer } from './harness';
import { openStoreUnderTest, type StoreUnderTest } from './fileStoreUnderTest';
import { oneFileBody, rawUpload } from './rawUpload';
import { uploadForm } from './filesSupport';

/**
 * Issue 32, point 2: an upload over the file limit or the tenant's quota gets its refusal promptly, and the client
 * can read it: the server reads the rest of the body, answers and closes the connection cleanly (no reset, no hang).
 */
const MB = 1024 * 1024;
let server: TestServer;
let store: StoreUnderTest;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  store = await openStoreUnderTest('local');
  server = await startServer({
    ...store.overrides,
    uploadMaxFileBytes: 2 * MB,
    tenantStorageQuotaBytes: 3 * MB,
  });
  for (const name of ['admin', 'admin2']) tokens[name] = await server.tokenFor(name);
  // Tenant 2 keeps 1.5 MB free: less than the file limit, so its uploads are bound by the quota.
  const stored = await uploadForm(server.baseUrl, tokens.admin2, [
    { name: 'first.zip', body: Buffer.alloc(1.5 * MB, 1) },
  ]);
  expect(stored.body.code).toBe('10000');
});
afterAll(async () => {
  await server.close();
  await store.close();
});

const REPEATS = 20;

describe(`uploads over a limit on ${dbKind}`, () => {
  const cases = [
    ['the file limit', 'admin', 'The file is larger than 2 MB'],
    ['the quota', 'admin2', "The file does not fit in the tenant's storage quota of 3 MB (1.5 MB free)"],
  ] as const;
  it.each(cases)(
    `an 8 MB upload over %s gets the refusal and a clean close within 2 s, ${REPEATS} times in a row`,
    async (_, user, msg) => {
      const { contentType, body } = oneFileBody('big.zip', 8 * MB);
      const stored = await store.storedNames(user === 'admin' ? 'M001' : 'M002');
      for (let round = 0; round < REPEATS; round += 1) {
        const result = await rawUpload(server.baseUrl, tokens[user] ?? '', contentType, body);
        const seen = `round ${round}: ${result.error ?? ''} ${result.answer.slice(0, 300)}`;
        expect(result.error, seen).toBeUndefined();
        expect(result.isClosedByServer, seen).toBe(true);
        expect(result.status, seen).toBe(200);
        expect(result.body, seen).toMatchObject({ code: '50001', msg });
        expect(result.answer.toLowerCase(), seen).toContain('connection: close');
        expect(result.elapsedMs, seen).toBeLessThan(2000);
      }
      expect(await store.storedNames(user === 'admin' ? 'M001' : 'M002')).toEqual(stored);
    },
  );
});
