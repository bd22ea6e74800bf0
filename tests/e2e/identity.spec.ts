import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';

test.beforeEach(async ({ page }) => useEnglish(page));
test.describe.configure({ mode: 'serial' });

/** A member of this run's own (a second run on the same database creates a new one). */
const NEW_USER = { userName: '', password: 'E2e@Member1' };
test.beforeAll(() => {
  NEW_USER.userName = `e2e_${Date.now().toString(36)}`;
});

const tryLogin = async (page: Page, account: { userName: string; password: string }) => {
  await page.goto('/login');
  await page.getByLabel('User name').fill(account.userName);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

const rowOf = (page: Page, userName: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: userName, exact: true }) });

const findUser = async (page: Page, userName: string) => {
  await page.getByLabel('User name', { exact: true }).first().fill(userName);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(rowOf(page, userName)).toBeVisible();
};

test('create a user: bad input is named under its field, good input saves', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/system/user');
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  // phones are shown masked (another spec edits zhangsan's own number, so only the mask is asserted here)
  await expect(rowOf(page, 'zhangsan').getByText(/1\d{2}\*{4}\d{4}/)).toBeVisible();
  await keepScreenshot(page, 'identity-user-list');
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('User name').fill('ab');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('please enter at least 3 characters')).toBeVisible();
  await dialog.getByLabel('User name').fill(NEW_USER.userName);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('please enter name')).toBeVisible();
  await dialog.getByLabel(/^Name/).fill('E2E Member');
  await dialog.getByLabel('Organisation').selectOption({ label: '\u00a0\u00a0人力资源部' });
  await dialog.getByLabel('Phone number').fill('12345');
  await dialog.getByLabel('Email').fill('e2e@example.cn');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('data format error')).toBeVisible();
  await keepScreenshot(page, 'identity-user-form-error');
  await dialog.getByLabel('Phone number').fill('13712345678');
  await dialog.getByLabel('Initial password').fill(NEW_USER.password);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await findUser(page, NEW_USER.userName);
  await expect(rowOf(page, NEW_USER.userName).getByText('137****5678')).toBeVisible();
});

test('lock a user: they cannot sign in; unlock: they can', async ({ page, browser }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/system/user');
  await findUser(page, NEW_USER.userName);
  await rowOf(page, NEW_USER.userName).getByRole('button', { name: 'Lock' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lock user' });
  await dialog.getByRole('button', { name: 'Lock' }).click();
  await expect(dialog.getByText('please enter lock time')).toBeVisible();
  await dialog.getByLabel(/Lock time/).fill('30');
  await dialog.getByLabel('Reason').fill('e2e check');
  await dialog.getByRole('button', { name: 'Lock' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, NEW_USER.userName).getByText('Locked')).toBeVisible();
  await expect(rowOf(page, NEW_USER.userName).getByText('e2e check')).toBeVisible();
  await keepScreenshot(page, 'identity-user-locked');

  const other = await browser.newPage();
  await useEnglish(other);
  await tryLogin(other, NEW_USER);
  await expect(other.getByRole('alert')).toContainText('The account is locked');
  await expect(other).toHaveURL(/\/login$/);

  await rowOf(page, NEW_USER.userName).getByRole('button', { name: 'Unlock' }).click();
  await expect(rowOf(page, NEW_USER.userName).getByText('Normal')).toBeVisible();
  // Unlocked, the sign-in succeeds; the password an administrator gave must be replaced before the first session.
  await tryLogin(other, NEW_USER);
  await expect(other).toHaveURL(/\/resetPassword$/);
  NEW_USER.password = 'E2e@Member2';
  await other.getByLabel('New password', { exact: true }).fill(NEW_USER.password);
  await other.getByLabel('Confirm new password').fill(NEW_USER.password);
  await other.getByRole('button', { name: 'Confirm' }).click();
  await expect(other).toHaveURL(/\/login$/);
  await tryLogin(other, NEW_USER);
  await expect(other).toHaveURL(/\/home$/);
  await other.close();
});

test('grant a role: its menu appears for that user', async ({ page, browser }) => {
  const member = await browser.newPage();
  await useEnglish(member);
  await signIn(member, NEW_USER);
  await member.goto('/system/user');
  await expect(member.getByRole('table', { name: 'Users' })).toBeHidden();

  await signIn(page, ACCOUNTS.admin);
  await page.goto('/system/user');
  await findUser(page, NEW_USER.userName);
  await rowOf(page, NEW_USER.userName).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit user' });
  await expect(dialog.getByLabel('User name')).toHaveValue(NEW_USER.userName);
  await dialog.getByText('人事专员', { exact: true }).click();
  await expect(dialog.getByLabel('人事专员')).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await signIn(member, NEW_USER);
  await member.goto('/system/user');
  await expect(member.getByRole('button', { name: 'Users', exact: true })).toBeVisible();
  await expect(member.getByRole('table', { name: 'Users' })).toBeVisible();
  await expect(member.getByRole('button', { name: 'Add user' })).toBeVisible();
  await keepScreenshot(member, 'identity-granted-menu');
  await member.close();
});

test('import an organisation Excel file: a bad file imports nothing, a good one adds rows', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/system/organize');
  await expect(page.getByRole('cell', { name: '人力资源部', exact: true })).toBeVisible();
  const book = async (rows: (string | number)[][]) => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('organizations');
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await wb.xlsx.writeBuffer());
  };
  const header = ['organizeId', 'parentId', 'organizeName', 'orderNum', 'leader', 'status'];
  const input = page.getByLabel('Excel file to import');
  await input.setInputFiles({
    name: 'bad.xlsx',
    mimeType: 'application/octet-stream',
    buffer: await book([header, ['', 'O100', '', 'x', '', '']]),
  });
  await expect(page.getByText('Nothing was imported: 2 problem(s)')).toBeVisible();
  await expect(
    page.getByRole('cell', { name: 'Row 2, column organizeName: a value is required' }),
  ).toBeVisible();
  await keepScreenshot(page, 'identity-org-import-report');
  await input.setInputFiles({
    name: 'good.xlsx',
    mimeType: 'application/octet-stream',
    buffer: await book([
      header,
      ['S1', 'O100', 'E2E Sales', 9, 'Amy', '0'],
      ['S2', 'S1', 'E2E East', 1, '', '0'],
    ]),
  });
  await expect(page.getByRole('cell', { name: 'E2E Sales', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'E2E East', exact: true })).toBeVisible();
  await expect(page.getByText('Nothing was imported')).toBeHidden();
  await keepScreenshot(page, 'identity-org-imported');
});

test('deleting a position asks first, and Cancel keeps it', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/system/position');
  const row = page.getByRole('row').filter({ hasText: '研发经理' });
  await row.getByRole('button', { name: 'Delete' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Delete 研发经理? This cannot be undone.');
  await keepScreenshot(page, 'identity-delete-confirm');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);

  await row.getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: 'Delete selected (1)' }).click();
  await expect(question).toContainText('Delete the selected position? This cannot be undone.');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: '研发经理' })).toBeVisible();
});
