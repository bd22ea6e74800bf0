import { expect, test } from '@playwright/test';
import { encryptForLogin } from '../../server/auth/keys';
import { ACCOUNTS, keepScreenshot, signIn, signInThroughForm, useEnglish } from './support';

test.beforeEach(async ({ page }) => useEnglish(page));

test('admin signs in, sees home, then signs out after confirming', async ({ page }) => {
  await signInThroughForm(page, ACCOUNTS.admin);
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

test('a first sign-in with a password an administrator gave asks for a new one, and the new one signs in', async ({
  page,
  request,
}) => {
  const API = '/digital-portal/api/authority/admin';
  const { data: key } = (await (await request.get(`${API}/publicKey`)).json()) as {
    data: { publicKey: string };
  };
  const encrypt = (plain: string) => encryptForLogin(key.publicKey, plain);
  const admin = (await (
    await request.post(`${API}/login`, { data: { userName: 'admin', password: encrypt('Admin@12345') } })
  ).json()) as { data: { token: string } };
  const added = await request.post(`${API}/user/add`, {
    headers: { authorization: `Bearer ${admin.data.token}` },
    data: {
      userName: 'e2e-firstday',
      nickName: '新同事',
      organizeId: 'O110',
      phonenumber: '13912340001',
      email: 'firstday@example.cn',
      password: encrypt('Given@2026'),
    },
  });
  expect(((await added.json()) as { code: string }).code).toBe('10000');

  await page.goto('/login');
  await page.getByLabel('User name').fill('e2e-firstday');
  await page.getByLabel('Password').fill('Given@2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/resetPassword$/);
  await expect(
    page.getByText(
      'An administrator set the password of e2e-firstday. Choose a new password to finish signing in.',
    ),
  ).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Mine@2026');
  await page.getByLabel('Confirm new password').fill('Mine@2026');
  await keepScreenshot(page, 'first-login-password');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, { userName: 'e2e-firstday', password: 'Mine@2026' });
  await expect(page.getByRole('heading', { name: 'Welcome, 新同事' })).toBeVisible();
});

test('the change-password page opened directly explains that it starts from signing in', async ({ page }) => {
  await page.goto('/resetPassword');
  await expect(
    page.getByText(
      'Sign in with your user name and password. If your password has to be changed first, you will be brought here to change it.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
});
