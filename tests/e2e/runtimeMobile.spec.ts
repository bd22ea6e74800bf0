import { expect, test } from '@playwright/test';
import { keepScreenshot, useEnglish } from './support';
import { aForm, control } from './runtimeSupport';

test.use({ viewport: { width: 375, height: 700 } });
test.beforeEach(async ({ page }) => useEnglish(page));

const saved = aForm([
  control('input', 'Applicant', 'applicant', {}, [{ required: true, message: 'Please enter the applicant' }]),
  control('date', 'Start date', 'start', { format: 'YYYY-MM-DD' }),
  control('select', 'Leave type', 'leaveType', {
    options: [
      { label: 'Annual', value: 'annual' },
      { label: 'Sick', value: 'sick' },
    ],
  }),
  control('textarea', 'Reason', 'reason'),
  control('uploadFile', 'Attachments', 'files'),
]);

test('the mobile page loads a saved form by id and lays it out for a 375 px screen', async ({ page }) => {
  let asked = '';
  // The form-config endpoint belongs to the approval area; its answer is given here in the envelope it documents.
  await page.route('**/workflow/form/config/detail?*', async (route) => {
    asked = new URL(route.request().url()).searchParams.get('id') ?? '';
    await route.fulfill({
      json: { code: '10000', msg: 'ok', data: { id: asked, jsonContent: JSON.stringify(saved) } },
    });
  });
  await page.goto('/workflow-mobile/#/preview?id=F1001');
  await expect(page.getByLabel('Applicant')).toBeVisible();
  expect(asked).toBe('F1001');
  const box = await page.getByLabel('Applicant').boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(300);
  expect(box?.width ?? 999).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const label = await page.getByText('Applicant', { exact: true }).boundingBox();
  expect(label && box && label.y + label.height <= box.y + 1).toBe(true);
  await keepScreenshot(page, 'runtime-mobile-375');
});
