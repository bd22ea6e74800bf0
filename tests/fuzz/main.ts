/** `npm run fuzz`: hostile and plausible requests over every route of the contract; exits 1 on a 5xx or a bare answer. */
import { startServer } from '../api/harness';
import { describeReport, runFuzz } from './runFuzz';

const total = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const seed = Number(process.env.FUZZ_SEED ?? 20261121);
const server = await startServer({ loginIpMaxFailures: 1_000_000_000 });
const started = Date.now();
try {
  const report = await runFuzz(server, { total, seed });
  console.log(`seed ${seed}, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(describeReport(report, 20));
  process.exitCode = report.serverErrors.length + report.nonEnvelopes.length > 0 ? 1 : 0;
} finally {
  await server.close();
}
