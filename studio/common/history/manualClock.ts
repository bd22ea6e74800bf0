import type { Clock } from './Command';

/** A clock that only moves when told to: for tests and replays. */
export interface ManualClock {
  readonly now: Clock;
  /** Moves time forward by `ms`. */
  advance(ms: number): void;
  /** Sets the time. */
  set(ms: number): void;
}

export function manualClock(start = 0): ManualClock {
  let time = start;
  return {
    now: () => time,
    advance: (ms) => {
      time += ms;
    },
    set: (ms) => {
      time = ms;
    },
  };
}
