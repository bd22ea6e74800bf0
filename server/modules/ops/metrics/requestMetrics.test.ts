import { describe, expect, it } from 'vitest';
import { renderFamilies } from './exposition';
import { createRequestMetrics } from './requestMetrics';

const ROUTE = '/digital-portal/api/authority/admin/role/:id';

describe('request metrics', () => {
  it('counts per method, route and status class, with cumulative latency buckets', () => {
    const metrics = createRequestMetrics();
    metrics.record({ method: 'GET', route: ROUTE, status: 200, seconds: 0.004 });
    metrics.record({ method: 'GET', route: ROUTE, status: 204, seconds: 0.3 });
    metrics.record({ method: 'GET', route: ROUTE, status: 503, seconds: 12 });
    metrics.record({ method: 'POST', route: ROUTE, status: undefined, seconds: 0.02 });
    const text = renderFamilies(metrics.families());
    const labels = `method="GET",route="${ROUTE}",status_class="2xx"`;
    expect(text).toContain(`http_requests_total{${labels}} 2\n`);
    expect(text).toContain(`http_requests_total{method="GET",route="${ROUTE}",status_class="5xx"} 1\n`);
    expect(text).toContain(`http_requests_total{method="POST",route="${ROUTE}",status_class="aborted"} 1\n`);
    expect(text).toContain(`http_request_duration_seconds_bucket{${labels},le="0.005"} 1\n`);
    expect(text).toContain(`http_request_duration_seconds_bucket{${labels},le="0.25"} 1\n`);
    expect(text).toContain(`http_request_duration_seconds_bucket{${labels},le="0.5"} 2\n`);
    expect(text).toContain(`http_request_duration_seconds_bucket{${labels},le="+Inf"} 2\n`);
    expect(text).toContain(`http_request_duration_seconds_sum{${labels}} 0.304\n`);
    expect(text).toContain(`http_request_duration_seconds_count{${labels}} 2\n`);
    expect(text).toContain(
      `http_request_duration_seconds_bucket{method="GET",route="${ROUTE}",status_class="5xx",le="10"} 0\n`,
    );
  });

  it('declares each family once, before its samples', () => {
    const text = renderFamilies(createRequestMetrics().families());
    expect(text).toBe(
      [
        '# HELP http_requests_total HTTP requests answered, by method, route pattern and status class.',
        '# TYPE http_requests_total counter',
        '# HELP http_request_duration_seconds Time from a request arriving to its answer being sent, by method, route pattern and status class.',
        '# TYPE http_request_duration_seconds histogram',
        '',
      ].join('\n'),
    );
  });

  it('escapes quotes, backslashes and line breaks in label values', () => {
    const text = renderFamilies([
      { name: 'x', help: 'a\nb', type: 'gauge', samples: [{ labels: { kind: 'a"b\\c\nd' }, value: 1 }] },
    ]);
    expect(text).toBe('# HELP x a\\nb\n# TYPE x gauge\nx{kind="a\\"b\\\\c\\nd"} 1\n');
  });
});
