/**
 * Another server instance hears a change through the database a moment later (LISTEN/NOTIFY). A test of that waits
 * for the state, re-running `check` until it passes or the bound runs out, and then fails with the last error.
 */
export const eventually = async <T>(check: () => T | Promise<T>, ms = 5000): Promise<T> => {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
};
