/**
 * The upload limits as one rule for the server and the browser: a file may not pass the per-file limit, nor the
 * tenant's free space. The server judges every upload; the browser checks first so the uploader hears at once. Pure.
 */
import { megabytes } from './storageUsage';

/** What the server tells an uploader (GET /upload/limits, GET /file/usage). */
export interface UploadLimits {
  usedBytes: number;
  quotaBytes: number;
  maxFileBytes: number;
}

/** Why a file cannot be stored, with the figures its message names (megabytes). */
export type UploadLimitProblem =
  { reason: 'tooLarge'; mb: number } | { reason: 'quotaExceeded'; quota: number; free: number };

export const tooLargeProblem = (maxFileBytes: number): UploadLimitProblem => ({
  reason: 'tooLarge',
  mb: megabytes(maxFileBytes),
});

export const quotaProblem = (quotaBytes: number, usedBytes: number): UploadLimitProblem => ({
  reason: 'quotaExceeded',
  quota: megabytes(quotaBytes),
  free: megabytes(Math.max(0, quotaBytes - usedBytes)),
});

/** The free bytes and whether they, not the per-file limit, bound the next upload. */
export const uploadAllowanceOf = (limits: UploadLimits) => {
  const free = Math.max(0, limits.quotaBytes - limits.usedBytes);
  return { bytes: Math.min(limits.maxFileBytes, free), isQuotaBound: free < limits.maxFileBytes };
};

/** The problem of storing a file of `size` bytes, or null when it fits. */
export const uploadLimitProblem = (size: number, limits: UploadLimits): UploadLimitProblem | null => {
  const allowance = uploadAllowanceOf(limits);
  if (size <= allowance.bytes) return null;
  return allowance.isQuotaBound
    ? quotaProblem(limits.quotaBytes, limits.usedBytes)
    : tooLargeProblem(limits.maxFileBytes);
};
