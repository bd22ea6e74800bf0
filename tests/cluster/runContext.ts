import { ClusterClient } from './clusterClient';
import { newTally, type Tally } from './tally';

export type Phase = 'before' | 'killed' | 'restarted';

/** What the clients share with the test that kills and restarts an instance. */
export interface RunContext {
  url: string;
  tally: Tally;
  phase: Phase;
  /** Resolves once no database session of a killed instance is left (its transactions have ended). */
  settling: Promise<void>;
  /** Counts an acknowledged write; the test kills an instance after a share of them. */
  acknowledged(): void;
}

/**
 * A fresh run against `url`, and the moment to kill: `killPoint` resolves when the `killAfter`-th write has been
 * acknowledged; `acknowledged()` counts them.
 */
export const startRun = (url: string, killAfter: number) => {
  let acknowledged = 0;
  let reachedKillPoint: () => void = () => undefined;
  const killPoint = new Promise<void>((resolve) => (reachedKillPoint = resolve));
  const ctx: RunContext = {
    url,
    tally: newTally(),
    phase: 'before',
    settling: Promise.resolve(),
    acknowledged: () => {
      if (++acknowledged === killAfter) reachedKillPoint();
    },
  };
  return { ctx, killPoint, acknowledged: () => acknowledged };
};

export const clientOf = (ctx: RunContext) => new ClusterClient(ctx.url, ctx.tally, () => ctx.settling);

/**
 * A read right after a write: it must see the write wherever it lands. Counts a stale read as an error and a
 * read served by another instance than the write.
 */
export const checkRead = (
  ctx: RunContext,
  what: string,
  write: { servedBy: string },
  read: { servedBy: string },
  isFresh: boolean,
) => {
  if (write.servedBy && read.servedBy && write.servedBy !== read.servedBy) ctx.tally.crossInstanceReads++;
  if (!isFresh) {
    ctx.tally.staleReads++;
    ctx.tally.errors.push(`stale read of ${what}: written via ${write.servedBy}, read via ${read.servedBy}`);
  }
};

/**
 * A worker's loop: `planned` rounds, and on until the killed instance is back and one round ran after that, so
 * every client also works against the restored cluster (at most `cap` rounds).
 */
export const rounds = async (
  ctx: RunContext,
  planned: number,
  round: (i: number) => Promise<void>,
  cap = 60,
) => {
  let afterRestart = 0;
  for (let i = 0; i < cap; i++) {
    if (i >= planned && afterRestart > 0) return;
    const phase = ctx.phase;
    await round(i);
    if (phase === 'restarted') afterRestart++;
  }
};
