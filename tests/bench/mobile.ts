import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright';
import { readConfig } from '../../server/config';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/database';
import { encryptForLogin } from '../../server/auth/keys';
import { createDefaultConfig } from '../../shared/form/defaults';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { BROWSER_ARGS, kb, median } from './benchKit';

/**
 * `npm run bench:mobile` (issue 33): the phone pages in Chromium at 390 × 844 under a phone's limits, set through
 * the DevTools protocol: the CPU four times slower (Emulation.setCPUThrottlingRate) and a slow network (150 ms
 * round trip, 1.6 Mbit/s down, 750 kbit/s up; Network.emulateNetworkConditions). Prints, with the targets:
 *  - the to-do list usable (first contentful paint and the rows drawn), cold (empty cache, no service worker) and
 *    warm (the second open: the service worker answers the shell);
 *  - the task page with a 50-field form usable (the form's 50 fields and the action buttons drawn), cold;
 *  - the JavaScript the to-do page loads, gzip, the UI library included (the target counts React; the phone
 *    build runs on Preact's compatibility layer), and of it the pages' own code (all but the `vendor` chunk of
 *    Preact and i18next); and the bytes each page transferred.
 * The server runs in-process on PGlite in memory and serves the build in DIST_DIR (default dist): run
 * `npm run build` first.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ADMIN = '/digital-portal/api/authority/admin';
const TARGETS = { todoCold: 1500, todoWarm: 500, taskCold: 1500, js: 110 * 1024, ownJs: 40 * 1024 };

type Sample = { fcp: number; drawn: number; usable: number; transferred: number; jsTransferred: number };

const fields = Array.from({ length: 50 }, (_, i) => ({
  type: 'input',
  key: `f${i}`,
  model: `f${i}`,
  label: `Field ${i + 1}`,
  options: {},
  rules: [],
}));

const seed = async (base: string, publicKeyPem: string) => {
  const login = async (userName: string, password: string) => {
    const answer = await fetch(`${base}${ADMIN}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName, password: encryptForLogin(publicKeyPem, password) }),
    });
    return ((await answer.json()) as { data: { token: string } }).data.token;
  };
  const call = async <T>(token: string, method: string, route: string, body?: unknown) => {
    const answer = await fetch(`${base}${ADMIN}${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await answer.json()) as { code: string; msg: string; data: T };
    if (envelope.code !== '10000') throw new Error(`${route}: ${envelope.msg}`);
    return envelope.data;
  };
  const admin = await login('admin', 'Admin@12345');
  const { id: formId } = await call<{ id: string }>(admin, 'POST', '/workflow/form/config/update', {
    formName: 'Bench 50 fields',
    jsonContent: JSON.stringify({ list: fields, config: createDefaultConfig() }),
  });
  const { id: processId } = await call<{ id: string }>(admin, 'POST', '/jflow/add', {
    processName: 'Bench 50 fields',
    processType: 'hr',
    formIds: [formId],
    modelContent: JSON.stringify(flow([approver('a1', ['U1003'])])),
  });
  await call(admin, 'GET', `/jflow/deploy?id=${processId}`);
  const zhangsan = await login('zhangsan', 'Staff@12345');
  const params = Object.fromEntries(fields.map((field, i) => [field.model, `value ${i + 1}`]));
  for (let i = 0; i < 20; i++)
    await call(zhangsan, 'POST', '/jflow/start', { processId, itemName: `Bench ${i + 1}`, params });
  const lisi = await login('lisi', 'Staff@12345');
  const todo = await call<{ rows: { taskId: string; processName: string }[] }>(
    lisi,
    'GET',
    '/jflow/myTask?pageNum=1&limit=50&category=todo',
  );
  const taskId = todo.rows.find((row) => row.processName === 'Bench 50 fields')?.taskId ?? '';
  return { token: lisi, taskId };
};

/** Marks in the page when the selector's count first reaches `count` (ms since navigation start). */
const markWhenDrawn = (selector: string, count: number) => `
  new MutationObserver((_, observer) => {
    if (document.querySelectorAll(${JSON.stringify(selector)}).length >= ${count} && !window.__drawnAt) {
      window.__drawnAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });`;

const throttle = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
};

