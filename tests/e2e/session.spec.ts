import { expect, test } from '@playwright/test';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';

test.beforeEach(async ({ page }) => useEnglish(page));

test('admin signs in, sees home, then signs out after confirming', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await expect(page.getByRole('heading', { name: 'Welcome, 系统管理员' })).toBeVisible();
  await expect(page.getByText('Tenant: 星河能源集团')).toBeVisible();
  await keepScreenshot(page, 'home-admin');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog', { name: 'System tip' });
  await expect(dialog.getByText('Are you sure you want to log out?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhome$/);
});

test('a wrong password shows the message and keeps the user on the login page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('User name').fill('zhangsan');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect user name or password');
  await expect(page).toHaveURL(/\/login$/);
  await keepScreenshot(page, 'login-wrong-password');
});

test('empty fields are named before anything is sent', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('please enter user name')).toBeVisible();
  await expect(page.getByText('Please enter the password')).toBeVisible();
});

test('an unknown path lands on /401 with its redirect query', async ({ page }) => {
  await signIn(page, ACCOUNTS.zhangsan);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/401\?redirect=%2Fno%2Fsuch%2Fpage$/);
  await expect(page.getByText('No access to this page')).toBeVisible();
});

test('switching to en_US changes the login page text', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('admin-language', 'zh_CN'));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '登 录' })).toBeVisible();
  await page.getByLabel('语言').selectOption('en_US');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('User name')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('admin-language'))).toBe('en_US');
  await keepScreenshot(page, 'login-en');
});

test('Arabic lays the page out right to left', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('admin-language', 'ar_EG'));
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'دخول' })).toBeVisible();
});
