import type pg from 'pg';
import type { RunContext } from './runContext';
import type { ServerInstance } from './serverInstances';

/** Waits until an instance's database sessions are gone: each of its transactions committed or rolled back. */
const sessionsGone = async (pool: pg.Pool, applicationName: string) => {
  for (;;) {
    const { rows } = await pool.query<{ n: string }>(
      'SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1',
      [applicationName],
    );
    if (Number(rows[0]?.n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/**
 * SIGKILLs the instance mid-run and starts it again. Clients whose requests died with it hold their retries until
 * its database sessions are gone, so a retry never races the dead instance's last transaction.
 */
export const killAndRestart = async (ctx: RunContext, victim: ServerInstance, pool: pg.Pool) => {
  let settle: () => void = () => undefined;
  ctx.settling = new Promise<void>((resolve) => (settle = resolve));
  ctx.phase = 'killed';
  await victim.kill();
  await sessionsGone(pool, victim.applicationName);
  settle();
  await victim.start();
  ctx.phase = 'restarted';
};
