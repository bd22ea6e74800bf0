import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { FileStoreConfig } from '../../server/fileStoreConfig';

/** One request the S3 server answered, as the protocol names it. */
export interface S3Request {
  method: string;
  /** Path and query, e.g. `/files/M001/1.pdf?partNumber=2&uploadId=…`. */
  url: string;
  range: string | undefined;
}

export interface S3TestServer {
  /** The FILE_STORE=s3 settings that reach this server. */
  config: FileStoreConfig;
  /** Every request received so far, in order. */
  requests: S3Request[];
  close(): Promise<void>;
}

const BUCKET = 'portal-files';
/** The fixed account the S3 test server accepts. */
const ACCESS_KEY = 'S3RVER';

/**
 * An S3-protocol server (s3rver) on 127.0.0.1 with an ephemeral port, keeping objects in a temporary folder, with
 * one bucket. It records every request so tests can see which S3 operations the server made.
 */
export const startS3Server = async (): Promise<S3TestServer> => {
  const directory = mkdtempSync(path.join(tmpdir(), 's3-store-'));
  const s3 = new S3rver({ directory, silent: true, configureBuckets: [{ name: BUCKET, configs: [] }] });
  await s3.configureBuckets();
  const handle = s3.callback();
  const requests: S3Request[] = [];
  const server = http.createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', range: req.headers.range });
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    config: {
      kind: 's3',
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket: BUCKET,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: ACCESS_KEY,
      forcePathStyle: true,
    },
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(directory, { recursive: true, force: true });
    },
  };
};
