import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../../server/config';
import type { Db } from '../../server/db/database';
import { storedFiles } from '../../server/db/schema';
import { startS3Server, type S3TestServer } from '../fixtures/s3Server';

export type StoreKind = 'local' | 's3';

/** A file store the file API tests run against: the local directory, or an S3 bucket on a test S3 server. */
export interface StoreUnderTest {
  kind: StoreKind;
  /** Server settings that select this store. */
  overrides: Pick<ServerConfig, 'dataDir' | 'fileStore'>;
  /** The S3 server and the requests it received (S3 only). */
  s3: S3TestServer | undefined;
  /** Everything the store holds for the tenant, finished or not (local `.part` files included). */
  storedNames(merchantId: string): Promise<string[]>;
  /** Stored names the database has no record of: what a failed or refused upload must never leave. */
  unrecorded(db: Db, merchantId: string): Promise<string[]>;
  close(): Promise<void>;
}

const listBucket = async (s3: S3TestServer, prefix: string) => {
  if (s3.config.kind !== 's3') return [];
  const client = new S3Client({
    region: s3.config.region,
    endpoint: s3.config.endpoint,
    forcePathStyle: true,
    credentials: {
      accessKeyId: s3.config.accessKeyId ?? '',
      secretAccessKey: s3.config.secretAccessKey ?? '',
    },
  });
  try {
    const answer = await client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: prefix }));
    return (answer.Contents ?? []).map((object) => (object.Key ?? '').slice(prefix.length));
  } finally {
    client.destroy();
  }
};

export const openStoreUnderTest = async (kind: StoreKind): Promise<StoreUnderTest> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), `files-${kind}-`));
  const s3 = kind === 's3' ? await startS3Server() : undefined;
  const storedNames = async (merchantId: string) => {
    if (s3) return listBucket(s3, `${merchantId}/`);
    try {
      return readdirSync(path.join(dataDir, 'files', merchantId));
    } catch {
      return [];
    }
  };
  return {
    kind,
    overrides: { dataDir, fileStore: s3 ? s3.config : { kind: 'local' } },
    s3,
    storedNames,
    unrecorded: async (db, merchantId) => {
      const rows = await db
        .select({ fileName: storedFiles.fileName })
        .from(storedFiles)
        .where(eq(storedFiles.merchantId, merchantId));
      const recorded = new Set(rows.map((row) => row.fileName));
      return (await storedNames(merchantId)).filter((name) => !recorded.has(name));
    },
    close: async () => {
      await s3?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
