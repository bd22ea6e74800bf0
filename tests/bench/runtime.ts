/**
 * `npm run bench:runtime`: the form runtime measured in Chromium.
 * 1. Its own JS (react/react-dom excluded), gzip: initial and lazy chunks. Target ≤ 25 kB initial (issue 31).
 * 2. First render of a 500-field and of a 2,000-field form (render call to next paint). Target < 150 ms at 500.
 *    Also printed: when every field is in the DOM and painted (long lists render their far rows in the frames
 *    after the first).
 * 3. p95 keystroke-to-paint typing in a 500-field form with 50 hide rules. Target < 16 ms. The latency is
 *    taken from the keydown's timestamp to a task after the next animation frame (so after the paint), per
 *    key, warm-up keys excluded. Measured twice: with frames at the display's 60 Hz beat, where waiting for
 *    the beat alone puts p95 near 16 ms on any page, and with unthrottled frames, which gives the form's own
 *    latency and is what the target is judged on. On a loaded machine it mostly measures waiting for a core, so the main
 *    thread's CPU time per key (from a trace, in a separate pass) is printed as well.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import {
  BROWSER_ARGS,
  UNTHROTTLED_ARGS,
  buildPage,
  bundleSize,
  kb,
  mainThreadCpu,
  percentile,
  serve,
  writeEntry,
} from './benchKit';

const root = process.cwd();
const work = mkdtempSync(path.join(tmpdir(), 'bench-runtime-'));

async function measureSize() {
  const size = await bundleSize(
    work,
    writeEntry(
      work,
      'entry',
      `export { FormRuntime, mountForm } from '${path.join(root, 'runtime/index.ts')}';\n`,
    ),
  );
  const { initialBytes } = size;
  console.log('\n1. Runtime JS without react/react-dom (gzip)');
  console.log(
    `   initial: ${kb(initialBytes)} (${size.initial.join(', ')})  target ≤ 25 kB ${initialBytes <= 25 * 1024 ? 'OK' : 'OVER'}`,
  );
  for (const f of size.lazy) console.log(`   lazy:    ${kb(size.gzip(f))} ${f}`);
  for (const f of size.css) console.log(`   css:     ${kb(size.gzip(f))} ${f}`);
  return initialBytes;
}

/** Main-thread CPU (thread time of every renderer task, from a trace) per key typed into the focused field. */
async function cpuPerKey(page: Page, text: string): Promise<number> {
  const busy = await mainThreadCpu(page, async () => {
    for (const char of text) {
      await page.keyboard.type(char);
      await page.waitForTimeout(5);
    }
    await page.waitForTimeout(100);
  });
  return busy / text.length;
}

const TEXT = 'the quick brown fox jumps over the lazy dog 0123456789 '.repeat(3);

const launch = (unthrottled: boolean) =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: unthrottled ? [...BROWSER_ARGS, ...UNTHROTTLED_ARGS] : BROWSER_ARGS,
  });

async function openBenchPage(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(url);
  await page.waitForFunction(() => Boolean(window.bench));
  return page;
}

/**
 * Types `text` into the field labelled `label` and returns each key's latency. Keys follow each other as fast as
 * the driver sends them (about 100 a second, a burst no person types), or `gapMs` apart.
 */
async function typeAndMeasure(
  page: Page,
  label: string,
  text: string,
  warmUp: boolean,
  gapMs = 5,
): Promise<number[]> {
  await page.getByLabel(label, { exact: true }).click();
  if (warmUp) {
    // the first keys compile the handlers
    for (const char of 'warm up ') await page.keyboard.type(char);
    await page.waitForTimeout(200);
  }
  await page.evaluate(() => window.bench.keyLatencies.splice(0));
  for (const char of text) {
    await page.keyboard.type(char);
    await page.waitForTimeout(gapMs);
  }
  await page.waitForTimeout(100);
  return page.evaluate(() => window.bench.keyLatencies.slice());
}

