import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';

const API = '/digital-portal/api/authority/admin';

const useLanguage = (page: Page, locale: string) =>
  page.addInitScript((value) => localStorage.setItem('admin-language', value), locale);

const authHeader = async (page: Page) => {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'Admin-Token')?.value ?? '';
  return { Authorization: `Bearer ${decodeURIComponent(token)}` };
};

/** Adds a user in the signed-in tenant through the API (test set-up). */
const addUser = async (
  page: Page,
  user: { userName: string; nickName: string; phonenumber: string; email: string },
) => {
  const headers = await authHeader(page);
  const organizes = await (await page.request.get(`${API}/organize/treeselect`, { headers })).json();
  const added = await page.request.post(`${API}/user/add`, {
    headers,
    data: { ...user, organizeId: organizes.data[0].id },
  });
  expect((await added.json()).code).toBe('10000');
};

/** Fills the login form already on screen and submits it. */
const submitLogin = async (page: Page, account: { userName: string; password: string }) => {
  await page.getByLabel('User name').fill(account.userName);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

test.describe('in English', () => {
  test.beforeEach(async ({ page }) => useEnglish(page));

  test('signing in again after the session ends never nests the redirect and lands on the page', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.admin);
    const users = page.getByRole('table', { name: 'Users' });
    for (let round = 0; round < 2; round++) {
      await page.goto('/system/user');
      await expect(users).toBeVisible();
      // The session ends on the server (expired or revoked elsewhere); the page still holds its token.
      expect((await page.request.get(`${API}/logout`, { headers: await authHeader(page) })).ok()).toBe(true);
      await page.reload();
      const relogin = page.getByRole('button', { name: 're-login' });
      await Promise.all([page.waitForEvent('load'), relogin.click()]);
      await expect(page.getByLabel('User name')).toBeVisible();
      expect(page.url()).toMatch(/\/login\?redirect=%2Fsystem%2Fuser$/);
      await submitLogin(page, ACCOUNTS.admin);
      await expect(page).toHaveURL(/\/system\/user$/);
      await expect(users).toBeVisible();
    }
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('dialog', { name: 'System tip' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(page.url()).not.toContain('redirect=%2Flogin');
    await submitLogin(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/(home|system\/user)$/);
  });

  test("the avatar menu's system management opens the system screens for the administrator", async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.admin);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'System management' }).click();
    await expect(page).toHaveURL(/\/system\/user$/);
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
    await expect(page.getByText('No menu permission, contact administrator')).toHaveCount(0);
  });

  test('audit logs: switching tabs keeps the screen; fields, messages, phones and times read as people expect', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, ACCOUNTS.admin);
    await addUser(page, {
      userName: 'e2e-audit',
      nickName: 'Audit Trail',
      phonenumber: '13812345678',
      email: 'audit@example.com',
    });

    await page.goto('/system/audit');
    const operations = page.getByRole('table', { name: 'Business operations' });
    await expect(operations).toBeVisible();
    await page.getByRole('tab', { name: 'Sign-ins' }).click();
    const signIns = page.getByRole('table', { name: 'Sign-ins' });
    await expect(signIns.getByText('Signed in').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Business operations' }).click();
    await expect(operations).toBeVisible();

    const row = operations.getByRole('row').filter({ hasText: 'e2e-audit' }).first();
    await expect(row).toContainText('Phone number: -- → 138****5678');
    await expect(row).toContainText('Name: -- → Audit Trail');
    await expect(row).not.toContainText('13812345678');
    await expect(row).not.toContainText('nickName');
    // codes and flags read as words; no field is named by its column (a camelCase name before a colon)
    await expect(row).toContainText('Sex: -- → Male');
    await expect(row).toContainText('Status: -- → Normal');
    await expect(row).toContainText('Password change required: -- → No');
    await expect(row).not.toContainText(/(^|\s)[a-z]+[A-Z]\w*:/);
    await expect(row.getByRole('cell').first()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await expect(row).toContainText(/Created: -- → \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await expect(page.getByText('Cannot read properties')).toHaveCount(0);
    expect(errors).toEqual([]);
    await keepScreenshot(page, 'audit-operations-en');
  });
});

test('a dialog names its close button in Chinese', async ({ page }) => {
  await useLanguage(page, 'zh_CN');
  await page.goto('/login');
  await page.getByLabel('用户名').fill(ACCOUNTS.zhangsan.userName);
  await page.getByLabel('密码').fill(ACCOUNTS.zhangsan.password);
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '个人信息' }).click();
  const dialog = page.getByRole('dialog', { name: '个人信息' });
  await expect(dialog.getByRole('button', { name: '关闭', exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: '关闭', exact: true }).click();
  await expect(dialog).toBeHidden();
});

test.describe('in Arabic', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'ar_EG');
    await page.goto('/login');
    await page.locator('#login-user').fill(ACCOUNTS.admin.userName);
    await page.locator('#login-password').fill(ACCOUNTS.admin.password);
    await page.locator('#login-password').press('Enter');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a dialog names its close button in Arabic', async ({ page }) => {
    await page.getByRole('button', { name: 'قائمة المستخدم' }).click();
    await page.getByRole('menuitem', { name: 'المعلومات الشخصية' }).click();
    const dialog = page.getByRole('dialog', { name: 'المعلومات الشخصية' });
    await expect(dialog.getByRole('button', { name: 'إغلاق', exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toHaveCount(0);
  });

  test("a designer's dialog names its close button in Arabic too", async ({ page }) => {
    await page.goto('/workflow/form-designer/new');
    await page
      .getByRole('toolbar', { name: 'أدوات المصمم' })
      .getByRole('button', { name: 'تصدير JSON', exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'بيانات JSON' });
    await expect(dialog.getByRole('button', { name: 'إغلاق', exact: true }).first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'إغلاق', exact: true }).first().click();
    await expect(dialog).toBeHidden();
  });

  test('a masked phone number keeps its logical order right to left', async ({ page }) => {
    await addUser(page, {
      userName: 'e2e-rtl',
      nickName: 'RTL',
      phonenumber: '13700001234',
      email: 'rtl@example.com',
    });
    await page.goto('/system/user');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const phone = page.getByRole('row').filter({ hasText: 'e2e-rtl' }).locator('bdi', { hasText: '****' });
    await expect(phone).toHaveText('137****1234');
    await expect(phone).toHaveAttribute('dir', 'ltr');
    expect(await phone.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    expect(await phone.evaluate((element) => getComputedStyle(element).unicodeBidi)).toBe('isolate');
    await keepScreenshot(page, 'users-ar');
  });
});
