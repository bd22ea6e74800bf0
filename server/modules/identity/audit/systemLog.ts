import type { FastifyInstance, FastifyRequest } from 'fastify';
import { systemLogs } from '../../../db/schema';
import type { AppDeps } from '../../../http/context';
import { AppError } from '../../../http/errors';
import { redactQueryParams, redactSecrets } from './redact';

export interface SystemLogEntry {
  kind: 'start' | 'error';
  message: string;
  detail?: string;
  path?: string;
  /** The tenant of the failing request; none for server-wide entries (platform tenant only). */
  merchantId?: string | null;
  /** Request parameters; secrets are redacted before they are stored. */
  params?: unknown;
}

const MAX_PARAMS_CHARS = 8000;

const storableParams = (params: unknown): unknown => {
  if (params === undefined) return {};
  const clean = redactSecrets(params);
  const text = JSON.stringify(clean) ?? '{}';
  return text.length > MAX_PARAMS_CHARS ? { truncated: text.slice(0, MAX_PARAMS_CHARS) } : clean;
};

/** Writes a system-log entry; a failure to write is reported to the server log only. */
export const writeSystemLog = async (deps: AppDeps, entry: SystemLogEntry) => {
  try {
    await deps.db.insert(systemLogs).values({
      merchantId: entry.merchantId ?? '',
      kind: entry.kind,
      message: redactQueryParams(entry.message).slice(0, 500),
      detail: redactQueryParams(entry.detail ?? '').slice(0, 4000),
      path: (entry.path ?? '').slice(0, 300),
      params: storableParams(entry.params),
      createdAt: deps.now(),
    });
  } catch {
    // The database may be closing; nothing more to do.
  }
};

const requestParams = (req: FastifyRequest) => ({
  query: req.query ?? {},
  params: req.params ?? {},
  body: req.body ?? null,
});

/** Server faults (not business errors or bad input) go to the system log, under the tenant of the request. */
export const installSystemLog = (app: FastifyInstance, deps: AppDeps) => {
  app.addHook('onError', async (req, _reply, error) => {
    if (error instanceof AppError) return;
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if ((error as { validation?: unknown }).validation || status < 500) return;
    await writeSystemLog(deps, {
      kind: 'error',
      message: error.message,
      detail: error.stack ?? '',
      path: `${req.method} ${req.url.split('?')[0] ?? ''}`,
      merchantId: req.session?.merchantId ?? null,
      params: requestParams(req),
    });
  });
};
