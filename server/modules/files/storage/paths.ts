import { COMMON_PREFIX } from '@shared/api/modules/files';
import { fileKey } from '../../../storage';
import { isStoredName } from './rules';

/** The store key of a tenant's file (`<merchantId>/<name>`), or null for any name that is not a generated one. */
export const storedKey = (merchantId: string, fileName: string): string | null =>
  isStoredName(fileName) ? fileKey(merchantId, fileName) : null;

export const downloadUrl = (fileName: string): string =>
  `${COMMON_PREFIX}/download?fileName=${encodeURIComponent(fileName)}`;
