/**
 * `npm run bench:form`: the same form of 500 and of 2,000 fields (inputs, numbers, selects, textareas, dates, checkbox groups, every
 * fifth field required) rendered in one Chromium run by our runtime, by rjsf (@rjsf/core, default theme,
 * validator-ajv8) and by formily (@formily/react over plain HTML inputs), each in its own page:
 * - first paint: render call → first painted frame;
 * - fully mounted: render call → the painted frame in which every field's control is in the DOM;
 * - keystroke p95: keys typed into a text field in the middle of the form, each key's input event → the next
 *   painted frame (the next key is sent once the previous one is painted, so keys never queue);
 * - gzip size of each library's JS (react and react-dom excluded; ours: the initial chunks).
 * Frames are unthrottled (no 60 Hz beat), so the figures are each library's own work. On a loaded machine the
 * wall-clock times mostly measure waiting for a core, so a traced pass also prints each library's main-thread CPU
 * per render until fully mounted (CPU_RENDERS traced renders, the libraries in turn, the median), and the number
 * of elements each form puts in the DOM. ROUNDS rounds, the libraries
 * in turn; each figure is the median of the rounds, after one warm-up render and a few warm-up keys per page.
 * Goals (issue 31, at 2,000 fields): first paint ≤ 0.2× rjsf, fully mounted ≤ 0.5× rjsf and ≤ 0.5× formily,
 * keystroke p95 ≤ 0.2× rjsf, our runtime ≤ 25 kB gzip without React.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import {
  BROWSER_ARGS,
  UNTHROTTLED_ARGS,
  buildPage,
  bundleSize,
  mainThreadCpu,
  median,
  percentile,
  serve,
  writeEntry,
} from './benchKit';
import type { BundleSize } from './benchKit';

const root = process.cwd();
const work = mkdtempSync(path.join(tmpdir(), 'bench-form-'));
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const SIZES = [500, 2000];
const GOAL_SIZE = 2000;
const CPU_RENDERS = 5;
const KEYS = 'the quick brown fox jumps'; // 25 keys a round, 35 warm-up keys excluded, over 100 keys in all
const LIBRARIES = ['ours', 'rjsf', 'formily'] as const;
type Library = (typeof LIBRARIES)[number];

interface Figures {
  paint: number[];
  mounted: number[];
  keyP95: number[];
  keys: number[];
}

const GOALS = {
  mountedRjsf: 0.5,
  mountedFormily: 0.5,
  keyP95Rjsf: 0.2,
  paintRjsf: 0.2,
  sizeKb: 25,
};

async function sizes(): Promise<Record<Library, number>> {
  const ours = await bundleSize(
    work,
    writeEntry(
      work,
      'ours',
      `export { FormRuntime, mountForm } from '${path.join(root, 'runtime/index.ts')}';\n`,
    ),
  );
  // every chunk of a peer counts: they have no lazy parts a form could do without
  const all = (size: BundleSize) =>
    [...size.initial, ...size.lazy].reduce((total, f) => total + size.gzip(f), 0);
  const peers = path.join(root, 'tests/bench/formPage/sizes');
  return {
    ours: ours.initialBytes,
    rjsf: all(await bundleSize(work, path.join(peers, 'rjsf.ts'))),
    formily: all(await bundleSize(work, path.join(peers, 'formily.ts'))),
  };
}

async function typeKeys(page: Page, text: string, painted: number): Promise<number> {
  let count = painted;
  for (const char of text) {
    await page.keyboard.type(char);
    count++;
    await page.evaluate((n) => window.formBench.keysPainted(n), count);
  }
  return count;
}

/** One round in one library's page: a render, then KEYS typed into the middle field. */
async function round(page: Page, figures: Figures) {
  const times = await page.evaluate(() => window.formBench.render());
  figures.paint.push(times.paintMs);
  figures.mounted.push(times.mountedMs);
  const selector = await page.evaluate(() => window.formBench.middleSelector);
  await page.click(selector);
  const warm = await typeKeys(page, 'warm up keys', 0);
  await page.evaluate(() => window.formBench.keyLatencies.splice(0));
  await typeKeys(page, KEYS, 0);
  const typed = await page.inputValue(selector);
  if (typed !== `warm up keys${KEYS}`) throw new Error(`the middle field holds "${typed}"`);
  const latencies = await page.evaluate(() => window.formBench.keyLatencies.slice());
  figures.keyP95.push(percentile(latencies, 95));
  figures.keys.push(latencies.length + warm);
}

