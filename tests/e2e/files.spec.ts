import { expect, test } from '@playwright/test';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';

test.beforeEach(async ({ page }) => useEnglish(page));

test('file centre: upload, see the size, download, delete after confirming', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/document/bucket');
  await expect(page.getByText('This folder is empty')).toBeVisible();
  await keepScreenshot(page, 'files-empty');
  await page
    .getByLabel('Choose a file to upload')
    .setInputFiles({ name: '差旅报销.csv', mimeType: 'text/csv', buffer: Buffer.from('a'.repeat(2048)) });
  await expect(page.getByRole('cell', { name: '差旅报销.csv', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '2.00 KB', exact: true })).toBeVisible();
  await page
    .getByLabel('Choose a file to upload')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('cell', { name: '5.00 B', exact: true })).toBeVisible();
  await page
    .getByLabel('Choose a file to upload')
    .setInputFiles({ name: 'page.html', mimeType: 'text/html', buffer: Buffer.from('<b>x</b>') });
  await expect(page.getByText(/File type "html" is not allowed/)).toBeVisible();
  await keepScreenshot(page, 'files-list');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download 差旅报销.csv' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('差旅报销.csv');

  await page.getByRole('button', { name: 'Delete notes.txt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete file' });
  await expect(dialog.getByText('Delete "notes.txt"? This cannot be undone.')).toBeVisible();
  await keepScreenshot(page, 'files-delete-confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('cell', { name: 'notes.txt', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete notes.txt' }).click();
  await page.getByRole('dialog', { name: 'Delete file' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('cell', { name: 'notes.txt', exact: true })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: '差旅报销.csv', exact: true })).toBeVisible();
  // the last file gone, the empty state is back (and the next run on this database starts from it)
  await page.getByRole('button', { name: 'Delete 差旅报销.csv' }).click();
  await page.getByRole('dialog', { name: 'Delete file' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('This folder is empty')).toBeVisible();
});

test('file centre: shows the storage used against the quota and updates it after an upload', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin2);
  await page.goto('/document/bucket');
  const line = page.getByText(/^[\d.]+ MB of 1024 MB used$/);
  await expect(line).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Storage used' })).toBeVisible();
  const before = Number((await line.textContent())?.split(' ')[0]);
  await page.getByLabel('Choose a file to upload').setInputFiles({
    name: 'plan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(1.5 * 1024 * 1024, 1),
  });
  await expect(page.getByRole('cell', { name: 'plan.pdf', exact: true })).toBeVisible();
  await expect(
    page.getByText(`${(before + 1.5).toFixed(2)} MB of 1024 MB used`, { exact: true }),
  ).toBeVisible();
  await keepScreenshot(page, 'files-usage');
});

test('file centre: a new bucket and a folder in it take an upload, listed in that folder only', async ({
  page,
}) => {
  const bucket = `Receipts ${Date.now()}`;
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/document/bucket');
  await page.getByRole('button', { name: 'New bucket' }).click();
  const bucketForm = page.getByRole('dialog', { name: 'New bucket' });
  await bucketForm.getByLabel('Name').fill(bucket);
  await bucketForm.getByRole('button', { name: 'Save' }).click();
  const path = page.getByRole('navigation', { name: 'Folder path' });
  await expect(path.getByText(bucket)).toHaveAttribute('aria-current', 'location');
  await expect(page.getByText('This folder is empty')).toBeVisible();

  await page.getByRole('button', { name: 'New folder' }).click();
  const folderForm = page.getByRole('dialog', { name: 'New folder' });
  await folderForm.getByLabel('Folder name').fill('2026');
  await folderForm.getByLabel('Folder name').press('Enter');
  await page.getByRole('button', { name: 'Open folder 2026' }).click();
  await expect(path.getByText('2026')).toHaveAttribute('aria-current', 'location');
  await page
    .getByLabel('Choose a file to upload')
    .setInputFiles({ name: 'taxi.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 taxi') });
  await expect(page.getByRole('cell', { name: 'taxi.pdf', exact: true })).toBeVisible();
  await keepScreenshot(page, 'files-folder');

  await path.getByRole('button', { name: bucket }).click();
  await expect(page.getByRole('button', { name: 'Open folder 2026' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'taxi.pdf', exact: true })).toHaveCount(0);
});
