import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';

test.beforeEach(async ({ page }) => useEnglish(page));

/** A field's input, by its label (required fields add ' *'). */
const fieldOf = (scope: Locator | Page, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));

/** The form group that holds a field: its label, its input and the error under it. */
const groupOf = (dialog: Locator, page: Page, label: string) =>
  dialog.locator('.bp6-form-group').filter({ has: fieldOf(page, label) });

/** Each [label, message] pair: the message shows in that field's group. */
const expectErrors = async (dialog: Locator, page: Page, expected: [string, string][]) => {
  for (const [label, message] of expected) {
    await expect(groupOf(dialog, page, label), label).toContainText(message);
  }
};

/** Opens the add-user dialog and saves it empty, in the language of the given texts. */
const saveEmptyUserForm = async (page: Page, texts: { add: string; save: string }) => {
  await page.goto('/system/user');
  await page.getByRole('button', { name: texts.add }).click();
  const dialog = page.getByRole('dialog', { name: texts.add });
  await dialog.getByRole('button', { name: texts.save }).click();
  return dialog;
};

test('an empty user form shows every error under its field at once, in English', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  const dialog = await saveEmptyUserForm(page, { add: 'Add user', save: 'Save' });
  await expectErrors(dialog, page, [
    ['User name', 'please enter user name'],
    ['Name', 'please enter name'],
    ['Organisation', 'please select organisation'],
    ['Phone number', 'please enter phone number'],
    ['Email', 'please enter email'],
  ]);
  await expect(fieldOf(dialog, 'User name')).toBeFocused();
  await keepScreenshot(page, 'user-form-all-errors-en');

  await fieldOf(dialog, 'User name').fill('ab');
  await fieldOf(dialog, 'Phone number').fill('12345');
  await fieldOf(dialog, 'Email').fill('nobody');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectErrors(dialog, page, [
    ['User name', 'please enter at least 3 characters'],
    ['Name', 'please enter name'],
    ['Phone number', 'data format error'],
    ['Email', 'data format error'],
  ]);
});

test('an empty user form shows every error under its field at once, in Chinese', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.evaluate(() => localStorage.setItem('admin-language', 'zh_CN'));
  const dialog = await saveEmptyUserForm(page, { add: '新增用户', save: '保存' });
  await expectErrors(dialog, page, [
    ['用户名', '请输入用户名'],
    ['姓名', '请输入姓名'],
    ['组织', '请选择组织'],
    ['手机号', '请输入手机号'],
    ['邮箱', '请输入邮箱'],
  ]);
  await expect(fieldOf(dialog, '用户名')).toBeFocused();
  await keepScreenshot(page, 'user-form-all-errors-zh');
});

test('the server refusing a field shows its message under that field', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/system/user');
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await fieldOf(dialog, 'User name').fill('zhangsan');
  await fieldOf(dialog, 'Name').fill('Another Zhang');
  await fieldOf(dialog, 'Organisation').selectOption({ label: '\u00a0\u00a0人力资源部' });
  await fieldOf(dialog, 'Phone number').fill('13712340000');
  await fieldOf(dialog, 'Email').fill('zhang2@example.cn');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectErrors(dialog, page, [['User name', 'This user name is already taken']]);
  await expect(fieldOf(dialog, 'User name')).toBeFocused();
});
