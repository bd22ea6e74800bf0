import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';

test.beforeEach(async ({ page }) => useEnglish(page));
test.describe.configure({ mode: 'serial' });

/** Names of this run's own (a second run on the same database makes new ones). */
const RUN = { tag: '' };
test.beforeAll(() => {
  RUN.tag = Date.now().toString(36).toUpperCase();
});
const categoryCode = () => `E2E_CAT_${RUN.tag}`;
const categoryName = () => `E2E category ${RUN.tag}`;
const templateCode = () => `E2E_TPL_${RUN.tag}`;
const templateName = () => `E2E template ${RUN.tag}`;

const rowOf = (page: Page, text: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });

const search = async (page: Page, label: string, text: string) => {
  await page.getByRole('textbox', { name: label }).fill(text);
  await page.getByRole('button', { name: 'Search' }).click();
};

const removeRow = async (page: Page, name: string) => {
  await rowOf(page, name).getByRole('button', { name: 'Delete' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(`Delete ${name}? This cannot be undone.`);
  await alert.getByRole('button', { name: 'Delete' }).click();
  await expect(rowOf(page, name)).toHaveCount(0);
};

test('admin creates a category and a template with a variable, an unknown variable is refused, then deletes both', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/message/template-categories');
  await expect(page.getByRole('table', { name: 'Template categories' })).toBeVisible();
  await page.getByRole('button', { name: 'Add category' }).click();
  const catDialog = page.getByRole('dialog', { name: 'Add category' });
  await catDialog.getByRole('button', { name: 'Save' }).click();
  await expect(catDialog.getByText('Enter a code')).toBeVisible();
  await catDialog.getByLabel(/^Code/).fill(categoryCode());
  await catDialog.getByLabel(/^Name/).fill(categoryName());
  await catDialog.getByRole('button', { name: 'Save' }).click();
  await expect(catDialog).toBeHidden();
  await search(page, 'Category name or code', RUN.tag);
  await expect(rowOf(page, categoryName())).toBeVisible();

  await page.goto('/message/templates');
  await expect(page.getByRole('table', { name: 'Message templates' })).toBeVisible();
  await page.getByRole('button', { name: 'Add template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add template' });
  await dialog.getByLabel(/^Code/).fill(templateCode());
  await dialog.getByLabel(/^Name/).fill(templateName());
  await dialog.getByLabel(/^Category/).selectOption({ label: categoryName() });
  await dialog.getByLabel(/^Event/).selectOption({ label: 'Task to handle' });
  await dialog.getByLabel(/^Subject/).fill('New task: ');
  await dialog.getByRole('button', { name: 'Insert {{processName}} (Process name)' }).click();
  await expect(dialog.getByLabel(/^Subject/)).toHaveValue('New task: {{processName}}');
  await dialog.getByLabel(/^Body/).fill('Hello ');
  await dialog.getByRole('button', { name: 'Insert {{applicant}} (Applicant)' }).click();
  await expect(dialog.getByLabel(/^Body/)).toHaveValue('Hello {{applicant}}');
  const preview = dialog.getByRole('region', { name: 'Preview with sample data' });
  await expect(preview.getByTestId('preview-subject')).toHaveText('New task: Leave request');
  await expect(preview.getByTestId('preview-body')).toHaveText('Hello Zhang San');

  await dialog.getByLabel(/^Body/).fill('Hello {{applicant}}, approved by {{approver}}');
  await expect(preview).toContainText('Not supplied by this event: {{approver}}');
  await keepScreenshot(page, 'templates-editor-en');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText(
      'Unknown variable {{approver}}: this event supplies applicant, processName, taskName, taskUrl, createTime',
    ),
  ).toBeVisible();
  await expect(dialog.getByLabel(/^Body/)).toBeFocused();
  await dialog.getByLabel(/^Body/).fill('Hello {{applicant}}, see {{taskUrl}}');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await search(page, 'Template name or code', templateCode());
  const row = rowOf(page, templateName());
  await expect(row).toContainText(categoryName());
  await expect(row).toContainText('In-app letter');
  await keepScreenshot(page, 'templates-list-en');
  await removeRow(page, templateName());

  await page.goto('/message/template-categories');
  await search(page, 'Category name or code', RUN.tag);
  await removeRow(page, categoryName());
});

test('the template screens in Arabic read right to left', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.evaluate(() => localStorage.setItem('admin-language', 'ar_EG'));
  await page.goto('/message/templates');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('table', { name: 'قوالب الرسائل' })).toBeVisible();
  await keepScreenshot(page, 'templates-list-ar');
  await page.getByRole('button', { name: 'إضافة قالب' }).click();
  await expect(page.getByRole('dialog', { name: 'إضافة قالب' })).toBeVisible();
  await keepScreenshot(page, 'templates-editor-ar');
  await page.goto('/message/template-categories');
  await expect(page.getByRole('table', { name: 'فئات القوالب' })).toBeVisible();
  await keepScreenshot(page, 'template-categories-ar');
});