const describe = (latencies: number[]) =>
  `${latencies.length} keys: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`;

async function measureFirstRender(page: Page, fields: number) {
  const renders: Array<{ commitMs: number; paintMs: number; allMs: number }> = [];
  for (let run = 0; run < 10; run++)
    renders.push(await page.evaluate((n) => window.bench.render(n, 0), fields));
  const warm = renders.slice(1);
  const median = (values: number[]) => percentile(values, 50);
  const firstPaint = median(warm.map((r) => r.paintMs));
  const count = fields.toLocaleString('en');
  const target = fields <= 500 ? `  target < 150 ms ${firstPaint < 150 ? 'OK' : 'OVER'}` : '';
  console.log(
    `\n2. First render of a ${count}-field form (render call → next paint), median of 9 after a warm-up`,
  );
  console.log(
    `   commit ${median(warm.map((r) => r.commitMs)).toFixed(1)} ms, to paint ${firstPaint.toFixed(1)} ms (cold first run ${renders[0]?.paintMs.toFixed(1)} ms)${target}`,
  );
  console.log(
    `   all ${count} fields in the DOM and painted: ${median(warm.map((r) => r.allMs)).toFixed(1)} ms`,
  );
}

/**
 * Keystroke → paint in both frame modes. With frames at the display's 60 Hz beat, a key waits for the next beat
 * (0–16.7 ms, uniformly) before anything can paint, so even an empty page's p95 is near 16 ms; the 2-field
 * reference shows that floor. With unthrottled frames the figure is the form's own latency: handling the key,
 * rendering and painting. The target is judged on that one; both are printed.
 */
async function measureTyping(page: Page, unthrottled: boolean) {
  await page.evaluate(() => window.bench.render(500, 50));
  const latencies = await typeAndMeasure(page, 'Field 2', TEXT, true);
  const p95 = percentile(latencies, 95);
  const verdict = unthrottled ? `  target p95 < 16 ms ${p95 < 16 ? 'OK' : 'OVER'}` : '';
  console.log(`   500 fields, 50 hide rules: ${describe(latencies)}${verdict}`);
  // a burst of ~100 keys a second queues keys behind each other's frames; a very fast typist (200 wpm) does not
  console.log(
    `   same, a key every 60 ms (a 200 wpm typist): ${describe(await typeAndMeasure(page, 'Field 3', TEXT, false, 60))}`,
  );
  if (unthrottled)
    console.log(
      `   main-thread CPU per key (traced pass, 40 keys in another field): ${(await cpuPerKey(page, 'pack my box with five dozen liquor jugs!')).toFixed(1)} ms`,
    );
  const onTrigger = await typeAndMeasure(page, 'Field 1', 'condition field'.repeat(4), false);
  console.log(`   typing in the field the rules read: ${describe(onTrigger)}`);
  // control: the same typing on a 2-field form shows what the browser and the machine cost on their own
  await page.evaluate(() => window.bench.render(2, 0));
  console.log(
    `   reference, same typing in a 2-field form: ${describe(await typeAndMeasure(page, 'Field 2', TEXT, true))}`,
  );
}

async function measureBrowser(dir: string) {
  const server = await serve(dir);
  try {
    for (const unthrottled of [false, true]) {
      const browser = await launch(unthrottled);
      try {
        const page = await openBenchPage(browser, server.url);
        if (!unthrottled) for (const fields of [500, 2000]) await measureFirstRender(page, fields);
        console.log(
          `\n3. Keystroke → paint, frames ${unthrottled ? "unthrottled (the form's own latency)" : "at the display's 60 Hz beat"}`,
        );
        await measureTyping(page, unthrottled);
      } finally {
        await browser.close();
      }
    }
  } finally {
    server.close();
  }
}

try {
  await measureSize();
  await measureBrowser(await buildPage(path.join(root, 'tests/bench/runtimePage'), path.join(work, 'page')));
} finally {
  rmSync(work, { recursive: true, force: true });
}
