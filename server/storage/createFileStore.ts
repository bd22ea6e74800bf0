import path from 'node:path';
import type { ServerConfig } from '../config';
import type { FileStore } from './fileStore';
import { createLocalFileStore } from './localFileStore';

/**
 * The store the configuration names: `DATA_DIR/files` by default, the S3 bucket with FILE_STORE=s3. The AWS SDK is
 * loaded only for the S3 store, so an instance on the local directory starts without it.
 */
export const createFileStore = async (
  config: Pick<ServerConfig, 'dataDir' | 'fileStore'>,
): Promise<FileStore> => {
  if (config.fileStore.kind !== 's3') return createLocalFileStore(path.join(config.dataDir, 'files'));
  const { createS3FileStore } = await import('./s3FileStore');
  return createS3FileStore(config.fileStore);
};
