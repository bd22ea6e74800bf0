/**
 * Where this instance is in its shutdown:
 * - `serving`: normal work;
 * - `leaving`: SIGTERM arrived; /readyz answers 503 so a load balancer stops sending new requests, answers carry
 *   `Connection: close`, and requests are still served (SHUTDOWN_DELAY_SECONDS);
 * - `draining`: the listener is closed (new connections are refused), requests in flight and the job runners finish
 *   until `drainDeadline`, after which what is left is cut off;
 * - `closed`: the database is closed.
 */
export type ShutdownPhase = 'serving' | 'leaving' | 'draining' | 'closed';

export interface ShutdownState {
  readonly phase: ShutdownPhase;
  /** Any phase but `serving`: /readyz answers 503. */
  readonly isShuttingDown: boolean;
  /** When draining must end (epoch ms); unset before draining starts. */
  readonly drainDeadline: number | undefined;
  begin(): void;
  startDraining(deadline: number): void;
  finish(): void;
}

export const createShutdownState = (): ShutdownState => {
  let phase: ShutdownPhase = 'serving';
  let drainDeadline: number | undefined;
  return {
    get phase() {
      return phase;
    },
    get isShuttingDown() {
      return phase !== 'serving';
    },
    get drainDeadline() {
      return drainDeadline;
    },
    begin() {
      if (phase === 'serving') phase = 'leaving';
    },
    startDraining(deadline) {
      if (phase === 'draining' || phase === 'closed') return;
      phase = 'draining';
      drainDeadline = deadline;
    },
    finish() {
      phase = 'closed';
    },
  };
};
