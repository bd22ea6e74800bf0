import type { AppDeps } from '../../../http/context';
import { readBacklog } from './backlog';
import type { MetricFamily } from './exposition';
import type { RequestMetrics } from './requestMetrics';

const poolFamilies = (deps: AppDeps): MetricFamily[] => {
  const usage = deps.database.poolUsage?.();
  if (!usage) return [];
  return [
    {
      name: 'db_pool_connections',
      help: 'PostgreSQL connections the pool holds, by state (busy ones are total minus idle).',
      type: 'gauge',
      samples: [
        { labels: { state: 'total' }, value: usage.total },
        { labels: { state: 'idle' }, value: usage.idle },
      ],
    },
    {
      name: 'db_pool_waiting_requests',
      help: 'Queries waiting for a pooled connection.',
      type: 'gauge',
      samples: [{ value: usage.waiting }],
    },
    {
      name: 'db_pool_max_connections',
      help: 'The most connections the pool opens.',
      type: 'gauge',
      samples: [{ value: usage.max }],
    },
  ];
};

const backlogFamilies = async (deps: AppDeps): Promise<MetricFamily[]> => {
  const backlog = await readBacklog(deps.db, deps.now());
  return [
    {
      name: 'outbox_pending_rows',
      help: 'Outbox rows not yet delivered (pending or being sent), by kind.',
      type: 'gauge',
      samples: backlog.outboxDepth.map((row) => ({ labels: { kind: row.kind }, value: row.rows })),
    },
    {
      name: 'job_due',
      help: 'Jobs that are due and held by no runner, by queue.',
      type: 'gauge',
      samples: backlog.queues.map((q) => ({ labels: { queue: q.queue }, value: q.due })),
    },
    {
      name: 'job_lag_seconds',
      help: 'Age of the oldest job that is due and held by no runner, by queue (0 when none waits).',
      type: 'gauge',
      samples: backlog.queues.map((q) => ({ labels: { queue: q.queue }, value: q.lagSeconds })),
    },
  ];
};

const processFamilies = (): MetricFamily[] => [
  {
    name: 'process_resident_memory_bytes',
    help: 'Resident memory of the server process.',
    type: 'gauge',
    samples: [{ value: process.memoryUsage.rss() }],
  },
  {
    name: 'process_start_time_seconds',
    help: 'When the server process started, in seconds since the epoch.',
    type: 'gauge',
    samples: [{ value: Math.round(Date.now() / 1000 - process.uptime()) }],
  },
];

/** Every family one scrape answers: requests, the connection pool, the job backlog and the process. */
export const collectMetrics = async (deps: AppDeps, requests: RequestMetrics): Promise<MetricFamily[]> => [
  ...requests.families(),
  ...poolFamilies(deps),
  ...(await backlogFamilies(deps)),
  ...processFamilies(),
];
