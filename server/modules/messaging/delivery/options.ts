import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';

/** How the delivery worker runs; every figure has a default and an environment variable. */
export interface DeliveryOptions {
  /** How often an idle worker looks for due recipients (MESSAGE_POLL_MS); a new task wakes it at once. */
  pollMs: number;
  /**
   * How long a claim holds a recipient (MESSAGE_LEASE_SECONDS). It must outlast one send (the providers give up
   * after about 10 s per phase): a lease that runs out while its instance still sends lets another one send again.
   */
  leaseMs: number;
  /** Recipients claimed at once per channel; they are sent concurrently (MESSAGE_BATCH). */
  batchSize: number;
  /** Attempts before a retryable failure becomes final. */
  maxAttempts: number;
  /** Names this instance in the leases it takes. */
  instanceId: string;
}

const num = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

export const readDeliveryOptions = (env: NodeJS.ProcessEnv = process.env): DeliveryOptions => ({
  pollMs: num(env.MESSAGE_POLL_MS, 500),
  leaseMs: num(env.MESSAGE_LEASE_SECONDS, 60) * 1000,
  batchSize: Math.min(500, Math.round(num(env.MESSAGE_BATCH, 32))),
  maxAttempts: 5,
  instanceId: `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
});

/** Wait before attempt `attempt + 1` after a retryable failure: 10 s, 20 s, 40 s … at most 10 minutes. */
export const backoffMs = (attempt: number) => Math.min(10_000 * 2 ** Math.max(0, attempt - 1), 600_000);
