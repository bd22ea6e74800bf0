import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, keepScreenshot, pageSettled, signIn, useEnglish } from './support';
import { dragToCanvas, dropPaletteItem, openNewForm, setLabel } from './formsSupport';
import { drawnTexts, frameWidthAround, inkColumns, paintedPixels } from './formCanvasSupport';

test.use({ viewport: { width: 1500, height: 950 } });

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
  await signIn(page, ACCOUNTS.admin);
});

const properties = (page: Page) => page.getByRole('complementary', { name: 'Properties' });
const textsOf = async (page: Page) => (await drawnTexts(page)).map((drawn) => drawn.text);
/** The required mark's red (the canvas theme's danger colour #d4380d). */
const MARK_RED: [number, number, number] = [0xd4, 0x38, 0x0d];

test('the canvas redraws a control at once when its label, required mark, placeholder, width or hidden flag changes', async ({
  page,
}) => {
  await openNewForm(page);
  await dragToCanvas(page, 'Input', { x: 200, y: 40 });
  await expect.poll(() => textsOf(page)).toContain('Input');

  // relabel: the canvas draws the new label while the field is still being typed in (no blur, no reload)
  const label = properties(page).getByLabel('Label', { exact: true });
  await label.fill('Applicant name');
  await expect.poll(() => textsOf(page)).toContain('Applicant name');
  expect(await textsOf(page)).not.toContain('Input');
  await label.blur();

  // required: a red star before the label, in the Konva tree and in the painted pixels
  const labelText = (await drawnTexts(page)).find((drawn) => drawn.text === 'Applicant name');
  expect(labelText).toBeDefined();
  const markArea = { x: (labelText?.x ?? 0) - 2, y: (labelText?.y ?? 0) - 2, width: 12, height: 18 };
  expect(await textsOf(page)).not.toContain('*');
  expect(await paintedPixels(page, markArea, MARK_RED)).toBe(0);
  await properties(page).getByText('Required', { exact: true }).click();
  await expect.poll(() => textsOf(page)).toContain('*');
  const star = (await drawnTexts(page)).find((drawn) => drawn.text === '*');
  expect(star?.fill).toBe('#d4380d');
  await expect.poll(() => paintedPixels(page, markArea, MARK_RED)).toBeGreaterThan(3);

  // placeholder
  await properties(page).getByLabel('Placeholder', { exact: true }).fill('Family name first');
  await expect.poll(() => textsOf(page)).toContain('Family name first');

  // width: the input frame narrows to half of the body
  const fullWidth = await frameWidthAround(page, 'Family name first');
  expect(fullWidth).toBeGreaterThan(200);
  await properties(page).getByLabel('Width', { exact: true }).fill('50%');
  await expect.poll(() => frameWidthAround(page, 'Family name first')).toBeCloseTo(fullWidth / 2, 0);
  await keepScreenshot(page, 'form-canvas-redraw');

  // hidden: the control stays on the canvas, dimmed and tagged
  await properties(page).getByText('Hidden', { exact: true }).click();
  await expect.poll(() => textsOf(page)).toContain('⊘ Hidden');
  const dimmed = (await drawnTexts(page)).find((drawn) => drawn.text === 'Applicant name');
  expect(dimmed?.opacity).toBeLessThan(0.5);
  await keepScreenshot(page, 'form-canvas-hidden');
  await properties(page).getByText('Hidden', { exact: true }).click();
  await expect.poll(() => textsOf(page)).not.toContain('⊘ Hidden');
});

test('a relabelled control keeps its new label on the canvas after another control is added', async ({
  page,
}) => {
  await openNewForm(page);
  await dragToCanvas(page, 'Number', { x: 200, y: 40 });
  await setLabel(page, 'Days off');
  await expect.poll(() => textsOf(page)).toContain('Days off');
  await dragToCanvas(page, 'Text area', { x: 200, y: 300 });
  await setLabel(page, 'Reason');
  await expect.poll(() => textsOf(page)).toEqual(expect.arrayContaining(['Days off', 'Reason']));
});