const load = () =>
  `load average ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' / ')} on ${cpus().length} cores`;
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`.padStart(7);
let hasGoals = false;
const verdict = (value: number, goal: number) =>
  hasGoals ? `≤ ${goal}× ${value <= goal ? 'OK' : 'MISSED'}` : `(goal ≤ ${goal}× at ${GOAL_SIZE} fields)`;

function report(
  fields: number,
  all: Record<Library, Figures>,
  size: Record<Library, number>,
  cpu: Record<Library, number>,
  elements: Record<Library, number>,
) {
  const m = (lib: Library, key: keyof Omit<Figures, 'keys'>) => median(all[lib][key]);
  const row = (label: string, key: keyof Omit<Figures, 'keys'>, goals: string) => {
    const [o, r, f] = LIBRARIES.map((lib) => m(lib, key)) as [number, number, number];
    console.log(`${label.padEnd(18)}${ms(o)}${ms(r)}${ms(f)}${ratio(o, r)}${ratio(o, f)}   ${goals}`);
  };
  const o = (key: keyof Omit<Figures, 'keys'>) => m('ours', key);
  hasGoals = fields === GOAL_SIZE;
  console.log(`\n${fields.toLocaleString('en')} fields`);
  console.log(
    `${''.padEnd(18)}${'ours'.padStart(10)}${'rjsf'.padStart(10)}${'formily'.padStart(10)}${'/rjsf'.padStart(7)}${'/formily'.padStart(9)} goals`,
  );
  row('first paint', 'paint', `/rjsf ${verdict(o('paint') / m('rjsf', 'paint'), GOALS.paintRjsf)}`);
  row(
    'fully mounted',
    'mounted',
    `/rjsf ${verdict(o('mounted') / m('rjsf', 'mounted'), GOALS.mountedRjsf)}, /formily ${verdict(o('mounted') / m('formily', 'mounted'), GOALS.mountedFormily)}`,
  );
  row('keystroke p95', 'keyP95', `/rjsf ${verdict(o('keyP95') / m('rjsf', 'keyP95'), GOALS.keyP95Rjsf)}`);
  const [co, cr, cf] = LIBRARIES.map((lib) => cpu[lib]) as [number, number, number];
  console.log(
    `${'mount CPU'.padEnd(18)}${ms(co)}${ms(cr)}${ms(cf)}${ratio(co, cr)}${ratio(co, cf)}   main-thread CPU of a render until fully mounted (median; load-independent)`,
  );
  const [eo, er, ef] = LIBRARIES.map((lib) => elements[lib]) as [number, number, number];
  const count = (n: number) => String(n).padStart(10);
  console.log(
    `${'DOM elements'.padEnd(18)}${count(eo)}${count(er)}${count(ef)}${ratio(eo, er)}${ratio(eo, ef)}   in the form once fully mounted`,
  );
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`.padStart(10);
  console.log(
    `${'JS gzip'.padEnd(18)}${kB(size.ours)}${kB(size.rjsf)}${kB(size.formily)}${ratio(size.ours, size.rjsf)}${ratio(size.ours, size.formily)}   ours ≤ ${GOALS.sizeKb} kB ${size.ours <= GOALS.sizeKb * 1024 ? 'OK' : 'OVER'}`,
  );
  console.log(
    `\nmedians of ${ROUNDS} rounds; keys typed per page: ${LIBRARIES.map((lib) => `${lib} ${all[lib].keys.reduce((a, b) => a + b, 0)}`).join(', ')}`,
  );
  for (const lib of LIBRARIES)
    console.log(
      `  ${lib.padEnd(8)} mounted per round: ${all[lib].mounted.map((v) => v.toFixed(0)).join(' ')} ms; key p95 per round: ${all[lib].keyP95.map((v) => v.toFixed(1)).join(' ')} ms`,
    );
}

async function main() {
  console.log(`before: ${load()}`);
  const size = await sizes();
  const dir = await buildPage(path.join(root, 'tests/bench/formPage'), path.join(work, 'page'));
  const server = await serve(dir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...BROWSER_ARGS, ...UNTHROTTLED_ARGS],
  });
  try {
    for (const fields of SIZES) await measureSize(browser, server.url, fields, size);
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`after:  ${load()}`);
}

async function measureSize(browser: Browser, url: string, fields: number, size: Record<Library, number>) {
  const pages = {} as Record<Library, Page>;
  try {
    const all = {} as Record<Library, Figures>;
    for (const lib of LIBRARIES) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${url}?lib=${lib}&fields=${fields}`);
      await page.waitForFunction(() => Boolean(window.formBench));
      await page.evaluate(() => window.formBench.render()); // warm-up: compiles the code paths
      pages[lib] = page;
      all[lib] = { paint: [], mounted: [], keyP95: [], keys: [] };
    }
    for (let r = 0; r < ROUNDS; r++) for (const lib of LIBRARIES) await round(pages[lib], all[lib]);
    // the machine's load stretches wall-clock times; the CPU the page's main thread spent depends on it far
    // less. One traced render at a time, the libraries in turn (a change of load during the pass touches all
    // three alike), and the median per library.
    const traced = Object.fromEntries(LIBRARIES.map((lib) => [lib, [] as number[]])) as Record<
      Library,
      number[]
    >;
    for (let r = 0; r < CPU_RENDERS; r++)
      for (const lib of LIBRARIES) {
        const page = pages[lib];
        traced[lib].push(await mainThreadCpu(page, () => page.evaluate(() => window.formBench.render())));
      }
    const cpu = Object.fromEntries(LIBRARIES.map((lib) => [lib, median(traced[lib])])) as Record<
      Library,
      number
    >;
    const elements = {} as Record<Library, number>;
    for (const lib of LIBRARIES)
      elements[lib] = await pages[lib].evaluate(
        () => document.getElementById('root')?.querySelectorAll('*').length ?? 0,
      );
    report(fields, all, size, cpu, elements);
    console.log(`  ${load()}`);
  } finally {
    for (const page of Object.values(pages)) await page.close();
  }
}

try {
  await main();
} finally {
  rmSync(work, { recursive: true, force: true });
}
