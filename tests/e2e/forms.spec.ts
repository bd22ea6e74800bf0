import { expect, test } from '@playwright/test';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';
import {
  canvasOf,
  clickCanvas,
  dragToCanvas,
  openNewForm,
  openSection,
  readDocument,
  setLabel,
  toolbarButton,
} from './formsSupport';

test.use({ viewport: { width: 1500, height: 950 } });

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await useEnglish(page);
  await signIn(page, ACCOUNTS.admin);
});

test('build a leave form by dragging controls, preview it', async ({ page }) => {
  await openNewForm(page);
  await keepScreenshot(page, 'forms-designer-empty');
  await dragToCanvas(page, 'Input', { x: 200, y: 40 });
  await setLabel(page, 'Applicant');
  await dragToCanvas(page, 'Radio', { x: 200, y: 450 });
  await setLabel(page, 'Leave type');
  await dragToCanvas(page, 'Date', { x: 200, y: 450 });
  await setLabel(page, 'Start date');
  await dragToCanvas(page, 'Number', { x: 200, y: 500 });
  await setLabel(page, 'Days');
  await dragToCanvas(page, 'Text area', { x: 200, y: 560 });
  await setLabel(page, 'Reason');
  // Drop a control between the first two: the insertion line puts it second.
  await dragToCanvas(page, 'Divider', { x: 200, y: 84 });
  const document = await readDocument(page);
  expect(document.list.map((control) => control.type)).toEqual([
    'input',
    'divider',
    'radio',
    'date',
    'number',
    'textarea',
  ]);
  expect(document.list.map((control) => control.label)).toEqual([
    'Applicant',
    'Divider',
    'Leave type',
    'Start date',
    'Days',
    'Reason',
  ]);
  await keepScreenshot(page, 'forms-designer-leave');

  await toolbarButton(page, 'Preview').click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByLabel('Applicant')).toBeVisible();
  await expect(preview.getByText('Leave type')).toBeVisible();
  await preview.getByLabel('Applicant').fill('Alice');
  await keepScreenshot(page, 'forms-preview');
  await preview.getByRole('button', { name: 'Get data' }).click();
  await expect(page.getByRole('dialog', { name: 'Form data' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Form data' }).getByRole('button', { name: 'Close' }).click();
  await preview.getByRole('button', { name: 'Close', exact: true }).last().click();
});

test('merge and split table cells, with the §8 messages', async ({ page }) => {
  await openNewForm(page);
  await openSection(page, 'Layout controls');
  await dragToCanvas(page, 'Table', { x: 200, y: 40 });
  const box = await canvasOf(page).boundingBox();
  const width = (box?.width ?? 800) - 2;
  const left = { x: 60, y: 40 };
  const right = { x: width * 0.75, y: 40 };
  await clickCanvas(page, right, 'right');
  await page.getByRole('menuitem', { name: 'Merge right' }).click();
  await expect(page.getByText('last column, cannot merge right')).toBeVisible();
  await clickCanvas(page, left, 'right');
  await keepScreenshot(page, 'forms-table-menu');
  await page.getByRole('menuitem', { name: 'Merge right' }).click();
  let document = await readDocument(page);
  expect((document.list[0]?.trs as Array<{ tds: Array<{ colspan: number }> }>)[0]?.tds).toEqual([
    { colspan: 2, rowspan: 1, list: [] },
  ]);
  await clickCanvas(page, left, 'right');
  await page.getByRole('menuitem', { name: 'Merge down' }).click();
  await expect(page.getByText('cannot merge down, spans differ')).toBeVisible();
  await clickCanvas(page, left, 'right');
  await page.getByRole('menuitem', { name: 'Split cell' }).click();
  document = await readDocument(page);
  const rows = document.list[0]?.trs as Array<{ tds: unknown[] }>;
  expect(rows.map((row) => row.tds.length)).toEqual([2, 2]);
  await clickCanvas(page, left, 'right');
  await page.getByRole('menuitem', { name: 'Add row' }).click();
  await clickCanvas(page, left, 'right');
  await page.getByRole('menuitem', { name: 'Add column' }).click();
  document = await readDocument(page);
  expect((document.list[0]?.trs as Array<{ tds: unknown[] }>).map((row) => row.tds.length)).toEqual([
    3, 3, 3,
  ]);
  await keepScreenshot(page, 'forms-table');
});

test('the canvas is busy while it ignores picks after a selection change, then takes the next click', async ({
  page,
}) => {
  await page.clock.install();
  await openNewForm(page);
  await page.clock.pauseAt(Date.now() + 60_000);
  await dragToCanvas(page, 'Input', { x: 200, y: 40 });
  const properties = page.getByRole('complementary', { name: 'Properties' });
  await expect(properties.getByLabel('Label', { exact: true })).toHaveValue('Input');
  // within 100 ms of the drop a click on empty canvas is ignored (workflow spec §4.3), and the canvas says so
  await expect(canvasOf(page)).toHaveAttribute('aria-busy', 'true');
  await canvasOf(page).click({ position: { x: 300, y: 500 } });
  await expect(properties.getByLabel('Label', { exact: true })).toHaveValue('Input');
  await page.clock.runFor(100);
  await clickCanvas(page, { x: 300, y: 500 });
  await expect(properties.getByRole('button', { name: 'Add rule' })).toBeVisible();
});

test('undo and redo from the keyboard and the toolbar', async ({ page }) => {
  await openNewForm(page);
  await dragToCanvas(page, 'Input', { x: 200, y: 40 });
  await dragToCanvas(page, 'Number', { x: 200, y: 200 });
  await canvasOf(page).focus();
  await page.keyboard.press('Control+z');
  let document = await readDocument(page);
  expect(document.list.map((control) => control.type)).toEqual(['input']);
  await toolbarButton(page, 'Redo').click();
  document = await readDocument(page);
  expect(document.list.map((control) => control.type)).toEqual(['input', 'number']);
  await toolbarButton(page, 'Undo').click();
  await toolbarButton(page, 'Undo').click();
  await expect(toolbarButton(page, 'Undo')).toBeDisabled();
  document = await readDocument(page);
  expect(document.list).toEqual([]);
});
