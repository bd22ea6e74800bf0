import { setTimeout as sleep } from 'node:timers/promises';
import { readConfig } from './config';
import { ConfigError } from './fileStoreConfig';
import { buildApp } from './app';

/** Starts the server on PORT/HOST and shuts it down cleanly on SIGINT/SIGTERM. */
export const main = async () => {
  let config;
  try {
    config = readConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const { app, deps } = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`database: ${deps.database.kind}; console on http://${config.host}:${config.port}/`);
  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    // /readyz answers 503 from here on; on SIGTERM a balancer gets the delay to notice before the listener closes.
    deps.shutdown.begin();
    if (signal === 'SIGTERM' && config.shutdownDelayMs > 0) await sleep(config.shutdownDelayMs);
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
};

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
