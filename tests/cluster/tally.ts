/** What the clients counted while they drove the cluster. */
export interface Tally {
  /** Answered requests (any code). */
  requests: number;
  latencies: number[];
  /** Connection errors (the killed instance), each retried. */
  connectionErrors: number;
  /** Anything else that went wrong: a failed call, a stale read, a missing letter. */
  errors: string[];
  /** Reads right after a write that did not see it. */
  staleReads: number;
  /** Reads right after a write that landed on another instance than the write. */
  crossInstanceReads: number;
  /** Retried writes the server recognised as already applied (request id or natural key). */
  retriedButOnce: number;
}

export const newTally = (): Tally => ({
  requests: 0,
  latencies: [],
  connectionErrors: 0,
  errors: [],
  staleReads: 0,
  crossInstanceReads: 0,
  retriedButOnce: 0,
});

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
