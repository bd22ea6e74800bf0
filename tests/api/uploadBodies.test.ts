import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { storedFiles } from '../../server/db/schema';
import { dbKind, startServer, type TestServer } from './harness';
import { openStoreUnderTest, type StoreUnderTest } from './fileStoreUnderTest';
import { multipartBody, type MultipartCase } from '../fuzz/multipart';
import { UPLOAD_URL, rawUpload } from './rawUpload';

/** Issue 32, point 3: every malformed, cut-off or mislabelled upload body is refused with a 4xx, leaving no file. */
let server: TestServer;
let store: StoreUnderTest;
let token: string;
beforeAll(async () => {
  store = await openStoreUnderTest('local');
  server = await startServer(store.overrides);
  token = await server.tokenFor('admin');
});
afterAll(async () => {
  await server.close();
  await store.close();
});

/** `cut`: where a cut-off body ends, by default inside its closing boundary (after the part began). */
const post = async (kind: MultipartCase, cut = 0.9) => {
  const { contentType, body } = multipartBody(kind, 'hello, world', cut);
  const response = await fetch(`${server.baseUrl}${UPLOAD_URL}`, {
    method: 'POST',
    headers: { 'content-type': contentType, authorization: `Bearer ${token}`, 'accept-language': 'en_US' },
    body,
  });
  return {
    status: response.status,
    body: (await response.json()) as { code: string; msg: string; data: unknown },
  };
};

const recordedFiles = async () =>
  (await server.deps.db.select({ n: count() }).from(storedFiles).where(eq(storedFiles.merchantId, 'M001')))[0]
    ?.n;

const NO_BOUNDARY = "The upload's Content-Type names no usable multipart boundary";
const CUT_OFF = 'The upload ended before its multipart form was complete';
const MALFORMED = 'The upload is not a well-formed multipart form';
const NO_FILE = 'No file was sent';

describe(`malformed upload bodies on ${dbKind}`, () => {
  const cases: [MultipartCase, number, string][] = [
    ['noBoundary', 400, NO_BOUNDARY],
    ['emptyBoundary', 400, NO_BOUNDARY],
    ['longBoundary', 400, NO_BOUNDARY],
    ['wrongBoundary', 400, MALFORMED],
    ['notMultipart', 400, MALFORMED],
    ['cutOff', 400, CUT_OFF],
    ['noClosingBoundary', 400, CUT_OFF],
    ['prototypeField', 400, MALFORMED],
    ['badJsonField', 400, MALFORMED],
    ['headerWithoutColon', 400, NO_FILE],
    ['noDisposition', 400, NO_FILE],
    ['empty', 400, NO_FILE],
  ];
  it.each(cases)('%s answers %i naming the problem, and leaves no file', async (kind, status, msg) => {
    const before = await recordedFiles();
    const answer = await post(kind);
    expect(answer).toEqual({ status, body: { code: '40001', msg, data: { field: 'file' } } });
    expect(await recordedFiles()).toBe(before);
    expect(await store.unrecorded(server.deps.db, 'M001')).toEqual([]);
  });

  it('a body cut anywhere in its part is refused as cut off or malformed, never stored', async () => {
    const before = await recordedFiles();
    for (const cut of [0.05, 0.2, 0.4, 0.6, 0.8, 0.95]) {
      const answer = await post('cutOff', cut);
      expect(answer.status, String(cut)).toBe(400);
      expect([CUT_OFF, MALFORMED], String(cut)).toContain(answer.body.msg);
    }
    expect(await recordedFiles()).toBe(before);
    expect(await store.storedNames('M001')).toHaveLength(before ?? 0);
  });

  it('huge part headers, many parts and many files are refused under the limits, never a 500', async () => {
    const before = await recordedFiles();
    expect((await post('hugePartHeader')).body).toMatchObject({
      code: '50001',
      msg: /File type "—" is not allowed/,
    });
    expect((await post('manyParts')).body).toMatchObject({
      code: '50001',
      msg: 'Too many form fields in the upload',
    });
    expect((await post('manyFiles')).body).toMatchObject({ code: '50001', msg: 'Upload one file at a time' });
    expect(await recordedFiles()).toBe(before);
    expect(await store.unrecorded(server.deps.db, 'M001')).toEqual([]);
  });

  it('a client that leaves half-way leaves no file, and the server goes on answering', async () => {
    const { body, contentType } = multipartBody('valid', 'x'.repeat(256 * 1024), 0);
    const before = await recordedFiles();
    const left = await rawUpload(server.baseUrl, token, contentType, Buffer.from(body), {
      stopAfter: 100 * 1024,
    });
    expect(left.answer).toBe('');
    await expect.poll(() => store.storedNames('M001')).toHaveLength(before ?? 0);
    expect((await post('valid')).body.code).toBe('10000');
  });
});
