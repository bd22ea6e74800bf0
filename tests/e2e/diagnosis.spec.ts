import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { DiagnosisData } from '@shared/api/modules/analytics';
import { formatDuration, HEAT_COLORS, heatScale } from '../../console/areas/analytics/model/diagnosisFigures';
import { callAs, tokenOf } from './apiSupport';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';

const STAFF = {
  zhangsan: ACCOUNTS.zhangsan,
  lisi: { userName: 'lisi', password: 'Staff@12345' },
};
/** The seeded leave flow's countersign node (server/db/seed/approval/flows.ts). */
const COUNTERSIGN = '人事会签';

/**
 * zhangsan applies for leave three times; lisi approves a 2-day leave (approved), refuses a 5-day one (rejected)
 * and passes another 5-day one on to the countersign, where it stays open.
 */
const seedLeaves = async (request: APIRequestContext, tag: string) => {
  const [zhangsan, lisi] = await Promise.all([
    tokenOf(request, STAFF.zhangsan),
    tokenOf(request, STAFF.lisi),
  ]);
  const leave = (days: number, name: string) =>
    callAs<{ instanceId: string }>(request, zhangsan, 'POST', '/jflow/start', {
      processId: 'P-LEAVE',
      itemName: `${tag} ${name}`,
      degree: 1,
      params: {
        leaveType: '1',
        startDate: '2026-12-01',
        endDate: '2026-12-05',
        days,
        reason: 'diagnosis',
        contactPhone: '13912345678',
      },
    });
  const ids = [await leave(2, 'short'), await leave(5, 'refused'), await leave(5, 'waiting')].map(
    (s) => s.instanceId,
  );
  const todos = await callAs<{ rows: Array<{ id: string; taskId: string }> }>(
    request,
    lisi,
    'GET',
    '/jflow/myTask?pageNum=1&limit=100&category=todo',
  );
  const taskOf = (id: string | undefined) => todos.rows.find((r) => r.id === id)?.taskId;
  for (const [i, isPass] of [true, false, true].entries())
    await callAs(request, lisi, 'POST', '/jflow/approve', { isPass, taskId: taskOf(ids[i]), comment: 'ok' });
};

/** The colour (r, g, b) at the middle of a node's left outline on the chart's canvas. */
const outlineColor = (page: Page, nodeId: string) =>
  page.evaluate((id) => {
    const konva = (window as unknown as { Konva?: { stages: Array<{ findOne(s: string): unknown }> } }).Konva;
    const node = konva?.stages.at(-1)?.findOne(`#node-${id}`) as
      | {
          getClientRect(): { x: number; y: number; width: number; height: number };
          getLayer(): { getCanvas(): { getPixelRatio(): number; _canvas: HTMLCanvasElement } };
        }
      | undefined;
    if (!node) return null;
    const rect = node.getClientRect();
    const canvas = node.getLayer().getCanvas();
    const ratio = canvas.getPixelRatio();
    const data = canvas._canvas
      .getContext('2d')
      ?.getImageData(
        Math.round(rect.x * ratio),
        Math.round((rect.y + rect.height * 0.75) * ratio),
        1,
        1,
      ).data;
    return data ? [data[0], data[1], data[2]] : null;
  }, nodeId);

/** Where a node sits on the page (its centre), for a click. */
const nodeCentre = (page: Page, nodeId: string) =>
  page.evaluate((id) => {
    const konva = (
      window as unknown as {
        Konva: { stages: Array<{ findOne(s: string): unknown; container(): HTMLElement }> };
      }
    ).Konva;
    const stage = konva.stages.at(-1)!;
    const node = stage.findOne(`#node-${id}`) as {
      getClientRect(): { x: number; y: number; width: number; height: number };
    };
    const rect = node.getClientRect();
    const box = stage.container().getBoundingClientRect();
    return { x: box.x + rect.x + rect.width / 2, y: box.y + rect.y + rect.height / 2 };
  }, nodeId);

/** A node's figures line (the shape's `figureLabel`) and how many dark pixels its line on the canvas holds. */
const figureLine = (page: Page, nodeId: string) =>
  page.evaluate((id) => {
    const konva = (window as unknown as { Konva?: { stages: Array<{ findOne(s: string): unknown }> } }).Konva;
    const node = konva?.stages.at(-1)?.findOne(`#node-${id}`) as
      | {
          getAttr(name: string): unknown;
          getClientRect(): { x: number; y: number; width: number; height: number };
          getLayer(): { getCanvas(): { getPixelRatio(): number; _canvas: HTMLCanvasElement } };
        }
      | undefined;
    if (!node) return null;
    const rect = node.getClientRect();
    const canvas = node.getLayer().getCanvas();
    const ratio = canvas.getPixelRatio();
    // the band of the figures line: the lower part of the card's body, inside its outline
    const top = rect.y + rect.height * 0.76;
    const data = canvas._canvas
      .getContext('2d')
      ?.getImageData(
        Math.round((rect.x + 12) * ratio),
        Math.round(top * ratio),
        Math.round((rect.width - 24) * ratio),
        Math.max(1, Math.round(rect.height * 0.1 * ratio)),
      ).data;
    let dark = 0;
    for (let i = 0; data && i < data.length; i += 4)
      if ((data[i] ?? 255) + (data[i + 1] ?? 255) + (data[i + 2] ?? 255) < 600) dark += 1;
    return { label: String(node.getAttr('figureLabel') ?? ''), dark };
  }, nodeId);

