/** Runs `work` every `intervalMs`, one pass at a time, until stopped (stop waits for the pass in progress). */
export const startPeriodic = (work: () => Promise<unknown>, intervalMs: number) => {
  let isRunning = false;
  let isStopping = false;
  let current: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    if (isRunning || isStopping) return;
    isRunning = true;
    current = work()
      .catch(() => 0)
      .finally(() => {
        isRunning = false;
      });
  }, intervalMs);
  return {
    stop: async () => {
      isStopping = true;
      clearInterval(timer);
      await current;
    },
  };
};
