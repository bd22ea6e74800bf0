/**
 * Template settings (workflow spec §2.5 data push with field mapping; §7 field aliases, callback config
 * remove): an administrator edits a field alias and finds it after reopening; a bad alias is refused with the
 * reason; a setup removed after confirmation leaves the list while its push log stays.
 */
import { expect, test, type Page } from '@playwright/test';
import { createDefaultConfig } from '../../shared/form/defaults';
import { callAs, tokenOf } from './apiSupport';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
  await signIn(page, ACCOUNTS.admin);
});

const input = (key: string, label: string) => ({
  type: 'input',
  key,
  model: key,
  label,
  options: {},
  rules: [{ required: false, message: '' }],
});

/** A template with one form (Days, Reason) and two push setups; the second has a test push in its log. */
const templateWithSetups = async (page: Page, tag: string) => {
  const token = await tokenOf(page.request, ACCOUNTS.admin);
  const form = await callAs<{ id: string }>(page.request, token, 'POST', '/workflow/form/config/update', {
    formName: `Push form ${tag}`,
    jsonContent: JSON.stringify({
      list: [input('days', 'Days'), input('reason', 'Reason')],
      config: createDefaultConfig(),
    }),
  });
  const { id } = await callAs<{ id: string }>(page.request, token, 'POST', '/jflow/add', {
    processName: `Push ${tag}`,
    processType: 'hr',
    formIds: [form.id],
  });
  const urls = { kept: `http://localhost:9/kept-${tag}`, dropped: `http://localhost:9/dropped-${tag}` };
  const setup = (url: string) =>
    callAs<{ id: string }>(page.request, token, 'POST', '/workflow/callback/config/add', {
      processId: id,
      url,
      method: 'POST',
      dataFormat: 'json',
      fieldMapping: [],
      events: [],
      enabled: true,
    });
  await setup(urls.kept);
  const dropped = await setup(urls.dropped);
  // nothing listens on port 9: the attempt is logged as failed
  await callAs(page.request, token, 'GET', `/jflow/pushDataTest?id=${dropped.id}`);
  return { id, urls };
};

const setupsTable = (page: Page) => page.getByRole('table', { name: 'Data push setups' });
const aliasBox = (page: Page, label: string) => page.getByRole('textbox', { name: `Alias of ${label}` });

test('a field alias is saved in the data push setup and shown after reopening; a bad one is refused with the reason', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const { id } = await templateWithSetups(page, tag);
  await page.goto(`/workflow/template-settings/${id}`);
  await expect(aliasBox(page, 'Days')).toHaveValue('');
  const save = page.getByRole('button', { name: 'Save aliases' });
  await expect(save).toBeDisabled();

  await aliasBox(page, 'Days').fill('leave days');
  await save.click();
  await expect(
    page.getByText(
      'Invalid items[0].alias: The alias “leave days” may hold only letters, digits, _ . and -.',
    ),
  ).toBeVisible();
  await aliasBox(page, 'Days').fill('leave_days');
  await save.click();
  await expect(page.getByText('Operation successful!').first()).toBeVisible();
  await expect(save).toBeDisabled();
  await keepScreenshot(page, 'push-setup-aliases');

  await page.reload();
  await expect(aliasBox(page, 'Days')).toHaveValue('leave_days');
  await expect(aliasBox(page, 'Reason')).toHaveValue('');
  // the mapping offers the field under its alias
  await page.getByRole('button', { name: 'Add mapping' }).click();
  await expect(page.getByRole('combobox', { name: 'Source field' })).toContainText('Days (leave_days)');
});

test('a setup removed after confirmation leaves the list; cancelling keeps it; its push log stays', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const { id, urls } = await templateWithSetups(page, tag);
  await page.goto(`/workflow/template-settings/${id}`);
  const rowOf = (url: string) => setupsTable(page).getByRole('row').filter({ hasText: url });
  await expect(rowOf(urls.kept)).toBeVisible();
  await expect(rowOf(urls.dropped)).toBeVisible();
  const log = page.getByRole('table').filter({ hasText: 'Attempt' });
  await expect(log.getByRole('row').filter({ hasText: urls.dropped })).toHaveCount(1);

  // cancelled: nothing changes
  await rowOf(urls.dropped).getByRole('button', { name: 'Delete' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText(`Delete the data push to ${urls.dropped}? This cannot be undone.`);
  await keepScreenshot(page, 'push-setup-remove-question');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(rowOf(urls.dropped)).toBeVisible();

  // confirmed: the setup leaves the list, the log keeps its attempt
  await rowOf(urls.dropped).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Operation successful!').first()).toBeVisible();
  await expect(rowOf(urls.dropped)).toHaveCount(0);
  await expect(rowOf(urls.kept)).toBeVisible();
  await expect(log.getByRole('row').filter({ hasText: urls.dropped })).toHaveCount(1);

  await page.reload();
  await expect(rowOf(urls.kept)).toBeVisible();
  await expect(rowOf(urls.dropped)).toHaveCount(0);
  await expect(log.getByRole('row').filter({ hasText: urls.dropped })).toHaveCount(1);
  await keepScreenshot(page, 'push-setup-after-remove');
});
