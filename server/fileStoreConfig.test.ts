import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { ConfigError, readFileStoreConfig } from './fileStoreConfig';

const S3 = { FILE_STORE: 's3', S3_BUCKET: 'portal-files' };

describe('file store settings', () => {
  it('keeps files in the local directory unless FILE_STORE=s3', () => {
    expect(readConfig({}).fileStore).toEqual({ kind: 'local' });
    expect(readFileStoreConfig({ FILE_STORE: ' Local ' })).toEqual({ kind: 'local' });
  });

  it('reads the S3 endpoint, region, bucket, keys and path style', () => {
    expect(
      readFileStoreConfig({
        ...S3,
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'AKIA1',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      bucket: 'portal-files',
      accessKeyId: 'AKIA1',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(readFileStoreConfig(S3)).toMatchObject({
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      forcePathStyle: false,
    });
  });

  it.each([
    [{ FILE_STORE: 'disk' }, 'FILE_STORE must be "local" or "s3", not "disk".'],
    [{ FILE_STORE: 's3' }, 'S3_BUCKET is required when FILE_STORE=s3'],
    [{ ...S3, S3_BUCKET: 'My_Bucket' }, 'S3_BUCKET "My_Bucket" is not a bucket name'],
    [
      { ...S3, S3_ENDPOINT: 'minio:9000' },
      'S3_ENDPOINT must be an http:// or https:// address, not "minio:9000"',
    ],
    [{ ...S3, S3_ACCESS_KEY_ID: 'AKIA1' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together'],
    [{ ...S3, S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be 1, true, 0 or false, not "yes"'],
    [{ ...S3, S3_REGION: 'EU West' }, 'S3_REGION "EU West" is not a region name'],
  ])('refuses %o, saying why', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });

  it('names every problem at once', () => {
    expect(() => readFileStoreConfig({ FILE_STORE: 's3', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      /S3_BUCKET is required.*; S3_FORCE_PATH_STYLE must be/,
    );
  });
});
