/** Shared pieces of the browser benchmarks: a static server, percentiles, Chromium flags and gzip bundle sizes. */
import { createServer } from 'node:http';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import type { Page } from '@playwright/test';
import { aliases } from '../../vite.aliases';

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const REACT = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react-dom/server'];

export const serve = (dir: string) =>
  new Promise<{ url: string; close: () => void }>((resolve) => {
    const server = createServer((req, res) => {
      const file = path.join(
        dir,
        decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/').replace(/^\/$/, '/index.html'),
      );
      if (!file.startsWith(dir) || !statSync(file, { throwIfNoEntry: false })?.isFile())
        return res.writeHead(404).end();
      res.writeHead(200, {
        'content-type': file.endsWith('.js')
          ? 'text/javascript'
          : file.endsWith('.css')
            ? 'text/css'
            : 'text/html',
      });
      res.end(readFileSync(file));
    });
    server.listen(Number(process.env.BENCH_PORT ?? 0), '127.0.0.1', () => {
      const address = server.address();
      resolve({
        url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`,
        close: () => server.close(),
      });
    });
  });

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

export const median = (values: number[]) => percentile(values, 50);

export const BROWSER_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Frames as soon as there is something to paint, instead of at the display's 60 Hz beat. */
export const UNTHROTTLED_ARGS = ['--disable-gpu-vsync', '--disable-frame-rate-limit'];

export interface BundleSize {
  /** The entry chunk and the chunks it imports statically (what a page loads before it can render). */
  initial: string[];
  lazy: string[];
  css: string[];
  initialBytes: number;
  gzip: (file: string) => number;
}

/** Writes `code` as an entry module in `work` (its imports must be absolute paths). */
export function writeEntry(work: string, name: string, code: string): string {
  const entry = path.join(work, `${name}.ts`);
  writeFileSync(entry, code);
  return entry;
}

/** Builds `entry` as an ES library (react and react-dom external, minified) and measures its gzip size. */
export async function bundleSize(work: string, entry: string): Promise<BundleSize> {
  const name = path.basename(entry).replace(/\.tsx?$/, '');
  const out = path.join(work, `size-${name}`);
  await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: aliases },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: out,
      emptyOutDir: true,
      minify: true,
      cssCodeSplit: true,
      rollupOptions: {
        input: entry,
        external: REACT,
        preserveEntrySignatures: 'strict',
        output: { format: 'es' },
      },
    },
  });
  const files = readdirSync(path.join(out, 'assets'));
  const gzip = (file: string) => gzipSync(readFileSync(path.join(out, 'assets', file))).length;
  const entryFile = files.find((f) => f.startsWith(name) && f.endsWith('.js')) ?? '';
  const entryText = readFileSync(path.join(out, 'assets', entryFile), 'utf8');
  const staticImports = new Set([...entryText.matchAll(/from"\.\/([^"]+\.js)"/g)].map((m) => m[1] ?? ''));
  const js = files.filter((f) => f.endsWith('.js'));
  const initial = js.filter((f) => f === entryFile || staticImports.has(f));
  return {
    initial,
    lazy: js.filter((f) => !initial.includes(f)),
    css: files.filter((f) => f.endsWith('.css')),
    initialBytes: initial.reduce((total, f) => total + gzip(f), 0),
    gzip,
  };
}

/** Builds a benchmark page folder (index.html + its module) into `out`. */
export async function buildPage(pageRoot: string, out: string): Promise<string> {
  await build({
    configFile: false,
    root: pageRoot,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: aliases },
    base: './',
    build: { outDir: out, emptyOutDir: true, chunkSizeWarningLimit: 4096 },
  });
  return out;
}

/** Milliseconds of main-thread CPU (thread time of every renderer task, from a trace) that `action` caused. */
export async function mainThreadCpu(page: Page, action: () => Promise<unknown>): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  type TraceEvent = {
    name: string;
    ph: string;
    pid: number;
    tid: number;
    tdur?: number;
    args?: { name?: string };
  };
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  await action();
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const busy = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`))
    .reduce((total, e) => total + (e.tdur ?? 0), 0);
  return busy / 1000;
}
