import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import type { AppCache } from './appCache';

/**
 * Read-your-writes on this instance: a request during which rows may have changed answers only after the changes
 * committed so far were heard back from the database (`AppCache.settle`), so the client's next request never reads
 * a value its own write dropped. Requests that wrote nothing (the hot reads) answer at once.
 */
export const installSettleAfterWrites = (
  app: FastifyInstance,
  database: Pick<Database, 'writeCount'>,
  cache: Pick<AppCache, 'settle'>,
) => {
  const writesAtStart = new WeakMap<FastifyRequest, number>();
  app.addHook('onRequest', (request, _reply, done) => {
    writesAtStart.set(request, database.writeCount());
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (writesAtStart.get(request) === database.writeCount()) return done(null, payload);
    cache.settle().then(
      () => done(null, payload),
      () => done(null, payload),
    );
  });
};
