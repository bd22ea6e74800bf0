import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './context';

/** A background job runner: `stop` makes it take no new work and resolves once its work in hand is finished. */
export interface JobRunner {
  stop(): Promise<void> | void;
}

/** What closes after the HTTP server, in this order: the job runners, then each resource (the database last). */
export interface Teardown {
  runners: JobRunner[];
  resources: (() => Promise<void> | void)[];
}

const untilDeadline = async (work: Promise<unknown>, deadline: number | undefined): Promise<boolean> => {
  if (deadline === undefined) {
    await work;
    return true;
  }
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
  });
  const finished = work.then(() => true as const);
  try {
    return await Promise.race([finished, expired]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * How `app.close()` ends the instance, whoever calls it (a signal in main.ts, a test):
 * 1. the listener closes (new connections are refused); idle keep-alive connections close, requests that arrive on
 *    a busy one answer 503, requests in flight run on; the job runners are told to stop at the same moment;
 * 2. when the drain time (SHUTDOWN_DRAIN_SECONDS) runs out, connections still open are cut;
 * 3. once the runners finished (or the drain time ran out), the resources close in order: the database last.
 * Register it before any other onClose hook: Fastify runs them last-registered first, so this one runs last.
 */
export const installGracefulClose = (app: FastifyInstance, deps: AppDeps, teardown: Teardown) => {
  let cutOff: NodeJS.Timeout | undefined;
  let runnersStopped: Promise<unknown> | undefined;
  const stopRunners = () =>
    (runnersStopped ??= Promise.allSettled(teardown.runners.map(async (runner) => runner.stop())));

  // From SIGTERM on, every answer closes its connection, so the client's next request opens one elsewhere.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (deps.shutdown.isShuttingDown) reply.header('connection', 'close');
    done(null, payload);
  });

  app.addHook('preClose', (done) => {
    deps.shutdown.begin();
    deps.shutdown.startDraining(Date.now() + deps.config.shutdownDrainMs);
    const deadline = deps.shutdown.drainDeadline ?? Date.now();
    cutOff = setTimeout(
      () => {
        app.log.warn(`shutdown: drain time over; cutting the connections still open`);
        app.server.closeAllConnections();
      },
      Math.max(0, deadline - Date.now()),
    );
    void stopRunners();
    done();
  });

  app.addHook('onClose', async () => {
    clearTimeout(cutOff);
    if (!(await untilDeadline(stopRunners(), deps.shutdown.drainDeadline))) {
      app.log.warn('shutdown: job runners still busy when the drain time ran out; their leases will expire');
    }
    for (const close of teardown.resources) await close();
    deps.shutdown.finish();
  });
};
