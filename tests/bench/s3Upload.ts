import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startS3Server } from '../fixtures/s3Server';
import { signInOverHttp } from './signInOverHttp';

/**
 * `npm run bench:s3`: uploads a 200 MB generated stream through POST /upload/oss to a server whose file store is an
 * S3 bucket (s3rver on loopback), then downloads it back, and prints the server's resident memory growth and the
 * throughput of both. The server runs in its own process, so its memory is measured alone.
 * Goal: the server's resident memory grows by less than 50 MB while the 200 MB pass through.
 */
const FILE_MB = Number(process.env.BENCH_FILE_MB ?? 200);
const GOAL_MB = 50;
const PORT = Number(process.env.BENCH_S3_PORT ?? 8395);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = '/digital-portal/api/authority/admin';
const MB = 1024 * 1024;

const rssBytes = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
};

/** Samples the process's resident memory every 50 ms while `work` runs; resolves with the peak. */
const peakRssDuring = async <T>(pid: number, work: () => Promise<T>) => {
  let peak = rssBytes(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 50);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, rssBytes(pid)) };
  } finally {
    clearInterval(timer);
  }
};

const waitFor = async (url: string, child: ChildProcess) => {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
};

/** Sends `bytes` of generated data as one multipart file, written chunk by chunk with backpressure. */
const uploadStream = (token: string, name: string, bytes: number) =>
  new Promise<{ code: string; msg: string; data?: { fileName: string; size: number } }>((resolve, reject) => {
    const boundary = `----bench${randomBytes(8).toString('hex')}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const req = http.request(`${BASE}${ADMIN}/upload/oss`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + bytes + tail.length),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve(JSON.parse(text) as never));
    });
    req.on('error', reject);
    const chunk = randomBytes(256 * 1024);
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        const size = Math.min(chunk.length, bytes - sent);
        chunk.writeUInt32BE(sent >>> 0, 0); // every chunk differs
        sent += size;
        if (!req.write(size === chunk.length ? chunk : chunk.subarray(0, size)))
          return req.once('drain', write);
      }
      req.end(tail);
    };
    req.write(head);
    write();
  });

/** Downloads the file and counts its bytes without keeping them. */
const downloadCount = async (token: string, fileName: string) => {
  const response = await fetch(`${BASE}/digital-portal/common/download?fileName=${fileName}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const reader = response.body?.getReader();
  let bytes = 0;
  for (let part = await reader?.read(); part && !part.done; part = await reader?.read())
    bytes += part.value.length;
  return bytes;
};

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

const s3 = await startS3Server();
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-s3-'));
const store = s3.config.kind === 's3' ? s3.config : undefined;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: String(PORT),
    LOG_LEVEL: 'error',
    FILE_STORE: 's3',
    S3_ENDPOINT: store?.endpoint ?? '',
    S3_BUCKET: store?.bucket ?? '',
    S3_REGION: store?.region ?? '',
    S3_ACCESS_KEY_ID: store?.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: store?.secretAccessKey ?? '',
    S3_FORCE_PATH_STYLE: '1',
    UPLOAD_MAX_FILE_MB: String(FILE_MB + 10),
    TENANT_STORAGE_QUOTA_MB: String(FILE_MB * 3),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

/** Warms the server up, then measures the upload and the download; true when the memory goal is met. */
const measure = async (): Promise<boolean> => {
  await waitFor(`${BASE}/healthz`, server);
  const pid = server.pid ?? 0;
  const token = await signInOverHttp(BASE);
  // Warm-up: the upload and download code paths are loaded and the S3 client connected before the baseline.
  const warm = await uploadStream(token, 'warm-up.zip', 6 * MB);
  if (warm.code !== '10000' || !warm.data) throw new Error(`warm-up upload failed: ${warm.msg}`);
  await downloadCount(token, warm.data.fileName);
  const baseline = rssBytes(pid);

  let started = performance.now();
  const up = await peakRssDuring(pid, () => uploadStream(token, 'large.zip', FILE_MB * MB));
  const uploadSeconds = (performance.now() - started) / 1000;
  if (up.result.code !== '10000' || !up.result.data) throw new Error(`upload failed: ${up.result.msg}`);
  if (up.result.data.size !== FILE_MB * MB) throw new Error(`stored ${up.result.data.size} bytes`);
  const objectRequests = s3.requests.filter((r) => r.url.includes(up.result.data?.fileName ?? '-'));
  const parts = objectRequests.filter((r) => r.method === 'PUT' && r.url.includes('partNumber=')).length;

  started = performance.now();
  const fileName = up.result.data.fileName;
  const down = await peakRssDuring(pid, () => downloadCount(token, fileName));
  const downloadSeconds = (performance.now() - started) / 1000;
  if (down.result !== FILE_MB * MB) throw new Error(`downloaded ${down.result} bytes`);

  const growth = (peak: number) => (peak - baseline) / MB;
  const upGrowth = growth(up.peak);
  const downGrowth = growth(down.peak);
  const isMet = Math.max(upGrowth, downGrowth) < GOAL_MB;
  console.log(`S3 store, ${FILE_MB} MB file through the HTTP API (server in its own process)`);
  console.log(`  server RSS before: ${(baseline / MB).toFixed(1)} MB`);
  console.log(
    `  upload:   ${uploadSeconds.toFixed(1)} s, ${(FILE_MB / uploadSeconds).toFixed(1)} MB/s, ` +
      `${parts} multipart parts, RSS growth ${upGrowth.toFixed(1)} MB`,
  );
  console.log(
    `  download: ${downloadSeconds.toFixed(1)} s, ${(FILE_MB / downloadSeconds).toFixed(1)} MB/s, ` +
      `RSS growth ${downGrowth.toFixed(1)} MB`,
  );
  console.log(`  goal: RSS growth < ${GOAL_MB} MB: ${isMet ? 'met' : 'MISSED'}`);
  return isMet;
};

const isMet = await measure().finally(async () => {
  await stop(server);
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});
process.exit(isMet ? 0 : 1);
