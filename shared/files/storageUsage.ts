/** Storage figures for people: megabytes with at most two decimals, and how full the quota is. Pure. */
const MB = 1024 * 1024;

/** Megabytes rounded down to two decimals (20, 0.5, 1023.99): never shows more room than there is. */
export const megabytes = (bytes: number): number =>
  Number.isFinite(bytes) && bytes > 0 ? Math.floor((bytes / MB) * 100) / 100 : 0;

export interface UsageFigures {
  /** Used megabytes, two decimals ("1.50"). */
  used: string;
  /** The quota in megabytes ("1024", "2.5"). */
  quota: string;
  /** 0..1, for a progress bar. */
  fraction: number;
}

export const usageFigures = (usedBytes: number, quotaBytes: number): UsageFigures => ({
  used: megabytes(usedBytes).toFixed(2),
  quota: String(megabytes(quotaBytes)),
  fraction: quotaBytes > 0 ? Math.min(1, Math.max(0, usedBytes / quotaBytes)) : 1,
});
