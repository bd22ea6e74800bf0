/**
 * The load side of `npm run bench:engine`, run as a child process so the server's event loop and CPU figures are
 * its own. The parent sends one job at a time over IPC (a list of POSTs and a client count); this process runs them
 * with that many concurrent keep-alive connections and answers with the elapsed time, latencies, the `data` of each
 * successful answer and the CPU it spent itself.
 *
 * The client shares the machine's cores with the server and PostgreSQL, while the bare loop it is compared with has
 * no client process at all; so, like wrk or autocannon, it spends as little as it can. Each connection is a plain
 * socket that writes the request as one prepared buffer and reads the answer by its Content-Length, the way the
 * server sends every JSON answer. An answer of any other shape counts as a failure.
 */
import net from 'node:net';

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

const HEAD_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length: *(\d+)\r\n/i;

/** The request as it goes on the wire: head and body in one buffer. */
const requestBytes = (url: URL, token: string, body: unknown) => {
  const payload = Buffer.from(JSON.stringify(body));
  const head =
    `POST ${url.pathname}${url.search} HTTP/1.1\r\nhost: ${url.host}\r\nauthorization: Bearer ${token}\r\n` +
    `content-type: application/json\r\naccept-language: en_US\r\ncontent-length: ${payload.length}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), payload]);
};

/** One keep-alive connection: sends a request and resolves with the answer's body, one request at a time. */
const openConnection = (url: URL) =>
  new Promise<{ send: (bytes: Buffer) => Promise<Buffer>; close: () => void }>((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    socket.setNoDelay(true);
    let buffered: Buffer = Buffer.alloc(0);
    let waiting: { resolve: (body: Buffer) => void; reject: (error: Error) => void } | undefined;
    const take = () => {
      const headEnd = buffered.indexOf(HEAD_END);
      if (headEnd < 0 || !waiting) return;
      const head = buffered.subarray(0, headEnd + 2).toString('latin1');
      const length = CONTENT_LENGTH.exec(head)?.[1];
      if (length === undefined) {
        waiting.reject(new Error(`an answer without Content-Length: ${head.split('\r\n')[0]}`));
        waiting = undefined;
        socket.destroy();
        return;
      }
      const end = headEnd + HEAD_END.length + Number(length);
      if (buffered.length < end) return;
      const body = buffered.subarray(headEnd + HEAD_END.length, end);
      buffered = buffered.subarray(end);
      const answered = waiting;
      waiting = undefined;
      answered.resolve(body);
    };
    socket.on('data', (chunk: Buffer) => {
      buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
      take();
    });
    const fail = (error: Error) => {
      waiting?.reject(error);
      waiting = undefined;
    };
    socket.on('error', (error) => {
      fail(error);
      reject(error);
    });
    socket.on('close', () => fail(new Error('the server closed the connection')));
    socket.once('connect', () =>
      resolve({
        send: (bytes) =>
          new Promise<Buffer>((answer, refuse) => {
            waiting = { resolve: answer, reject: refuse };
            socket.write(bytes);
          }),
        close: () => socket.end(),
      }),
    );
  });

const run = async (job: ClientJob): Promise<ClientReport> => {
  const requests = job.requests.map(({ path, body }) =>
    requestBytes(new URL(`${job.url}${path}`), job.token, body),
  );
  const connections = await Promise.all(
    Array.from({ length: job.clients }, () => openConnection(new URL(job.url))),
  );
  let next = 0;
  let failures = 0;
  const latencies: number[] = [];
  const data: unknown[] = [];
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    connections.map(async (connection) => {
      while (next < requests.length) {
        const bytes = requests[next++] as Buffer;
        const at = performance.now();
        const answer = await connection
          .send(bytes)
          .then((body) => JSON.parse(body.toString('utf8')) as { code: string; data: unknown })
          .catch(() => undefined);
        if (answer?.code === '10000') data.push(answer.data);
        else failures += 1;
        latencies.push(performance.now() - at);
      }
    }),
  );
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  for (const connection of connections) connection.close();
  latencies.sort((x, y) => x - y);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return { ms, failures, p50: pct(0.5), p95: pct(0.95), data, cpuMs: (cpu.user + cpu.system) / 1000 };
};

process.on('message', (job: ClientJob) => {
  void run(job).then((report) => process.send?.(report));
});
process.on('disconnect', () => process.exit(0));
