import { createHash, timingSafeEqual } from 'node:crypto';
import { api } from '@shared/api';
import { ResultCode } from '@shared/api/codes';
import type { AppDeps } from '../../../http/context';
import { AppError } from '../../../http/errors';
import { sendRaw } from '../../../http/rawReply';
import { route } from '../../../http/routing';
import { collectMetrics } from './collect';
import { EXPOSITION_CONTENT_TYPE, renderFamilies } from './exposition';
import { requestMetricsOf } from './requestRecorder';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the Authorization header carries the metrics token (compared in constant time). */
const carriesToken = (header: string | undefined, token: string) => {
  const given = /^Bearer\s+(.+)$/i.exec(header?.trim() ?? '')?.[1]?.trim() ?? '';
  return timingSafeEqual(digest(given), digest(token));
};

/** GET /metrics: 404 unless METRICS=1; 401 without the METRICS_TOKEN when one is set; else the exposition text. */
export const metricsRoute = (deps: AppDeps) =>
  route(api.ops.metrics, async ({ req, reply }) => {
    const { isMetricsEnabled, metricsToken } = deps.config;
    if (!isMetricsEnabled) {
      throw new AppError(ResultCode.NotFound, 'apiNotFound', { path: api.ops.metrics.path }, { status: 404 });
    }
    if (metricsToken && !carriesToken(req.headers.authorization, metricsToken)) {
      throw new AppError(ResultCode.Unauthenticated, 'metricsTokenRequired', {}, { status: 401 });
    }
    const body = renderFamilies(await collectMetrics(deps, requestMetricsOf(deps)));
    // The text is the answer itself, not an envelope.
    return sendRaw(
      reply,
      200,
      {
        'content-type': EXPOSITION_CONTENT_TYPE,
        'content-length': Buffer.byteLength(body),
        'cache-control': 'no-store',
      },
      body,
    );
  });
