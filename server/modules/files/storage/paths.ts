import path from 'node:path';
import { COMMON_PREFIX } from '@shared/api/modules/files';
import { isStoredName } from './rules';

/** The tenant's folder: `DATA_DIR/files/<merchantId>`. */
export const tenantDir = (dataDir: string, merchantId: string): string =>
  path.join(dataDir, 'files', merchantId.replace(/[^\w-]/g, '_'));

/** The file's path inside the tenant folder, or null for any name that is not a generated one. */
export const storedPath = (dataDir: string, merchantId: string, fileName: string): string | null => {
  if (!isStoredName(fileName)) return null;
  const folder = tenantDir(dataDir, merchantId);
  const full = path.resolve(folder, fileName);
  return path.dirname(full) === path.resolve(folder) ? full : null;
};

export const downloadUrl = (fileName: string): string =>
  `${COMMON_PREFIX}/download?fileName=${encodeURIComponent(fileName)}`;
