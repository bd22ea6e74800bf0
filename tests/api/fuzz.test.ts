import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { describeReport, runFuzz } from '../fuzz/runFuzz';

/** A small run of `npm run fuzz`: plausible and hostile requests over every route of the contract. */
describe('fuzzing every route of the contract', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ loginIpMaxFailures: 1_000_000_000 });
  });
  afterAll(() => server.close());

  it(
    'never answers 500 or more, and answers every refusal in the envelope',
    { timeout: 240_000 },
    async () => {
      const report = await runFuzz(server, { total: Number(process.env.FUZZ_REQUESTS ?? 1500), seed: 7 });
      const summary = describeReport(report);
      expect(report.total, summary).toBeGreaterThanOrEqual(1500);
      expect(report.serverErrors, summary).toEqual([]);
      expect(report.nonEnvelopes, summary).toEqual([]);
      // Plausible requests get past validation and reach the services, not only the validators.
      expect(report.codes['10000'] ?? 0, summary).toBeGreaterThan(200);
    },
  );
});
