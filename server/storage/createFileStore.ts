import path from 'node:path';
import type { ServerConfig } from '../config';
import type { FileStore } from './fileStore';
import { createLocalFileStore } from './localFileStore';
import { createS3FileStore } from './s3FileStore';

/** The store the configuration names: `DATA_DIR/files` by default, the S3 bucket with FILE_STORE=s3. */
export const createFileStore = (config: Pick<ServerConfig, 'dataDir' | 'fileStore'>): FileStore =>
  config.fileStore.kind === 's3'
    ? createS3FileStore(config.fileStore)
    : createLocalFileStore(path.join(config.dataDir, 'files'));
