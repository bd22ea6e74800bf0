import type { ProxyCallBody } from '@shared/api/modules/files';
import { proxyCallLog } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { business } from '../../../http/errors';
import { parseAllowlist } from '../../../net/allowlist';
import { ProxyError, systemResolver, type Resolver } from '../../../net/checkTarget';
import { sendOutbound, type OutboundLimits } from '../../../net/outbound';

/** Workflow spec §7 and the issue: 10 s per call, 2 MB per answer, a few redirects. */
export const PROXY_TIMEOUT_MS = 10_000;
export const PROXY_MAX_BYTES = 2 * 1024 * 1024;
export const PROXY_MAX_REDIRECTS = 5;

const parseAnswer = (contentType: string, body: Buffer): unknown => {
  const text = body.toString('utf8');
  if (/json/i.test(contentType) || /^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
};

export const proxyLimits = (deps: AppDeps, resolve: Resolver = systemResolver): OutboundLimits => ({
  list: parseAllowlist(deps.config.outboundAllowlist),
  resolve,
  timeoutMs: PROXY_TIMEOUT_MS,
  maxBytes: PROXY_MAX_BYTES,
  maxRedirects: PROXY_MAX_REDIRECTS,
});

/** Runs one form-event call for the session and logs it; refusals and failures become clear business errors. */
export const callThroughProxy = async (
  deps: AppDeps,
  session: SessionContext,
  call: ProxyCallBody,
  limits = proxyLimits(deps),
): Promise<unknown> => {
  const started = Date.now();
  let status = 0;
  let error = '';
  try {
    const answer = await sendOutbound(
      { url: call.path.trim(), method: call.method, headers: call.headers ?? {}, body: call.body ?? {} },
      limits,
    );
    status = answer.status;
    if (status < 200 || status >= 300) {
      error = 'proxy.targetStatus';
      throw business('files:proxy.targetStatus', { status });
    }
    return parseAnswer(answer.contentType, answer.body);
  } catch (failure) {
    if (failure instanceof ProxyError) {
      error = failure.key;
      status = failure.status;
      throw business(`files:${failure.key}`, failure.params);
    }
    error ||= 'proxy.failed';
    throw failure;
  } finally {
    await deps.db.insert(proxyCallLog).values({
      merchantId: session.merchantId,
      userId: session.userId,
      url: call.path.slice(0, 2000),
      method: call.method,
      status,
      durationMs: Date.now() - started,
      error,
      calledAt: deps.now(),
    });
  }
};