const measure = async (page: Page, url: string): Promise<Sample> => {
  await page.goto(url);
  // drawn and painted: the rows are in the page and the first contentful paint has been recorded
  await page.waitForFunction(
    () =>
      (window as unknown as { __drawnAt?: number }).__drawnAt !== undefined &&
      performance.getEntriesByName('first-contentful-paint').length > 0,
    null,
    { timeout: 60_000 },
  );
  // a string: the bench runs through tsx, whose helper names would not exist in the page
  return page.evaluate(`(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const drawn = window.__drawnAt;
    const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
    const total = (list) => list.reduce((sum, entry) => sum + entry.transferSize, 0);
    const js = entries.filter((entry) => entry.name.endsWith('.js'));
    return { fcp, drawn, usable: Math.max(fcp, drawn), transferred: total(entries), jsTransferred: total(js) };
  })()`) as Promise<Sample>;
};

const phone = async (browser: Browser, base: string, token: string, selector: string, count: number) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies([{ name: 'Admin-Token', value: token, url: base, sameSite: 'Strict' }]);
  await context.addInitScript(
    `localStorage.setItem('admin-language', 'en_US');${markWhenDrawn(selector, count)}`,
  );
  const page = await context.newPage();
  await throttle(page);
  return { context, page };
};

/** The to-do page's scripts as built (gzip -9), from the page's HTML and the Vite manifest's static imports. */
const todoScripts = (distDir: string) => {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'm/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; isEntry?: boolean; name?: string }
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry) ?? '';
  visit(entryKey);
  // the language file the page loads (English here) comes as a chunk of its own
  visit(Object.keys(manifest).find((key) => key.endsWith('en_US/mobile.json')) ?? '');
  const sized = [...files].map((file) => ({
    file,
    gzip: gzipSync(readFileSync(path.join(distDir, 'm', file)), { level: 9 }).length,
  }));
  const total = sized.reduce((sum, chunk) => sum + chunk.gzip, 0);
  const vendor = sized
    .filter((chunk) => /\/vendor-/.test(chunk.file))
    .reduce((sum, chunk) => sum + chunk.gzip, 0);
  return { sized, total, own: total - vendor };
};

const verdict = (value: number, target: number) => (value <= target ? 'ok' : 'OVER');

const main = async () => {
  const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
  const database = await openDatabase({ dataDir: 'memory://' });
  const { app, deps } = await buildApp(
    { ...readConfig({}), distDir },
    { database, logger: false, startWorkers: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: BROWSER_ARGS.filter((arg) => arg !== '--headless'),
  });
  try {
    const { token, taskId } = await seed(base, deps.publicKeyPem);
    const cold: Sample[] = [];
    const warm: Sample[] = [];
    const task: Sample[] = [];
    for (let run = 0; run < RUNS; run++) {
      const todo = await phone(browser, base, token, '.m-row', 15);
      cold.push(await measure(todo.page, `${base}/m/`));
      await todo.page.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
      await todo.page.goto('about:blank');
      warm.push(await measure(todo.page, `${base}/m/`));
      await todo.context.close();
      const detail = await phone(browser, base, token, '.m-form input.fr-input', 50);
      task.push(await measure(detail.page, `${base}/m/task/${taskId}`));
      await detail.context.close();
    }
    const scripts = todoScripts(distDir);
    const line = (name: string, samples: Sample[], target: number) => {
      const usable = median(samples.map((s) => s.usable));
      console.log(
        `${name}: usable ${usable.toFixed(0)} ms (target ≤ ${target} ms, ${verdict(usable, target)}); ` +
          `first contentful paint ${median(samples.map((s) => s.fcp)).toFixed(0)} ms, drawn ` +
          `${median(samples.map((s) => s.drawn)).toFixed(0)} ms; transferred ` +
          `${kb(median(samples.map((s) => s.transferred)))} (JavaScript ${kb(median(samples.map((s) => s.jsTransferred)))})`,
      );
    };
    console.log(
      `Phone pages, 390 × 844, CPU 4× slower, 150 ms round trip, 1.6 Mbit/s; median of ${RUNS} runs`,
    );
    line('To-do list, cold', cold, TARGETS.todoCold);
    line('To-do list, warm (service worker)', warm, TARGETS.todoWarm);
    line('Task with a 50-field form, cold', task, TARGETS.taskCold);
    console.log(
      `To-do page JavaScript (gzip): ${kb(scripts.total)} in all with the UI library (target ≤ 110 kB, ` +
        `${verdict(scripts.total, TARGETS.js)}); the pages' own code ${kb(scripts.own)} ` +
        `(target ≤ 40 kB, ${verdict(scripts.own, TARGETS.ownJs)})`,
    );
    for (const chunk of scripts.sized) console.log(`  ${chunk.file}: ${kb(chunk.gzip)}`);
  } finally {
    await browser.close();
    await app.close();
    await database.close();
  }
};

await main();
