/**
 * The load side of `npm run bench:engine`, run as a child process so the server's event loop and CPU figures are
 * its own. The parent sends one job at a time over IPC (a list of POSTs and a client count); this process runs them
 * with that many concurrent keep-alive clients and answers with the elapsed time, latencies, the `data` of each
 * successful answer and the CPU it spent itself.
 */
import http from 'node:http';

export interface ClientJob {
  url: string;
  token: string;
  clients: number;
  requests: { path: string; body: unknown }[];
}

export interface ClientReport {
  ms: number;
  failures: number;
  p50: number;
  p95: number;
  /** `data` of each answer with code 10000, in completion order. */
  data: unknown[];
  /** User + system CPU of this process during the job. */
  cpuMs: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

const post = (url: URL, token: string, body: unknown) =>
  new Promise<{ code: string; data: unknown }>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'accept-language': 'en_US',
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code: string; data: unknown });
          } catch (error) {
            reject(error as Error);
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });

const run = async (job: ClientJob): Promise<ClientReport> => {
  let next = 0;
  let failures = 0;
  const latencies: number[] = [];
  const data: unknown[] = [];
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: job.clients }, async () => {
      while (next < job.requests.length) {
        const { path, body } = job.requests[next++] as ClientJob['requests'][number];
        const at = performance.now();
        const answer = await post(new URL(`${job.url}${path}`), job.token, body).catch(() => undefined);
        if (answer?.code === '10000') data.push(answer.data);
        else failures += 1;
        latencies.push(performance.now() - at);
      }
    }),
  );
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((x, y) => x - y);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return { ms, failures, p50: pct(0.5), p95: pct(0.95), data, cpuMs: (cpu.user + cpu.system) / 1000 };
};

process.on('message', (job: ClientJob) => {
  void run(job).then((report) => process.send?.(report));
});
process.on('disconnect', () => {
  agent.destroy();
  process.exit(0);
});
