/**
 * A long form (300 fields: blocks of rows the browser draws only near the screen) behaves as a short one for
 * the person filling it: every field can be scrolled to and seen, found with find-in-page, reached with Tab
 * in order, and its error is shown; also right to left and on a 390 px phone.
 */
import { expect, test, type Page } from '@playwright/test';
import { keepScreenshot, useEnglish } from './support';
import { aForm, control, openForm } from './runtimeSupport';

const COUNT = 300;
const label = (index: number) => `Field ${index}`;
const longForm = (layout = 'horizontal') =>
  aForm(
    Array.from({ length: COUNT }, (_, i) =>
      control(i % 7 === 3 ? 'textarea' : 'input', label(i + 1), `f${i + 1}`, {}, [
        { required: i + 1 === 280, message: `${label(i + 1)} is required` },
      ]),
    ),
    { layout },
  );

/** The field's own box is drawn where the page shows it: inside the window, with a size. */
const expectDrawn = async (page: Page, name: string) => {
  const field = page.getByLabel(name, { exact: true });
  await field.scrollIntoViewIfNeeded();
  await expect(field).toBeInViewport();
  const box = await field.boundingBox();
  expect(box?.height).toBeGreaterThan(20);
  return box;
};

test.beforeEach(async ({ page }) => useEnglish(page));

test('every field of a long form can be scrolled to, found and reached with Tab in order', async ({
  page,
}) => {
  await openForm(page, longForm());
  await expect(page.getByLabel(label(COUNT), { exact: true })).toBeAttached();
  for (const index of [1, 49, 50, 51, 52, 150, 251, COUNT]) await expectDrawn(page, label(index));
  // find-in-page (window.find drives the same search) finds a label far down the form and shows it
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(
    await page.evaluate(
      (text) => (window as unknown as { find: (text: string) => boolean }).find(text),
      label(240),
    ),
  ).toBe(true);
  await expect(page.getByText(label(240), { exact: true })).toBeInViewport();
  // Tab goes from field to field in document order, across the blocks' edges
  await page.getByLabel(label(48), { exact: true }).focus();
  for (const index of [49, 50, 51, 52, 53]) {
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(label(index), { exact: true })).toBeFocused();
  }
  await page.keyboard.type('typed far down');
  await expect(page.getByLabel(label(53), { exact: true })).toHaveValue('typed far down');
});

test('an error deep in a long form takes the focus and shows its message beside the field', async ({
  page,
}) => {
  await openForm(page, longForm());
  // the button sits below the form, whose rows after the first screen arrive right after the first paint: a click
  // aimed before they arrive would land on a row they pushed under it
  await expect(page.getByLabel(label(COUNT), { exact: true })).toBeAttached();
  await page.getByRole('button', { name: 'Get data' }).click();
  const field = page.getByLabel(label(280), { exact: true });
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
  await expect(field).toHaveAccessibleDescription(`${label(280)} is required`);
  await expect(page.locator('.fr-error', { hasText: `${label(280)} is required` })).toBeVisible();
  await keepScreenshot(page, 'runtime-long-form-error');
});

test('the button below a long form stays where it is while the rows near it are drawn', async ({ page }) => {
  await openForm(page, longForm());
  await expect(page.getByLabel(label(COUNT), { exact: true })).toBeAttached();
  const button = page.getByRole('button', { name: 'Get data' });
  const pageTop = () => button.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  // where the page puts the button while the rows far below the first screen are not drawn yet (estimated)
  const estimated = await pageTop();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // the last rows are drawn once they near the screen
  await expect
    .poll(() =>
      page
        .getByLabel(label(COUNT), { exact: true })
        .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true })),
    )
    .toBe(true);
  expect(Math.abs((await pageTop()) - estimated)).toBeLessThanOrEqual(4);
});

test('right to left, a long form keeps each label on the start side of its field', async ({ page }) => {
  await openForm(page, longForm());
  // as the console does for a right-to-left language
  await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
  for (const index of [2, 180]) {
    const fieldBox = await expectDrawn(page, label(index));
    const labelBox = await page.getByText(label(index), { exact: true }).boundingBox();
    expect(labelBox && fieldBox && labelBox.x).toBeGreaterThanOrEqual(
      (fieldBox?.x ?? 0) + (fieldBox?.width ?? 0) - 1,
    );
  }
});

test('on a 390 px phone, the rows of a long form stack their labels above the fields', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openForm(page, longForm());
  for (const index of [2, 180, COUNT]) {
    const fieldBox = await expectDrawn(page, label(index));
    const labelBox = await page.getByText(label(index), { exact: true }).boundingBox();
    expect((labelBox?.y ?? 0) + (labelBox?.height ?? 0)).toBeLessThanOrEqual((fieldBox?.y ?? 0) + 1);
    expect(fieldBox?.width).toBeLessThanOrEqual(390);
  }
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await keepScreenshot(page, 'runtime-long-form-phone');
});
