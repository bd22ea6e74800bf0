import { expect, test } from '@playwright/test';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';

/** Console spec rows of issue 29 a person sees: projects managed in the console, the user form's personal fields. */

test('projects are added, edited and deleted in the console; a project’s data view shows its fields', async ({
  page,
}) => {
  await useEnglish(page);
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/project');
  const name = `Harbour solar ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('please enter the project name')).toBeVisible();
  await dialog.getByLabel('Project name').fill(name);
  await dialog.getByLabel('Description').fill('Rooftop panels on pier 3');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const card = page.getByLabel(name, { exact: true });
  await expect(card).toContainText('Rooftop panels on pier 3');

  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit project' });
  await edit.getByLabel('Description').fill('Rooftop panels on piers 3 and 4');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(card).toContainText('Rooftop panels on piers 3 and 4');

  await card.getByRole('button', { name: 'Enter' }).click();
  await expect(page).toHaveURL(/\/project\/[^/]+\/data-view$/);
  const fields = page.getByRole('definition');
  await expect(page.locator('.project-fields')).toContainText('DescriptionRooftop panels on piers 3 and 4');
  await expect(page.locator('.project-fields')).toContainText('Default projectNo');
  await expect(fields).toHaveCount(6);
  await keepScreenshot(page, 'project-data-view');

  await page.goto('/project');
  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByLabel(name, { exact: true })).toHaveCount(0);
});

test('in Arabic the user form takes job number, sex, ID card, avatar and remark, and names a wrong ID card', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('admin-language', 'ar_EG'));
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/system/user');
  await page.getByRole('button', { name: 'إضافة مستخدم' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('الرقم الوظيفي')).toBeVisible();
  await expect(dialog.getByLabel('الجنس')).toBeVisible();
  await expect(dialog.getByLabel('الصورة الرمزية')).toBeAttached();
  await dialog.getByLabel('رقم بطاقة الهوية').fill('110105194912310021');
  await dialog.getByLabel('ملاحظة').fill('ملاحظة تجريبية');
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  await expect(
    dialog.getByText('أدخل رقم بطاقة هوية من 18 خانة بتاريخ ميلاد وخانة تحقق صحيحين'),
  ).toBeVisible();
  await keepScreenshot(page, 'user-form-ar');
  await dialog.getByLabel('رقم بطاقة الهوية').fill('11010519491231002X');
  await expect(dialog.getByText('أدخل رقم بطاقة هوية من 18 خانة بتاريخ ميلاد وخانة تحقق صحيحين')).toHaveCount(
    0,
  );
});
