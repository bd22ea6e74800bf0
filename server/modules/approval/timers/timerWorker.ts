/**
 * The time-limit runner (workflow spec §6 "time limit"): every instance polls `wf_timers` for due timers, claims
 * a batch with a lease and fires each through `runAction` with the timer id as request key, so a timer's action
 * is applied once however many instances run and whichever dies: a second run of the same key gets the stored
 * answer, and the engine refuses a second expiry of the same task ('already handled'). A claim whose instance
 * died runs out and is taken again. The clock is the server's (`deps.now`), so tests move it.
 */
import { FALLBACK_LOCALE } from '@shared/i18n/locales';
import type { AppDeps } from '../../../http/context';
import { AppError } from '../../../http/errors';
import { translatorFor } from '../../../i18n';
import { generateId } from '../../../ids';
import { act } from '../../../engine';
import { runAction } from '../tasks/runAction';
import { claimTimers, finishTimer } from './timerStore';
import type { ClaimedTimer } from './timerStore';

export interface TimerOptions {
  instanceId: string;
  pollMs: number;
  leaseMs: number;
  batchSize: number;
  /** Timers of one batch run side by side (each is its own transaction on its own instance). */
  parallel: number;
  /** The runner's clock, also the one its actions see (default: the server's); tests move it. */
  now?: () => Date;
  /** Tests only (TIMER_CLOCK_OFFSET_MS): the runner's clock runs this far ahead of the server's. */
  clockOffsetMs: number;
}

const numberFrom = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

export const readTimerOptions = (env: NodeJS.ProcessEnv = process.env): TimerOptions => ({
  instanceId: `timers-${generateId(new Date())}`,
  pollMs: numberFrom(env.TIMER_POLL_MS, 5000),
  leaseMs: numberFrom(env.TIMER_LEASE_SECONDS, 60) * 1000,
  batchSize: numberFrom(env.TIMER_BATCH, 50),
  parallel: numberFrom(env.TIMER_PARALLEL, 4),
  clockOffsetMs: numberFrom(env.TIMER_CLOCK_OFFSET_MS, 0),
});

const SYSTEM_USER = 'system';

/** Fires one timer: its expire event on the task's instance, exactly once per timer id. */
const fireTimer = async (deps: AppDeps, timer: ClaimedTimer, now: () => Date): Promise<string> => {
  const t = translatorFor(FALLBACK_LOCALE);
  const session = {
    tokenHash: '',
    userId: SYSTEM_USER,
    userName: t('approval:timeLimit.system'),
    merchantId: timer.merchantId,
    homeMerchantId: timer.merchantId,
  };
  try {
    await runAction(
      { ...deps, now },
      { session, t },
      { taskId: timer.taskId, requestId: timer.id, action: 'expire' },
      (env) => act(env.state, { kind: 'expire', taskId: timer.taskId, timer: timer.kind }, env.ctx),
    );
    return 'fired';
  } catch (error) {
    // a refusal (already handled, no longer under approval, not found) ends the timer: there is nothing to do
    if (error instanceof AppError) return error.options.subCode ?? error.messageKey;
    throw error;
  }
};

/** One claim and its timers; answers how many it claimed. Exported for tests that drive the runner by hand. */
export const fireDueTimers = async (deps: AppDeps, options: TimerOptions, owner: string): Promise<number> => {
  const base = options.now ?? deps.now;
  const clock = () => new Date(base().getTime() + options.clockOffsetMs);
  const now = clock().getTime();
  const batch = await claimTimers(deps.db, {
    owner,
    now,
    limit: options.batchSize,
    leaseMs: options.leaseMs,
  });
  let next = 0;
  const lane = async () => {
    for (let timer = batch[next++]; timer; timer = batch[next++]) {
      try {
        await finishTimer(deps.db, timer, owner, await fireTimer(deps, timer, clock));
      } catch {
        // left running: the lease runs out and a later claim tries again
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.parallel, batch.length) }, lane));
  return batch.length;
};

export const startTimerWorker = (deps: AppDeps, overrides: Partial<TimerOptions> = {}) => {
  const options = { ...readTimerOptions(), ...overrides };
  let isStopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let sequence = 0;

  const loop = async () => {
    while (!isStopping) {
      let claimed = 0;
      try {
        claimed = await fireDueTimers(deps, options, `${options.instanceId}:${++sequence}`);
      } catch {
        // the database may be restarting or closing; the next poll tries again
      }
      if (claimed === 0) break;
    }
  };
  const tick = () => {
    running = loop().finally(() => {
      if (!isStopping) timer = setTimeout(tick, options.pollMs);
    });
  };
  timer = setTimeout(tick, 0);

  return {
    stop: async () => {
      isStopping = true;
      clearTimeout(timer);
      await running;
    },
  };
};
