import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';
import { dragToCanvas, openNewForm, setLabel } from './formsSupport';
import { drawnTexts, frameWidthAround, paintedPixels } from './formCanvasSupport';

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
