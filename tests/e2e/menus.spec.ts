import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';

test.beforeEach(async ({ page }) => useEnglish(page));

/** This run's own menu (a second run on the same database adds another). */
const run = Date.now().toString(36);
const MENU = {
  zh: `E2E审计${run}`,
  en: `E2E Audit ${run}`,
  name: `E2eAudit${run}`,
  path: `/e2e-audit-${run}`,
};

const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('a new page menu with an English title reaches a role’s user without a restart', async ({
  page,
  browser,
}) => {
  const member = await browser.newPage();
  await useEnglish(member);
  await signIn(member, ACCOUNTS.zhangsan);
  await expect(member.getByLabel(MENU.en, { exact: true })).toHaveCount(0);

  await signIn(page, ACCOUNTS.admin);
  await page.goto('/system/menu');
  await expect(page.getByRole('table', { name: 'Menus' })).toBeVisible();
  // while the form loads (its parent list is held back here), Save waits: disabled, beside the spinner
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/menu/treeselect*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Add menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add menu' });
  await expect(dialog.getByRole('progressbar')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  release();
  await expect(dialog.getByLabel('Menu title')).toBeVisible();
  await page.unroute('**/menu/treeselect*');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter the menu title')).toBeVisible();
  await dialog.getByLabel('Menu title').fill(MENU.zh);
  await dialog.getByLabel('Route name').fill(MENU.name);
  await dialog.getByLabel('Route path').fill(MENU.path);
  await dialog.getByRole('combobox', { name: /Screen/ }).fill('auditlog');
  await page.getByRole('option', { name: 'system/AuditLogs' }).click();
  await expect(dialog.getByRole('combobox', { name: /Screen/ })).toHaveValue('system/AuditLogs');
  await dialog.getByRole('button', { name: 'Title per language' }).click();
  await dialog.getByLabel('English', { exact: true }).fill(MENU.en);
  await keepScreenshot(page, 'menus-form-en');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowWith(page, MENU.en)).toBeVisible();
  await keepScreenshot(page, 'menus-list-en');

  await page.goto('/system/role');
  await rowWith(page, '普通员工').first().getByRole('button', { name: 'Edit' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Edit role' });
  await roleDialog.getByRole('textbox', { name: /Search/ }).fill(run);
  await roleDialog.getByText(MENU.en).click();
  await roleDialog.getByRole('button', { name: 'Save' }).click();
  await expect(roleDialog).toBeHidden();

  await member.reload();
  await expect(member.getByLabel(MENU.en, { exact: true })).toBeVisible();
  await member.getByLabel(MENU.en, { exact: true }).click();
  await expect(member).toHaveURL(new RegExp(`${MENU.path}$`));
  await keepScreenshot(member, 'menus-granted-en');
  await member.close();
});

test('deleting a menu that has children is refused with the reason', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/system/menu');
  const row = rowWith(page, 'System management').first();
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText(/System management still has \d+ child menus; delete them first/),
  ).toBeVisible();
  await expect(row).toBeVisible();
});

test('the app list in Arabic reads right to left', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.evaluate(() => localStorage.setItem('admin-language', 'ar_EG'));
  await page.goto('/system/app');
  await expect(page.getByRole('table', { name: 'التطبيقات' })).toBeVisible();
  // Seeded menu titles are translated, not shown in English.
  await expect(
    page.getByRole('complementary').getByRole('button', { name: 'المستخدمون', exact: true }),
  ).toBeVisible();
  await keepScreenshot(page, 'apps-list-ar');
  await page.goto('/system/menu');
  await expect(page.getByRole('table', { name: 'القوائم' })).toBeVisible();
  await keepScreenshot(page, 'menus-list-ar');
});

test('menu titles follow a language switch', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/system/user');
  await expect(
    page.getByRole('complementary').getByRole('button', { name: 'Users', exact: true }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh_CN');
  await expect(
    page.getByRole('complementary').getByRole('button', { name: '用户管理', exact: true }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: '语言' }).selectOption('en_US');
  await expect(
    page.getByRole('complementary').getByRole('button', { name: 'Users', exact: true }),
  ).toBeVisible();
});
