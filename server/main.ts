import { readConfig } from './config';
import { ConfigError } from './fileStoreConfig';
import { buildApp, type BuildOptions } from './app';
import { stopServer } from './http/stopServer';

/** Starts the server on PORT/HOST and shuts it down gracefully on SIGTERM (and at once, still cleanly, on SIGINT). */
export const main = async (options: Pick<BuildOptions, 'demoHistory'> = {}) => {
  let config;
  try {
    config = readConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const { app, deps } = await buildApp(config, options);
  await app.listen({ port: config.port, host: config.host });
  // PORT=0 takes a port the system picks: the log says which, and so does a message to a parent process
  // (tests and benchmarks start servers that way, so no other process can take the port in between)
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    `database: ${deps.database.kind}; console on http://${config.host}:${port}/; ` +
      `ready ${process.uptime().toFixed(1)} s after the process started`,
  );
  process.send?.({ listening: { port } });
  let closing = false;
  const stop = async (signal: string) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await stopServer(app, deps, signal === 'SIGTERM' ? config.shutdownDelayMs : 0);
    app.log.info('shut down');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
};

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    // One JSON line like the server's own log, so a log collector reads a failed start too.
    const err =
      error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };
    console.error(
      JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, msg: 'start failed', err }),
    );
    process.exit(1);
  });
}
