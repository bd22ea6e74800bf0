import { describe, expect, it } from 'vitest';
import { uploadForm } from './filesSupport';
import { describeFileApi, downloadFrom } from './filesSuite';
import type { S3Request } from '../fixtures/s3Server';

const MB = 1024 * 1024;
const BUCKET_PATH = '/portal-files';

/** A request the S3 server saw, split into the object path and the operation's query parameters. */
const operation = (request: S3Request) => {
  const url = new URL(request.url, 'http://s3');
  return { method: request.method, path: url.pathname, query: url.searchParams, range: request.range };
};

describeFileApi('s3', ({ server, store, token }) => {
  describe('over the S3 protocol', () => {
    const download = (fileName: string, headers: Record<string, string> = {}) =>
      downloadFrom(() => server().baseUrl)(`fileName=${fileName}`, { token: token() }, headers);
    /** The requests made from now on, on the object of the file named later. */
    const watch = () => {
      const from = store().s3?.requests.length ?? 0;
      return (fileName?: string) =>
        (store().s3?.requests.slice(from) ?? [])
          .map(operation)
          .filter((r) => !fileName || r.path === `${BUCKET_PATH}/M001/${fileName}`);
    };

    it('sends a large upload as a multipart upload of 5 MB parts under the tenant prefix', async () => {
      const sent = watch();
      const bytes = Buffer.alloc(12 * MB + 123);
      for (let i = 0; i + 4 <= bytes.length; i += 4096) bytes.writeUInt32BE(i, i);
      const { body } = await uploadForm(server().baseUrl, token(), [{ name: 'scan.pdf', body: bytes }]);
      expect(body.code).toBe('10000');
      expect(body.data.size).toBe(bytes.length);
      const calls = sent(body.data.fileName);
      expect(calls.filter((r) => r.method === 'POST' && r.query.has('uploads'))).toHaveLength(1);
      const parts = calls.filter((r) => r.method === 'PUT' && r.query.has('uploadId'));
      expect(parts.map((r) => r.query.get('partNumber')).sort()).toEqual(['1', '2', '3']);
      expect(calls.filter((r) => r.method === 'POST' && r.query.has('uploadId'))).toHaveLength(1);
      expect(calls.filter((r) => r.method === 'PUT' && !r.query.has('uploadId'))).toEqual([]);
      const whole = Buffer.from(await (await download(body.data.fileName)).arrayBuffer());
      expect(whole.equals(bytes)).toBe(true);
    });

    it('reads a Range download as a range from the bucket, not the whole object', async () => {
      const { body } = await uploadForm(server().baseUrl, token(), [
        { name: 'log.txt', body: '0123456789'.repeat(1000) },
      ]);
      const read = watch();
      const part = await download(body.data.fileName, { range: 'bytes=9995-' });
      expect(part.status).toBe(206);
      expect(await part.text()).toBe('56789');
      const gets = read(body.data.fileName).filter((r) => r.method === 'GET');
      expect(gets.map((r) => r.range)).toEqual(['bytes=9995-9999']);
    });

    it('aborts the multipart upload of a file over the limit and keeps nothing', async () => {
      const sent = watch();
      const big = await uploadForm(server().baseUrl, token(), [
        { name: 'huge.zip', body: Buffer.alloc(20 * MB + 10, 1) },
      ]);
      expect(big.body.msg).toBe('The file is larger than 20 MB');
      const calls = sent();
      expect(calls.filter((r) => r.method === 'POST' && r.query.has('uploads'))).toHaveLength(1);
      expect(calls.filter((r) => r.method === 'DELETE' && r.query.has('uploadId'))).toHaveLength(1);
      expect(calls.filter((r) => r.method === 'POST' && r.query.has('uploadId'))).toEqual([]);
      expect(await store().unrecorded(server().deps.db, 'M001')).toEqual([]);
    });
  });
});
