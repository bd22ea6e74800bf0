import { callAs, tokenOf } from './apiSupport';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';

test.beforeEach(async ({ page }) => useEnglish(page));

const openUserMenu = async (page: Page) => page.getByRole('button', { name: 'User menu' }).click();

test('the avatar popover shows tenant, user, counts and the items the user may use', async ({
  page,
  request,
}) => {
  await signIn(page, ACCOUNTS.admin);
  // the count the server gives now: other specs may have left the administrator to-dos
  const info = await callAs<{ myTaskCount: number }>(
    request,
    await tokenOf(request, ACCOUNTS.admin),
    'GET',
    '/getInfo',
  );
  await openUserMenu(page);
  const menu = page.getByRole('menu', { name: 'User menu' });
  await expect(menu.getByText('星河能源集团')).toBeVisible();
  await expect(menu.getByText(`To-dos ${info.myTaskCount}`, { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Personal info',
    'Personal authorisation',
    'My to-dos',
    'My applications',
    'Out-of-office delegation',
    'Message centre',
    'System management',
    'Switch tenant',
    'Log out',
  ]);
  await keepScreenshot(page, 'shell-user-menu');
});

test('switches tenant: the current one warns, another reloads at /home in that tenant with fresh tabs', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Switch tenant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch tenant' });
  await dialog.getByText('星河能源集团').click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Already in the current tenant')).toBeVisible();
  await keepScreenshot(page, 'shell-tenant-dialog');
  await dialog.getByText('云帆新能源').click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Tenant: 云帆新能源')).toBeVisible();
  await openUserMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Personal info' })).toHaveCount(0);
});

test('a user with one tenant gets no dialog', async ({ page }) => {
  await signIn(page, ACCOUNTS.zhangsan);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Switch tenant' }).click();
  await expect(page.getByText('Only one tenant is available')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Switch tenant' })).toHaveCount(0);
});

test('user information: one field at a time, a bad phone is refused', async ({ page }) => {
  await signIn(page, ACCOUNTS.zhangsan);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Personal info' }).click();
  const dialog = page.getByRole('dialog', { name: 'Personal information' });
  await expect(dialog).toHaveCSS('width', '500px');
  // a number of this run's own, so the saved value is told apart from what an earlier run left
  const phone = `139${String(Date.now()).slice(-8)}`;
  const masked = `139****${phone.slice(-4)}`;
  await expect(dialog.getByText(/1\d{2}\*{4}\d{4}/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Edit Phone' }).click();
  await dialog.getByRole('button', { name: 'Edit Name' }).click();
  await expect(page.getByText('please save the current change first')).toBeVisible();
  await dialog.getByLabel('Phone', { exact: true }).fill('12345');
  await dialog.getByRole('button', { name: 'Save Phone' }).click();
  await expect(dialog.getByText('data format error')).toBeVisible();
  await keepScreenshot(page, 'shell-user-info-bad-phone');
  await dialog.getByLabel('Phone', { exact: true }).fill(phone);
  await dialog.getByRole('button', { name: 'Save Phone' }).click();
  await expect(dialog.getByText(masked)).toBeVisible();
});

test('password reset: the rule shows on blur; a wrong original keeps the dialog open', async ({ page }) => {
  await signIn(page, ACCOUNTS.zhangsan);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Personal info' }).click();
  await page.getByRole('button', { name: 'Reset password', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset password' });
  await dialog.getByLabel('New password', { exact: true }).fill('weak');
  await dialog.getByLabel('Confirm new password').focus();
  await expect(
    dialog
      .getByText(
        'Must be a combination of 8 or more characters with upper and lower case letters, digits and special symbols',
      )
      .first(),
  ).toBeVisible();
  await dialog.getByLabel('Original password').fill('Wrong@12345');
  await dialog.getByLabel('New password', { exact: true }).fill('Better@12345');
  await dialog.getByLabel('Confirm new password').fill('Better@12345');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page
      .getByRole('alert')
      .or(page.locator('.bp6-toast'))
      .filter({ hasText: /original password/i })
      .first(),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  await keepScreenshot(page, 'shell-password-wrong-original');
});

test('centre mode sends a code as an in-app letter: the bell lights up live', async ({ page }) => {
  // sunqi's inbox is empty in every run: no other spec sends them letters.
  await signIn(page, ACCOUNTS.sunqi);
  await expect(page.getByRole('button', { name: 'Messages', exact: true })).toBeVisible();
  await expect(page.getByTestId('bell-dot')).toHaveCount(0);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Personal info' }).click();
  await page.getByRole('button', { name: 'Reset with a verification code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset password with a verification code' });
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Verification code sent')).toBeVisible();
  // the countdown starts at 60 s; a busy machine may take seconds to get here, so any count will do
  await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await expect(page.getByTestId('bell-dot')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('dialog', { name: 'Personal information' })
    .getByRole('button', { name: 'Close' })
    .click();
  await page.getByRole('button', { name: /Messages, 1 unread/ }).click();
  const bell = page.getByRole('menu', { name: 'Messages' });
  await expect(bell.getByRole('menuitem').first()).toBeVisible();
  await expect(bell.getByLabel('unread')).toHaveCount(1);
  await keepScreenshot(page, 'shell-bell');
  await page.getByRole('menuitem', { name: 'Look more' }).click();
  await expect(page).toHaveURL(/\/message\/letters/);
});

test('favourites: edit mode adds from the menu, at most 10, duplicates refused, empty text', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await page.getByRole('button', { name: 'Favourites', exact: true }).click();
  await expect(page.getByText('No favourites yet')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Edit favourites' }).click();
  await page.keyboard.press('Escape');
  const side = page.getByRole('complementary', { name: 'Side menu' });
  for (const dir of ['Approval centre', 'System management'])
    await side.getByRole('button', { name: dir, exact: true }).first().click();
  const pages = [
    'Approval centre',
    'My to-dos',
    'My applications',
    'Users',
    'Roles',
    'Positions',
    'Organisations',
    'Tenants',
    'Menus',
    'Dictionaries',
  ];
  for (const title of pages) {
    const add = side.getByRole('button', { name: `Add ${title} to favourites` });
    await add.click();
    await expect(add).toHaveAttribute('aria-pressed', 'true');
  }
  await side.getByRole('button', { name: 'Add Properties to favourites' }).click();
  await expect(page.getByText('Maximum 10 common menus can be added')).toBeVisible();
  await side.getByRole('button', { name: 'Add Users to favourites' }).click();
  await expect(page.getByText('Menu already exists')).toBeVisible();
  await page.getByRole('button', { name: 'Favourites', exact: true }).click();
  await expect(
    page.getByRole('menu', { name: 'Favourites' }).getByRole('menuitem', { name: 'Users' }),
  ).toBeVisible();
  await keepScreenshot(page, 'shell-favourites');
  await page.getByRole('button', { name: 'Remove Users' }).click();
  await expect(
    page.getByRole('menu', { name: 'Favourites' }).getByRole('menuitem', { name: 'Users' }),
  ).toHaveCount(0);
});

test('logs out after confirming', async ({ page }) => {
  await signIn(page, ACCOUNTS.zhangsan);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'System tip' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('shell-tabs'))).toBeNull();
});
