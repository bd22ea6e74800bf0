export type { ByteRange, FileStore } from './fileStore';
export { createFileStore } from './createFileStore';
export { fileKey, tenantPrefix } from './fileKey';
