import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';

/** Edits one property row through its dialog (tenant 2, so other specs never see the change). */
const setProperty = async (page: Page, code: string, value: string) => {
  await page.getByRole('button', { name: `Edit ${code}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Value').fill(value);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText(value);
};

test('an administrator renames the application and its favicon: title, header and icon follow after reload', async ({
  page,
}) => {
  await useEnglish(page);
  await signIn(page, ACCOUNTS.admin2);
  await page.goto('/system/properties');
  const row = page.getByRole('row', { name: /VUE_APP_NAME/ });
  await expect(row).toBeVisible();
  const original = (await row.getByRole('cell').nth(1).textContent()) ?? '';
  const name = `Energy Portal ${Date.now()}`;
  const icon = `/favicon.svg?v=${Date.now()}`;
  await setProperty(page, 'VUE_APP_NAME', name);
  await setProperty(page, 'VUE_APP_FAVICON', icon);
  await keepScreenshot(page, 'dicts-properties-en');
  await page.reload();
  await expect(page).toHaveTitle(name);
  await expect(page.locator('.shell-brand')).toHaveText(name);
  await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', icon);
  await setProperty(page, 'VUE_APP_NAME', original);
  await setProperty(page, 'VUE_APP_FAVICON', '/favicon.svg');
  await page.reload();
  // the seeded name is the product's own: an English reader reads it in English, in the title and the header
  await expect(page).toHaveTitle('Digital Energy Service Platform');
  await expect(page.locator('.shell-brand')).toHaveText('Digital Energy Service Platform');
});

test('a refused favicon shows its error under the value field', async ({ page }) => {
  await useEnglish(page);
  await signIn(page, ACCOUNTS.admin2);
  await page.goto('/system/properties');
  await page.getByRole('button', { name: 'Edit VUE_APP_FAVICON' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Value').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/must be a path on this site/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('an edited dictionary label shows where the dictionary is used', async ({ page }) => {
  await useEnglish(page);
  await signIn(page, ACCOUNTS.admin2);
  await page.goto('/system/dict');
  await page.getByRole('button', { name: /^System switch/ }).click();
  await expect(page.getByRole('row', { name: /正常/ })).toBeVisible();
  const statusOptions = async () => {
    await page.getByRole('button', { name: 'Add type' }).click();
    const dialog = page.getByRole('dialog');
    // read the options once the dialog has opened, not during its opening transition
    await expect(dialog.getByLabel('Status')).toBeVisible();
    const options = await dialog.getByLabel('Status').locator('option').allTextContents();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    return options;
  };
  await expect.poll(statusOptions).toContain('Normal');
  const label = `Active ${Date.now()}`;
  const editEnglish = async (text: string) => {
    await page.getByRole('button', { name: 'Edit 正常' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('English').fill(text);
    await keepScreenshot(page, 'dicts-item-dialog-en');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  };
  await editEnglish(label);
  await keepScreenshot(page, 'dicts-list-en');
  await expect.poll(statusOptions).toContain(label);
  await editEnglish('Normal');
  await expect.poll(statusOptions).toContain('Normal');
});

test('the dictionary screens in Arabic (right to left)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('admin-language', 'ar_EG'));
  await page.goto('/login');
  await page.locator('input').first().fill(ACCOUNTS.admin2.userName);
  await page.locator('input[type="password"]').fill(ACCOUNTS.admin2.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/system/dict');
  await expect(page.getByRole('heading', { name: 'أنواع القواميس' })).toBeVisible();
  await page.getByRole('button', { name: /^جنس المستخدم/ }).click();
  await expect(page.getByRole('row', { name: /أنثى|女/ })).toBeVisible();
  await keepScreenshot(page, 'dicts-list-ar');
  await page.getByRole('button', { name: 'رفع العناصر' }).click();
  await page.getByLabel('أو الصق JSON هنا').fill('{"dicts":[{"dictCode":"x","dictName":"","items":[]}]}');
  await page.getByRole('button', { name: 'استيراد' }).click();
  await expect(page.getByRole('table', { name: 'الإدخالات الخاطئة' })).toContainText('dicts[0]');
  await keepScreenshot(page, 'dicts-import-ar');
  await page.goto('/system/properties');
  await expect(page.getByRole('row', { name: /VUE_APP_NAME/ })).toBeVisible();
  await keepScreenshot(page, 'dicts-properties-ar');
});
