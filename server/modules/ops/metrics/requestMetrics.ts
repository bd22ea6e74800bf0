import type { MetricFamily, Sample } from './exposition';

/** Upper bounds (seconds) of the latency buckets: 5 ms to 10 s. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

/** A route pattern as Fastify matched it; requests that matched none share one label, so the set stays small. */
export const UNMATCHED_ROUTE = 'unmatched';

export interface RequestOutcome {
  method: string;
  /** The route pattern (`/digital-portal/api/authority/admin/role/:id`), never the raw URL. */
  route: string;
  /** The HTTP status, or undefined when the client went away before the answer was complete. */
  status: number | undefined;
  seconds: number;
}

interface Series {
  labels: { method: string; route: string; status_class: string };
  count: number;
  sum: number;
  /** Requests per bucket (not cumulative); the last slot counts those above every bound. */
  buckets: number[];
}

const statusClassOf = (status: number | undefined) =>
  status === undefined ? 'aborted' : `${Math.floor(status / 100)}xx`;

/** Request counts and latency histograms per (method, route pattern, status class), kept in memory. */
export const createRequestMetrics = () => {
  const series = new Map<string, Series>();

  const record = (outcome: RequestOutcome) => {
    const statusClass = statusClassOf(outcome.status);
    const key = `${outcome.method} ${outcome.route} ${statusClass}`;
    let entry = series.get(key);
    if (!entry) {
      entry = {
        labels: { method: outcome.method, route: outcome.route, status_class: statusClass },
        count: 0,
        sum: 0,
        buckets: new Array<number>(LATENCY_BUCKETS.length + 1).fill(0),
      };
      series.set(key, entry);
    }
    entry.count += 1;
    entry.sum += outcome.seconds;
    const slot = LATENCY_BUCKETS.findIndex((bound) => outcome.seconds <= bound);
    const index = slot === -1 ? LATENCY_BUCKETS.length : slot;
    entry.buckets[index] = (entry.buckets[index] ?? 0) + 1;
  };

  const histogramSamples = (entry: Series): Sample[] => {
    const samples: Sample[] = [];
    let cumulative = 0;
    LATENCY_BUCKETS.forEach((bound, index) => {
      cumulative += entry.buckets[index] ?? 0;
      samples.push({ suffix: '_bucket', labels: { ...entry.labels, le: String(bound) }, value: cumulative });
    });
    samples.push({ suffix: '_bucket', labels: { ...entry.labels, le: '+Inf' }, value: entry.count });
    samples.push({ suffix: '_sum', labels: entry.labels, value: entry.sum });
    samples.push({ suffix: '_count', labels: entry.labels, value: entry.count });
    return samples;
  };

  const families = (): MetricFamily[] => {
    const all = [...series.values()];
    return [
      {
        name: 'http_requests_total',
        help: 'HTTP requests answered, by method, route pattern and status class.',
        type: 'counter',
        samples: all.map((entry) => ({ labels: entry.labels, value: entry.count })),
      },
      {
        name: 'http_request_duration_seconds',
        help: 'Time from a request arriving to its answer being sent, by method, route pattern and status class.',
        type: 'histogram',
        samples: all.flatMap(histogramSamples),
      },
    ];
  };

  return { record, families };
};

export type RequestMetrics = ReturnType<typeof createRequestMetrics>;
