/** Upload limits: the per-file size limit and the per-tenant storage quota (UPLOAD_MAX_FILE_MB, TENANT_STORAGE_QUOTA_MB). */
import type { StorageUsageData } from '@shared/api/modules/files';
import { quotaProblem, tooLargeProblem, uploadAllowanceOf, type UploadLimitProblem } from '@shared/files';
import type { AppDeps, SessionContext } from '../../../http/context';
import { business } from '../../../http/errors';
import { DEFAULT_BUCKET_ID } from '../../../db/schema';
import { ensureDefaultBucket } from '../folders/queries';
import { checkedTarget } from '../folders/target';
import { insertFile, lockTenant, usedBytes } from './queries';

/** The refusal of a limit problem, in the words of the `files` namespace (the browser's pre-check uses the same). */
const refusalOf = ({ reason, ...figures }: UploadLimitProblem) => business(`files:upload.${reason}`, figures);

export const tooLarge = (deps: AppDeps) => refusalOf(tooLargeProblem(deps.config.uploadMaxFileBytes));

export const quotaExceeded = (deps: AppDeps, used: number) =>
  refusalOf(quotaProblem(deps.config.tenantStorageQuotaBytes, used));

/** How many bytes the next upload may have: the per-file limit, or less when the quota is nearly used up. */
export const uploadAllowance = async (deps: AppDeps, merchantId: string) => {
  const used = await usedBytes(deps.db, merchantId);
  const allowance = uploadAllowanceOf({
    usedBytes: used,
    quotaBytes: deps.config.tenantStorageQuotaBytes,
    maxFileBytes: deps.config.uploadMaxFileBytes,
  });
  return { used, ...allowance };
};

/**
 * Records an uploaded file if it still fits the quota and its bucket and folder still exist. The tenant row stays locked while the sum is checked and
 * the row inserted, so two concurrent uploads can never both take the last free space.
 */
export const recordWithinQuota = (deps: AppDeps, row: Parameters<typeof insertFile>[1]) =>
  deps.db.transaction(async (tx) => {
    await lockTenant(tx, row.merchantId);
    // The target is checked again under the lock that deleting a bucket or folder takes.
    await ensureDefaultBucket(tx, row.merchantId);
    await checkedTarget(tx, row.merchantId, {
      bucketId: row.bucketId ?? DEFAULT_BUCKET_ID,
      folderId: row.folderId,
    });
    const used = await usedBytes(tx, row.merchantId);
    if (used + row.size > deps.config.tenantStorageQuotaBytes) throw quotaExceeded(deps, used);
    await insertFile(tx, row);
  });

export const storageUsage = async (deps: AppDeps, session: SessionContext): Promise<StorageUsageData> => ({
  usedBytes: await usedBytes(deps.db, session.merchantId),
  quotaBytes: deps.config.tenantStorageQuotaBytes,
  maxFileBytes: deps.config.uploadMaxFileBytes,
});