/** The diagnosis answer the page is about to receive (set up before the click that asks for it). */
const diagnosisAnswer = (page: Page) =>
  page
    .waitForResponse((r) => r.url().includes('/analytics/diagnosis?') && r.request().method() === 'GET')
    .then(async (r) => ((await r.json()) as { data: DiagnosisData }).data);

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

test.beforeEach(async ({ page }) => useEnglish(page));

test('an administrator sees where the leave flow waits: its figures, its slowest node coloured, a node’s open tasks', async ({
  page,
  request,
}) => {
  const tag = `diag-e2e ${Date.now()}`;
  await seedLeaves(request, tag);
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/workflow/templates');
  const rowOf = (name: string) =>
    page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
  // every seeded flow has the diagnosis on (issue 29: nobody has to find the switch first)
  await expect(rowOf('销假').getByRole('button', { name: 'Efficiency diagnosis' })).toBeVisible();
  const row = rowOf('请假');
  // The page is checked against the figures it was answered with: open tasks keep waiting while the test runs,
  // and earlier tests may have left leave requests open, so a second call would answer slightly later figures.
  // That the figures themselves are right is the API tests' work (tests/api/analytics.test.ts).
  const answered = diagnosisAnswer(page);
  await row.getByRole('button', { name: 'Efficiency diagnosis' }).click();
  await expect(page).toHaveURL(/\/workflow\/diagnosis\/P-LEAVE$/);
  let expected = await answered;
  expect(expected.instances.started).toBeGreaterThanOrEqual(3);
  const figure = (key: string) => page.locator(`[data-figure="${key}"] dd`);
  for (const key of ['started', 'finished', 'approved', 'rejected', 'revoked', 'running'] as const)
    await expect(figure(key)).toHaveText(expected.instances[key].toLocaleString('en-US'));
  await expect(figure('medianFinish')).toHaveText(
    formatDuration(expected.timeToFinish.medianSeconds, 'en_US'),
  );
  await expect(figure('p90Finish')).toHaveText(formatDuration(expected.timeToFinish.p90Seconds, 'en_US'));

  // the slowest node is outlined in its legend colour
  const scale = heatScale(expected.nodes);
  const slowest = scale.slowestId ?? '';
  const level = scale.levels[slowest] ?? 'low';
  const legendColor = rgb(HEAT_COLORS[level]);
  await expect(page.locator(`.diagnosis-legend [data-heat="${level}"] .diagnosis-swatch`)).toHaveCSS(
    'border-top-color',
    `rgb(${legendColor.join(', ')})`,
  );
  await expect
    .poll(async () => {
      const color = await outlineColor(page, slowest);
      return color !== null && color.every((c, i) => Math.abs((c ?? -99) - (legendColor[i] ?? 0)) <= 8);
    })
    .toBe(true);
  // each node is labelled with its figures, in the page's duration format
  const measured = expected.nodes.find((n) => n.p90WaitSeconds !== null);
  expect(measured).toBeDefined();
  const label = `p90 ${formatDuration(measured?.p90WaitSeconds ?? null, 'en_US')} · ${measured?.openTasks} open`;
  await expect.poll(async () => (await figureLine(page, measured?.nodeId ?? ''))?.label).toBe(label);
  expect((await figureLine(page, measured?.nodeId ?? ''))?.dark ?? 0).toBeGreaterThan(20);
  const slowestRow = expected.nodes.find((n) => n.nodeId === slowest);
  // the legend names the slowest path, from the start node through the slowest node
  await expect(page.getByTestId('slowest-path')).toHaveText(
    new RegExp(`^Slowest path: 发起人 → .*${slowestRow?.nodeName ?? '-'}`),
  );
  await keepScreenshot(page, 'diagnosis-en');

  // a click on the countersign node lists its slowest open tasks, the one left waiting among them
  const countersign = expected.nodes.find((n) => n.nodeName === COUNTERSIGN);
  expect(countersign).toBeDefined();
  await page.locator('.flow-stage').scrollIntoViewIfNeeded();
  const centre = await nodeCentre(page, countersign?.nodeId ?? '');
  await page.mouse.click(centre.x, centre.y);
  const tasks = page.getByRole('table', { name: `Slowest open tasks at ${COUNTERSIGN}` });
  await expect(
    tasks
      .getByRole('row')
      .filter({ hasText: `${tag} waiting` })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: COUNTERSIGN, pressed: true })).toBeVisible();
  // a listed task opens its application, as the approval lists do
  const waiting = tasks.getByRole('button', { name: `${tag} waiting` }).first();
  await waiting.click();
  const application = page.getByRole('dialog', { name: `${tag} waiting` });
  await expect(application.getByRole('button', { name: 'Timeline', pressed: true })).toBeVisible();
  await application.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(application).toBeHidden();
  await tasks.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'diagnosis-en-tasks');

  // a custom period is picked with date inputs, typed from the keyboard, and still checked before it applies
  await page.getByText('Custom range', { exact: true }).click();
  const from = page.locator('#diagnosis-from');
  await from.fill('2026-03-10');
  await from.press('Enter');
  const to = page.locator('#diagnosis-to');
  await to.fill('2026-03-01');
  await to.press('Enter');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('end date must not be before the start date')).toBeVisible();
  await expect(from).toHaveValue('2026-03-10');
  // a preset applies at once: the page asks again, and what follows is checked against that answer
  const again = diagnosisAnswer(page);
  await page.getByText('Last 30 days', { exact: true }).click();
  await expect(from).toBeHidden();
  expected = await again;

  // the trends: drawn by ECharts on a canvas, with the same figures in a table for screen readers
  const perDay = page.getByRole('table', { name: 'Instances started per day', exact: true });
  await expect(perDay.locator('tbody tr')).toHaveCount(expected.startedPerDay.length);
  const today = expected.startedPerDay.at(-1);
  await expect(
    perDay.getByRole('row', { name: `${today?.date} ${today?.started}`, exact: true }),
  ).toBeAttached();
  const histogram = page.getByRole('table', { name: 'Time to finish', exact: true });
  await expect(histogram.locator('tbody tr')).toHaveCount(expected.finishHistogram.length);
  await expect(
    histogram.getByRole('row', { name: `Under 1 hour ${expected.finishHistogram[0]?.count}`, exact: true }),
  ).toBeAttached();
  await expect(page.locator('[data-chart="Instances started per day"] canvas')).toBeVisible();
  await page.locator('[data-chart="Time to finish"]').scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'diagnosis-en-charts');

  // the figures as an Excel file, and the coloured chart as an image
  const dateOf = (time: number) =>
    new Date(time + expected.period.tzOffset * 60_000).toISOString().slice(0, 10);
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export figures (Excel)' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toBe(
    `请假 diagnosis ${dateOf(expected.period.from)} to ${dateOf(expected.period.to - 1)}.xlsx`,
  );
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await xlsx.path())) as unknown as ArrayBuffer);
  const cells = (sheet: string) =>
    (book.getWorksheet(sheet)?.getSheetValues() ?? [])
      .slice(1)
      .map((row) => (Array.isArray(row) ? row.slice(1) : []));
  const summary = cells('Summary');
  for (const [label, value] of [
    ['Started', expected.instances.started],
    ['Finished', expected.instances.finished],
    ['Approved', expected.instances.approved],
    ['Rejected', expected.instances.rejected],
    ['Revoked', expected.instances.revoked],
    ['Median time to finish (seconds)', expected.timeToFinish.medianSeconds ?? ''],
  ] as const)
    expect(summary).toContainEqual([label, value]);
  expect(cells('Nodes').map((row) => row[0])).toEqual(['Node', ...expected.nodes.map((n) => n.nodeName)]);

  const [image] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export image' }).click(),
  ]);
  expect(image.suggestedFilename()).toBe('请假 · Efficiency diagnosis.jpg');
  const jpeg = await readFile(await image.path());
  expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  // the slowest node is outlined in the image too (in the colour of the figures the page now shows)
  const slowestNow = heatScale(expected.nodes).slowestId ?? '';
  const coloured = await page.evaluate(
    async ({ data, color }) => {
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      context?.drawImage(bitmap, 0, 0);
      const pixels = context?.getImageData(0, 0, bitmap.width, bitmap.height).data ?? new Uint8ClampedArray();
      let count = 0;
      for (let i = 0; i < pixels.length; i += 4)
        if ([0, 1, 2].every((c) => Math.abs((pixels[i + c] ?? 0) - (color[c] ?? 0)) <= 24)) count += 1;
      return count;
    },
    {
      data: jpeg.toString('base64'),
      color: rgb(HEAT_COLORS[heatScale(expected.nodes).levels[slowestNow] ?? 'low']),
    },
  );
  // more than the legend swatch alone (a few hundred pixels): the node's outline
  expect(coloured).toBeGreaterThan(4000);

  for (const [language, name] of [
    ['zh_CN', 'diagnosis-zh'],
    ['ar_EG', 'diagnosis-ar'],
  ] as const) {
    await page.evaluate((value) => localStorage.setItem('admin-language', value), language);
    await page.reload();
    await expect(page.locator('[data-figure="started"] dd')).toBeVisible();
    await keepScreenshot(page, name);
  }
});
