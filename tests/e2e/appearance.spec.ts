import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';

test.beforeEach(async ({ page }) => useEnglish(page));

const logoColour = (page: Page) =>
  page.locator('.shell-logo-mark').evaluate((el) => getComputedStyle(el).backgroundColor);

test('the theme colour chosen and saved shows in the shell at once and after a reload', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin2);
  await page.goto('/system/theme');
  const form = page.getByRole('form', { name: 'Theme' });
  await expect(form.getByLabel('Theme colour', { exact: true })).toHaveValue('#13c2c2');
  await expect.poll(() => logoColour(page)).toBe('rgb(19, 194, 194)');

  await form.getByLabel('Navigation bar', { exact: true }).fill('navy');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Enter a colour: #rgb, #rrggbb, rgb() or rgba()')).toBeVisible();
  await expect(form.getByLabel('Navigation bar', { exact: true })).toBeFocused();
  await form.getByLabel('Navigation bar', { exact: true }).fill('#001529');

  await form.getByRole('button', { name: 'Use colour #722ed1' }).click();
  const previewLogo = page.getByTestId('theme-preview').locator('.theme-preview-logo');
  await expect(previewLogo).toHaveCSS('background-color', 'rgb(114, 46, 209)');
  await expect.poll(() => logoColour(page)).toBe('rgb(19, 194, 194)');
  await keepScreenshot(page, 'appearance-theme-en');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Operation successful!')).toBeVisible();
  await expect.poll(() => logoColour(page)).toBe('rgb(114, 46, 209)');
  await page.reload();
  await expect.poll(() => logoColour(page)).toBe('rgb(114, 46, 209)');

  await form.getByRole('button', { name: 'Use colour #13c2c2' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => logoColour(page)).toBe('rgb(19, 194, 194)');
});

test('the tenant home page is where / leads; a foreign address is refused under the field', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin2);
  await page.goto('/system/theme');
  const form = page.getByRole('form', { name: 'Theme' });
  const homePage = form.getByLabel('Home page');
  await homePage.fill('https://evil.example/');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Enter a path on this site starting with /, e.g. /home')).toBeVisible();
  await homePage.fill('/system/role');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Operation successful!')).toBeVisible();
  try {
    await page.goto('/');
    await expect(page).toHaveURL(/\/system\/role$/);
  } finally {
    await page.goto('/system/theme');
    await form.getByLabel('Home page').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Operation successful!').first()).toBeVisible();
  }
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
});

test('with one language left the header switcher disappears; it comes back with the others', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin2);
  await page.goto('/system/language');
  const switcher = page.locator('.shell-top').getByRole('combobox', { name: 'Language' });
  await expect(switcher).toBeVisible();
  const table = page.getByRole('table', { name: 'Languages' });
  await expect(table.getByRole('row')).toHaveCount(10);
  const others = ['English', 'العربية', 'Deutsch', '한국어', 'Русский', 'Español', 'Português', 'Svenska'];
  const refused = table.getByLabel('Enable 简体中文');
  try {
    for (const name of others) {
      await table.getByLabel(`Enable ${name}`).click({ force: true });
      await expect(table.getByLabel(`Enable ${name}`)).not.toBeChecked();
    }
    await expect(switcher).toHaveCount(0);
    await refused.click({ force: true });
    await expect(page.getByText('简体中文 is the default language and cannot be disabled')).toBeVisible();
    await expect(refused).toBeChecked();
  } finally {
    for (const name of others) {
      const toggle = table.getByLabel(`Enable ${name}`);
      if (!(await toggle.isChecked())) {
        await toggle.click({ force: true });
        await expect(toggle).toBeChecked();
      }
    }
  }
  await expect(switcher).toBeVisible();
});

test('an overridden console message shows at once; removing it brings the bundled text back', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin2);
  await page.goto('/system/language');
  await page.getByRole('tab', { name: 'Messages' }).click();
  await page.getByLabel('Language of the messages').selectOption('en_US');
  await page.getByRole('textbox', { name: 'Search by key or text' }).fill('console:menu.backToProjects');
  await page.keyboard.press('Enter');
  const table = page.getByRole('table', { name: 'Messages' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: 'Back to project list' })).toBeVisible();
  const sideMenu = page.getByRole('complementary', { name: 'Side menu' });
  await expect(sideMenu.getByText('Back to project list')).toBeVisible();

  await table.getByRole('button', { name: 'Edit console:menu.backToProjects' }).click();
  const dialog = page.getByRole('dialog', { name: 'Override a message' });
  await dialog.getByLabel('Override').fill('All projects');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(table.getByRole('cell', { name: 'All projects' })).toBeVisible();
  await expect(sideMenu.getByText('All projects')).toBeVisible();
  await keepScreenshot(page, 'appearance-messages-en');
  await page.reload();
  await expect(sideMenu.getByText('All projects')).toBeVisible();

  await page.getByRole('tab', { name: 'Messages' }).click();
  await page.getByLabel('Language of the messages').selectOption('en_US');
  await page.getByRole('checkbox', { name: 'Only overridden' }).check({ force: true });
  // the overridden message alone, once the filter's answer is in (a name match alone would also find the button
  // "Edit admin:audit.actions.delete" of the list shown before it)
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: 'console:menu.backToProjects', exact: true })).toBeVisible();
  await table.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(sideMenu.getByText('Back to project list')).toBeVisible();
  await expect(page.getByText('No data')).toBeVisible();
  // the removed row took its button away: the focus stays in the page for the keyboard, not on the document body
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('main.shell-main') !== null))
    .toBe(true);
});

test('the screens read right to left in Arabic', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('admin-language', 'ar_EG'));
  await page.goto('/login');
  await page.locator('#login-user').fill(ACCOUNTS.admin2.userName);
  await page.locator('#login-password').fill(ACCOUNTS.admin2.password);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/system/theme');
  await expect(page.getByRole('form', { name: 'السمة' })).toBeVisible();
  await keepScreenshot(page, 'appearance-theme-ar');
  await page.goto('/system/language');
  await expect(page.getByRole('table', { name: 'اللغات' })).toBeVisible();
  await keepScreenshot(page, 'appearance-languages-ar');
});
