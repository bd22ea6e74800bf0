import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';

test.beforeEach(async ({ page }) => useEnglish(page));

const openUsers = async (page: Page) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/system/user');
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
};

test('the same failure five times shows one toast with a count', async ({ page }) => {
  await openUsers(page);
  await page.route('**/user/list?*', (route) =>
    route.fulfill({ json: { code: '50001', msg: 'The list is unavailable', data: null } }),
  );
  const notices = page.getByRole('alert').filter({ hasText: 'The list is unavailable' });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(notices).toHaveText('The list is unavailable');
  for (let times = 2; times <= 5; times += 1) {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(notices).toHaveText(`The list is unavailable (×${times})`);
  }
  await expect(notices).toHaveCount(1);
  await keepScreenshot(page, 'toast-repeated');
});

test('five different failures leave at most three toasts, the newest ones', async ({ page }) => {
  await openUsers(page);
  let failures = 0;
  await page.route('**/user/list?*', (route) => {
    failures += 1;
    return route.fulfill({ json: { code: '50001', msg: `Outage number ${failures}`, data: null } });
  });
  for (let n = 1; n <= 5; n += 1) {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `Outage number ${n}` })).toBeVisible();
  }
  await expect(page.getByRole('alert').filter({ hasText: /^Outage number \d$/ })).toHaveCount(3);
  await expect(page.getByRole('alert').filter({ hasText: 'Outage number 1' })).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'Outage number 2' })).toHaveCount(0);
  await keepScreenshot(page, 'toast-limit');
});
