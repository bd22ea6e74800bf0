/**
 * Waits as histograms of log-spaced buckets, so a long period's percentiles come from a few thousand rollup rows
 * instead of millions of tasks. Bucket b holds the waits of [γ^b, γ^(b+1)) milliseconds and stands for γ^(b+½),
 * which is within ±1 % of every wait in it; bucket -1 holds the waits of 0.
 */
import { sql, type SQL } from 'drizzle-orm';

export const WAIT_GAMMA = 1.02;
const LN_GAMMA = Math.log(WAIT_GAMMA);
export const ZERO_BUCKET = -1;

/** The bucket of a wait in milliseconds (SQL, for an expression giving milliseconds). */
export const waitBucketSql = (milliseconds: SQL): SQL =>
  sql`(case when ${milliseconds} <= 0 then ${ZERO_BUCKET}
    else floor(ln((${milliseconds})::float8) / ${sql.raw(String(LN_GAMMA))})::int end)`;

/** The bucket of a wait in milliseconds (the same rule as `waitBucketSql`, for tests). */
export const waitBucketOf = (milliseconds: number) =>
  milliseconds <= 0 ? ZERO_BUCKET : Math.floor(Math.log(milliseconds) / LN_GAMMA);

/** The wait a bucket stands for, in seconds. */
const secondsOf = (bucket: number) => (bucket === ZERO_BUCKET ? 0 : WAIT_GAMMA ** (bucket + 0.5) / 1000);

/** Counts per bucket, added up from any number of parts. */
export class WaitHistogram {
  private readonly counts = new Map<number, number>();
  private total = 0;

  add(buckets: readonly number[], counts: readonly number[]) {
    buckets.forEach((bucket, index) => {
      const count = counts[index] ?? 0;
      this.counts.set(bucket, (this.counts.get(bucket) ?? 0) + count);
      this.total += count;
    });
  }

  get size() {
    return this.total;
  }

  /**
   * The p-th percentile in seconds as `percentile_cont` places it (between the waits ranked ⌊p·(n−1)⌋ and
   * ⌈p·(n−1)⌉, in proportion), each wait taken as its bucket's value; null when empty.
   */
  percentile(p: number): number | null {
    if (this.total === 0) return null;
    const position = p * (this.total - 1);
    const lower = Math.floor(position);
    const upper = Math.ceil(position);
    const sorted = [...this.counts.entries()].sort((a, b) => a[0] - b[0]);
    const valueAt = (rank: number) => {
      let seen = 0;
      for (const [bucket, count] of sorted) {
        seen += count;
        if (rank < seen) return secondsOf(bucket);
      }
      return secondsOf(sorted[sorted.length - 1]?.[0] ?? ZERO_BUCKET);
    };
    const low = valueAt(lower);
    return low + (valueAt(upper) - low) * (position - lower);
  }
}
