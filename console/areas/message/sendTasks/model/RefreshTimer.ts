/** How a store waits between two refreshes; tests pass their own and fire it by hand. */
export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** How often a screen with a task being sent asks for its progress. */
export const REFRESH_MS = 2000;

/**
 * Refreshes a screen while something on it is still moving (a task being sent): `arm` after each load with
 * whether it should go on; at most one refresh is ever waiting, and `stop` ends it for good (the screen went).
 */
export class RefreshTimer {
  private handle: unknown = undefined;
  private isStopped = false;

  constructor(
    private readonly refresh: () => void,
    private readonly timers: Timers = browserTimers,
    private readonly ms = REFRESH_MS,
  ) {}

  /** Whether a refresh is waiting. */
  get isRunning() {
    return this.handle !== undefined;
  }

  /** Waits for the next refresh when `keepGoing` (`ms` from now, the timer's own interval by default), else stops waiting. */
  arm(keepGoing: boolean, ms = this.ms) {
    this.cancel();
    if (!keepGoing || this.isStopped) return;
    this.handle = this.timers.set(() => {
      this.handle = undefined;
      this.refresh();
    }, ms);
  }

  stop() {
    this.isStopped = true;
    this.cancel();
  }

  private cancel() {
    if (this.handle !== undefined) this.timers.clear(this.handle);
    this.handle = undefined;
  }
}
