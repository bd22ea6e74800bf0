import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';

test.beforeEach(async ({ page }) => useEnglish(page));

const rowOf = (page: Page, userName: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: userName, exact: true }) });

for (const size of [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
]) {
  test(`at ${size.width}x${size.height} the user list keeps each row's actions on screen and clickable`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signIn(page, ACCOUNTS.admin);
    await page.goto('/system/user');
    const row = rowOf(page, 'zhangsan');
    await expect(row).toBeVisible();
    for (const name of ['Edit', 'Lock', 'More', 'Delete']) {
      await expect(row.getByRole('button', { name }), name).toBeInViewport({ ratio: 1 });
    }
    await keepScreenshot(page, `list-user-actions-${size.width}`);
    await row.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit user' }).getByLabel('User name')).toHaveValue(
      'zhangsan',
    );
  });
}

test('right to left (ar_EG) at 1280x800 the action column stays on screen at the left', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ACCOUNTS.admin);
  await page.evaluate(() => localStorage.setItem('admin-language', 'ar_EG'));
  await page.goto('/system/user');
  const edit = rowOf(page, 'zhangsan').getByRole('button', { name: 'تعديل' });
  await expect(edit).toBeInViewport({ ratio: 1 });
  const box = await edit.boundingBox();
  expect(box && box.x + box.width).toBeLessThan(640);
  await edit.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('at 1280x800 fifteen tabs overflow: scroll buttons appear and the active tab stays in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ACCOUNTS.admin);
  const tabs = page.getByRole('navigation', { name: 'Open pages' });
  // A tab is its title; its close button stands beside it.
  const tabOf = (n: number) => tabs.getByRole('tab', { name: `Page ${n}`, exact: true });
  for (let i = 1; i <= 15; i += 1) {
    await page.goto(`/home?title=Page ${i}`);
    await expect(tabOf(i)).toHaveAttribute('aria-selected', 'true');
  }
  await expect(tabOf(15)).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Scroll tabs back' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Scroll tabs forward' })).toBeDisabled();
  await keepScreenshot(page, 'tabs-overflow-end');

  await page.getByRole('button', { name: 'Scroll tabs back' }).click();
  await expect(page.getByRole('button', { name: 'Scroll tabs forward' })).toBeEnabled();

  await page.goto('/home?title=Page 1');
  await expect(tabOf(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabOf(1)).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Scroll tabs forward' })).toBeEnabled();
});
