/**
 * The send-task delivery worker (console spec §2.3 "Send tasks"): jobs live in PostgreSQL (send_recipients), so
 * they survive a restart and any number of instances share them. Each round it starts the scheduled tasks whose
 * time came, then claims a batch per channel (see claim.ts), sends it (deliverBatch.ts), and finishes the tasks
 * with nothing left, until nothing is due; then it sleeps for the poll interval or until a new task wakes it.
 * Stopping waits for the sends in flight and their marks.
 */
import { FALLBACK_LOCALE } from '@shared/i18n/locales';
import type { AppDeps } from '../../../http/context';
import { translatorFor } from '../../../i18n';
import { SEND_WAKE_CHANNEL } from '../sendTasks/wakeUp';
import { claimRecipients } from './claim';
import { deliverBatch, type BatchContext } from './deliverBatch';
import { finishTasks, sendingGroups, startScheduledTasks } from './dueTasks';
import { readDeliveryOptions, type DeliveryOptions } from './options';

/** One pass over every channel; answers how many recipients it claimed. */
const deliverRound = async (ctx: BatchContext, options: DeliveryOptions, nextOwner: () => string) => {
  const { db } = ctx.deps;
  const now = ctx.deps.now();
  await startScheduledTasks(db, now);
  const groups = await sendingGroups(db);
  if (groups.length === 0) return 0;
  // Channels are served side by side: a slow provider does not hold up the others.
  const claimedPerGroup = await Promise.allSettled(
    groups.map(async (group) => {
      const owner = nextOwner();
      const batch = await claimRecipients(db, {
        group,
        owner,
        batchSize: options.batchSize,
        leaseMs: options.leaseMs,
        now,
      });
      if (batch.length > 0) await deliverBatch({ ...ctx, owner }, group, batch);
      return batch.length;
    }),
  );
  const claimed = claimedPerGroup.reduce((sum, r) => sum + (r.status === 'fulfilled' ? r.value : 0), 0);
  await finishTasks(db, ctx.deps.now());
  return claimed;
};

export const startDeliveryWorker = (deps: AppDeps, overrides: Partial<DeliveryOptions> = {}) => {
  const options = { ...readDeliveryOptions(), ...overrides };
  let sequence = 0;
  let isStopping = false;
  let isWoken = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const ctx: BatchContext = {
    deps,
    owner: options.instanceId,
    maxAttempts: options.maxAttempts,
    t: translatorFor(FALLBACK_LOCALE),
  };

  const loop = async () => {
    do {
      isWoken = false;
      let claimed = 0;
      try {
        claimed = await deliverRound(ctx, options, () => `${options.instanceId}:${++sequence}`);
      } catch {
        // the database may be restarting or closing; the next round tries again
      }
      if (claimed === 0 && !isWoken) break;
    } while (!isStopping);
  };

  let isLooping = false;
  /** Runs rounds now, or tells the running loop to go round once more. */
  const kick = () => {
    if (isStopping) return;
    if (isLooping) {
      isWoken = true;
      return;
    }
    clearTimeout(timer);
    isLooping = true;
    running = loop().finally(() => {
      isLooping = false;
      if (!isStopping) timer = setTimeout(kick, options.pollMs);
    });
  };

  let unsubscribe: (() => void) | undefined;
  void deps.database.notifications
    .subscribe(SEND_WAKE_CHANNEL, {
      message: kick,
      disconnected: () => undefined,
      connected: () => undefined,
    })
    .then((remove) => {
      unsubscribe = remove;
      if (isStopping) remove();
    })
    .catch(() => undefined);
  timer = setTimeout(kick, 0);

  return {
    stop: async () => {
      isStopping = true;
      clearTimeout(timer);
      unsubscribe?.();
      await running;
    },
  };
};
