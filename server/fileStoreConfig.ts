/** Where uploaded files are kept, read from FILE_STORE and the S3_* variables (see the README, "Operations"). */

export interface S3StoreConfig {
  /** Unset means AWS itself; set for MinIO, Ceph and other S3-compatible servers. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Both unset means the SDK's usual sources (instance role, AWS_* variables, profile). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key`; most self-hosted servers need it. */
  forcePathStyle: boolean;
}

export type FileStoreConfig = { kind: 'local' } | ({ kind: 's3' } & S3StoreConfig);

/** A setting that cannot be used; the message names the variable and what it must be. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION_NAME = /^[a-z0-9-]{2,40}$/;

const readFlag = (name: string, value: string | undefined, problems: string[]): boolean => {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === '1' || text === 'true') return true;
  problems.push(`${name} must be 1, true, 0 or false, not "${value}"`);
  return false;
};

const readEndpoint = (value: string | undefined, problems: string[]): string | undefined => {
  const text = (value ?? '').trim();
  if (!text) return undefined;
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return text.replace(/\/+$/, '');
  } catch {
    // reported below
  }
  problems.push(`S3_ENDPOINT must be an http:// or https:// address, not "${text}"`);
  return undefined;
};

const readS3 = (env: NodeJS.ProcessEnv): S3StoreConfig => {
  const problems: string[] = [];
  const bucket = (env.S3_BUCKET ?? '').trim();
  if (!bucket) problems.push('S3_BUCKET is required when FILE_STORE=s3');
  else if (!BUCKET_NAME.test(bucket))
    problems.push(
      `S3_BUCKET "${bucket}" is not a bucket name (3-63 lower-case letters, digits, dots and hyphens)`,
    );
  const region = (env.S3_REGION ?? '').trim() || 'us-east-1';
  if (!REGION_NAME.test(region))
    problems.push(`S3_REGION "${region}" is not a region name such as eu-west-1`);
  const accessKeyId = (env.S3_ACCESS_KEY_ID ?? '').trim() || undefined;
  const secretAccessKey = (env.S3_SECRET_ACCESS_KEY ?? '').trim() || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or both left unset)');
  const endpoint = readEndpoint(env.S3_ENDPOINT, problems);
  const forcePathStyle = readFlag('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, problems);
  if (problems.length) throw new ConfigError(`Object storage settings: ${problems.join('; ')}.`);
  return { endpoint, region, bucket, accessKeyId, secretAccessKey, forcePathStyle };
};

/** FILE_STORE=local (the default: `DATA_DIR/files`) or FILE_STORE=s3 with the S3_* variables. */
export const readFileStoreConfig = (env: NodeJS.ProcessEnv): FileStoreConfig => {
  const kind = (env.FILE_STORE ?? '').trim().toLowerCase() || 'local';
  if (kind === 'local') return { kind: 'local' };
  if (kind === 's3') return { kind: 's3', ...readS3(env) };
  throw new ConfigError(`FILE_STORE must be "local" or "s3", not "${env.FILE_STORE}".`);
};
