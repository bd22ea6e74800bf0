/** How often a failover's end is looked for: a promotion takes seconds, a search of the hosts a few milliseconds. */
const LOOK_EVERY_MS = 250;

/**
 * Resolves true once `isWritable` succeeds (a host answers read-write again), false when `ms` pass first. Used by a
 * retry that must not start before there is a primary to run on.
 */
export const awaitPrimary = async (isWritable: () => Promise<unknown>, ms: number): Promise<boolean> => {
  const until = Date.now() + ms;
  for (;;) {
    try {
      await isWritable();
      return true;
    } catch {
      if (Date.now() + LOOK_EVERY_MS > until) return false;
      await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
    }
  }
};
