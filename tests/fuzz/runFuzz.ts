import fc from 'fast-check';
import { api } from '@shared/api';
import type { EndpointDef } from '@shared/api/contract';
import type { TestServer } from '../api/harness';
import { requestsFor, type FuzzRequest } from './requests';
import { MULTIPART_CASES, multipartRequestsFor } from './multipart';

/** Every endpoint of the contract, from the aggregate the server registers. */
export const contractEndpoints = (): EndpointDef[] => {
  const found: EndpointDef[] = [];
  const visit = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    if ('method' in value && 'path' in value && 'response' in value) found.push(value as EndpointDef);
    else Object.values(value).forEach(visit);
  };
  visit(api);
  return found;
};

export interface FuzzAnswer {
  request: FuzzRequest;
  status: number;
  text: string;
}

export interface FuzzReport {
  total: number;
  endpoints: number;
  statuses: Record<number, number>;
  /** Envelope codes of the answers: how many got through validation to the services (10000, 50001…). */
  codes: Record<string, number>;
  serverErrors: FuzzAnswer[];
  nonEnvelopes: FuzzAnswer[];
  /** Statuses of the multipart upload bodies, per kind of body (valid, cut off, no boundary…). */
  multipart: Record<string, Record<number, number>>;
}

/** Multipart bodies sent to each upload route: 2 % of the run, at least three of each kind. */
const multipartCount = (total: number) => Math.max(MULTIPART_CASES.length * 3, Math.round(total * 0.02));

/** Puts `extra` evenly between the requests of `base`. */
const spread = <T>(base: T[], extra: T[]): T[] => {
  if (extra.length === 0) return base;
  const step = Math.max(1, Math.floor(base.length / extra.length));
  const merged: T[] = [];
  base.forEach((item, index) => {
    merged.push(item);
    if (index % step === step - 1 && extra.length) merged.push(extra.shift() as T);
  });
  return [...merged, ...extra];
};

/** The envelope code of an answer, or null when the answer is not an envelope. */
const envelopeCode = (text: string): string | null => {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    return typeof body.code === 'string' && typeof body.msg === 'string' && 'data' in body ? body.code : null;
  } catch {
    return null;
  }
};

/** Reads an answer; streams (letters) and files are not read past their headers. */
const answerOf = async (server: TestServer, request: FuzzRequest, token: string): Promise<FuzzAnswer> => {
  const headers: Record<string, string> = { 'accept-language': 'en_US' };
  if (!request.isAnonymous) headers.authorization = `Bearer ${token}`;
  if (request.contentType) headers['content-type'] = request.contentType;
  const response = await fetch(`${server.baseUrl}${request.url}`, {
    method: request.method,
    headers,
    body: request.body,
    signal: AbortSignal.timeout(20_000),
  });
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json') && response.status < 400) {
    await response.body?.cancel();
    return { request, status: response.status, text: '' };
  }
  return { request, status: response.status, text: await response.text() };
};

/**
 * Sends `total` requests spread over every endpoint of the contract, generated from a seed, a few at a time.
 * Requests change data freely (a throwaway database); when one ends the admin session (logout, tenant switch,
 * password change), the next request signs in again.
 */
export const runFuzz = async (
  server: TestServer,
  options: { total: number; seed: number; concurrency?: number },
): Promise<FuzzReport> => {
  const endpoints = contractEndpoints();
  const perEndpoint = Math.ceil(options.total / endpoints.length);
  const queue: FuzzRequest[] = [];
  endpoints.forEach((def, index) => {
    queue.push(...fc.sample(requestsFor(def), { seed: options.seed + index, numRuns: perEndpoint }));
  });
  // Interleave endpoints so a destructive one (logout, delete) is followed by others, not by itself.
  const uploads = endpoints
    .filter((def) => def.isMultipart)
    .flatMap((def, index) =>
      fc.sample(multipartRequestsFor(def), {
        seed: options.seed - 1 - index,
        numRuns: multipartCount(options.total),
      }),
    );
  const contractRequests = queue
    .map((request, index) => ({
      request,
      order: (index % perEndpoint) * endpoints.length + Math.floor(index / perEndpoint),
    }))
    .sort((a, b) => a.order - b.order)
    .slice(0, options.total)
    .map((entry) => entry.request);
  const requests: FuzzRequest[] = spread(contractRequests, uploads);

  let token = await server.tokenFor('admin');
  let relogin: Promise<void> | undefined;
  const ensureSession = () =>
    (relogin ??= (async () => {
      const check = await server.request<unknown>('GET', '/getInfo', { token });
      if (check.body.code !== '10000') token = await server.tokenFor('admin');
    })().finally(() => (relogin = undefined)));

  const report: FuzzReport = {
    total: 0,
    endpoints: endpoints.length,
    statuses: {},
    codes: {},
    serverErrors: [],
    nonEnvelopes: [],
    multipart: {},
  };
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++] as FuzzRequest;
      if (relogin) await relogin;
      const answer = await answerOf(server, request, token);
      report.total += 1;
      report.statuses[answer.status] = (report.statuses[answer.status] ?? 0) + 1;
      const code = answer.text ? envelopeCode(answer.text) : 'not read';
      if (code) report.codes[code] = (report.codes[code] ?? 0) + 1;
      if (request.case) {
        const statuses = (report.multipart[request.case] ??= {});
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      }
      if (answer.status >= 500) report.serverErrors.push(answer);
      else if (code === null) report.nonEnvelopes.push(answer);
      if (answer.text.includes('auth-check-error') && !request.isAnonymous) await ensureSession();
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return report;
};

const clip = (text: string | undefined, length: number) =>
  text && text.length > length ? `${text.slice(0, length)}…` : (text ?? '');

/** The report as text: totals, status histogram, and the first offending requests. */
export const describeReport = (report: FuzzReport, shown = 8): string => {
  const lines = [
    `requests: ${report.total} over ${report.endpoints} endpoints`,
    `statuses: ${Object.entries(report.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(', ')}`,
    `envelope codes: ${Object.entries(report.codes)
      .map(([code, count]) => `${code}×${count}`)
      .join(', ')}`,
    `multipart upload bodies: ${Object.values(report.multipart)
      .flatMap((statuses) => Object.values(statuses))
      .reduce((sum, count) => sum + count, 0)} (${Object.entries(report.multipart)
      .map(
        ([kind, statuses]) =>
          `${kind} ${Object.entries(statuses)
            .map(([status, count]) => `${status}×${count}`)
            .join('/')}`,
      )
      .join(', ')})`,
    `answers of 500 or more: ${report.serverErrors.length}`,
    `answers outside the envelope: ${report.nonEnvelopes.length}`,
  ];
  for (const answer of [...report.serverErrors, ...report.nonEnvelopes].slice(0, shown)) {
    const { method, url, body, contentType } = answer.request;
    lines.push(
      `  ${answer.status} ${method} ${clip(url, 200)} [${contentType ?? '-'}] ${clip(body, 200)}\n    → ${clip(answer.text, 200)}`,
    );
  }
  return lines.join('\n');
};