test('in Arabic the canvas reads right to left: the label right of its input, a drop at the visual left goes after', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('admin-language', 'ar_EG'));
  await page.goto('/workflow/form-designer/new');
  const canvas = page.getByRole('application', { name: 'لوحة النموذج' });
  await expect(canvas).toBeVisible();
  await pageSettled(page);
  const palette = page.getByRole('navigation', { name: 'عناصر التحكم' });
  const drop = (label: string, at: { x: number; y: number }) =>
    dropPaletteItem(palette.getByRole('button', { name: label, exact: true }), canvas, at);
  await page.getByRole('tab', { name: 'النموذج', exact: true }).click();
  await page.getByLabel('التخطيط', { exact: true }).selectOption('horizontal');

  // an input field: its label's ink (the only near-black: the placeholder is light grey) lies right of the input
  // frame's right border, near the canvas's right edge
  await drop('إدخال', { x: 200, y: 40 });
  await expect.poll(async () => (await drawnTexts(page)).some((drawn) => drawn.text === 'إدخال')).toBe(true);
  const label = (await drawnTexts(page)).find((drawn) => drawn.text === 'إدخال');
  const width = (await canvas.evaluate((element) => element.clientWidth)) - 1;
  const textRow = { x: 0, y: (label?.y ?? 0) + 1, width, height: 14 };
  const frameRow = { x: 0, y: (label?.y ?? 0) + 20, width, height: 2 };
  await expect.poll(async () => (await inkColumns(page, textRow, 'text')).length).toBeGreaterThan(3);
  const text = await inkColumns(page, textRow, 'text');
  const frame = await inkColumns(page, frameRow, 'frame');
  expect(frame.length).toBeGreaterThan(1);
  expect(text[0]).toBeGreaterThan(frame[frame.length - 1] ?? width);
  expect(text[text.length - 1]).toBeGreaterThan(width * 0.8);

  // a dynamic table: a number dropped in its row, then a date dropped at the row's visual left comes after it
  await drop('جدول ديناميكي', { x: 200, y: 120 });
  const outline = page.getByRole('tree', { name: 'مخطط النموذج' }).getByRole('treeitem');
  await expect(outline).toHaveCount(2);
  await drop('رقم', { x: width / 2, y: 175 });
  await expect(outline).toHaveCount(3);
  await drop('تاريخ', { x: 40, y: 175 });
  await expect(outline).toHaveCount(4);
  await expect(outline.nth(2)).toHaveAttribute('aria-level', '2');
  await expect(outline.nth(2)).toContainText('رقم');
  await expect(outline.nth(3)).toHaveAttribute('aria-level', '2');
  await expect(outline.nth(3)).toContainText('تاريخ');
  await keepScreenshot(page, 'form-canvas-rtl');
});

test('the properties panel shows the selected control: its own values, a blank label reverting when another one is chosen', async ({
  page,
}) => {
  await openNewForm(page);
  await dragToCanvas(page, 'Input', { x: 200, y: 40 });
  await setLabel(page, 'Family name');
  const placeholder = properties(page).getByLabel('Placeholder', { exact: true });
  await placeholder.fill('As on the passport');
  await dragToCanvas(page, 'Input', { x: 200, y: 300 });
  await expect.poll(() => textsOf(page)).toEqual(expect.arrayContaining(['Family name', 'Input']));

  // another control of the same type: its own label and placeholder, not what was typed for the first one
  const label = properties(page).getByLabel('Label', { exact: true });
  await expect(label).toHaveValue('Input');
  await expect(placeholder).not.toHaveValue('As on the passport');

  // a label left blank while another control is chosen: the box shows the chosen control's label, and the blank
  // one goes back to its type's name
  await label.fill('');
  const outline = page.getByRole('tree', { name: 'Form outline' });
  await outline.getByRole('treeitem', { name: /^Family name/ }).click();
  await expect(label).toHaveValue('Family name');
  await expect(placeholder).toHaveValue('As on the passport');
  await expect(outline.getByRole('treeitem')).toContainText(['Family name', 'Input']);
  await expect.poll(() => textsOf(page)).toEqual(expect.arrayContaining(['Family name', 'Input']));
});
