import { createServer } from 'node:net';

/** A loopback port nothing listens on (one the system just gave out and took back): a "wrong port" for tests. */
export const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
