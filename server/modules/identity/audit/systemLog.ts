import type { FastifyInstance } from 'fastify';
import { systemLogs } from '../../../db/schema';
import type { AppDeps } from '../../../http/context';
import { AppError } from '../../../http/errors';

/** Writes a system-log entry; a failure to write is reported to the server log only. */
export const writeSystemLog = async (deps: AppDeps, entry: { kind: 'start' | 'error'; message: string; detail?: string; path?: string }) => {
  try {
    await deps.db.insert(systemLogs).values({
      kind: entry.kind, message: entry.message.slice(0, 500), detail: (entry.detail ?? '').slice(0, 4000), path: (entry.path ?? '').slice(0, 300), createdAt: deps.now(),
    });
  } catch {
    // The database may be closing; nothing more to do.
  }
};

/** Server faults (not business errors or bad input) go to the system log. */
export const installSystemLog = (app: FastifyInstance, deps: AppDeps) => {
  app.addHook('onError', async (req, _reply, error) => {
    if (error instanceof AppError) return;
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if ((error as { validation?: unknown }).validation || status < 500) return;
    await writeSystemLog(deps, { kind: 'error', message: error.message, detail: error.stack ?? '', path: `${req.method} ${req.url.split('?')[0] ?? ''}` });
  });
};
