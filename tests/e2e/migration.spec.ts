/**
 * Moving running applications to another version (issue 30): the dialog shows the server's dry run, a node the
 * new version no longer has gets a mapping, and executing shows the result.
 */
import { expect, test } from '@playwright/test';
import { createDefaultConfig } from '@shared/form';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { callAs, tokenOf } from './apiSupport';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';

test.beforeEach(async ({ page }) => useEnglish(page));

const LISI_ID = 'U1003';
const ADMIN_ID = 'U1001';
const form = {
  list: [{ type: 'input', key: 'reason', model: 'reason', label: 'Reason', options: {}, rules: [] }],
  config: createDefaultConfig(),
};

test('the dry run lists the running applications and executing moves them', async ({ page, request }) => {
  const tag = Date.now().toString(36);
  const processName = `Move ${tag}`;
  const admin = await tokenOf(request, ACCOUNTS.admin);
  const { id: formId } = await callAs<{ id: string }>(
    request,
    admin,
    'POST',
    '/workflow/form/config/update',
    {
      formName: `Move form ${tag}`,
      jsonContent: JSON.stringify(form),
    },
  );
  const design = (node: ReturnType<typeof approver>) => ({
    id: undefined as string | undefined,
    processName,
    processType: 'hr',
    formIds: [formId],
    modelContent: JSON.stringify(flow([node])),
  });
  const v1 = await callAs<{ id: string }>(request, admin, 'POST', '/jflow/publish', {
    ...design({ ...approver('a1', [LISI_ID]), nodeName: 'Team lead' }),
  });
  const zhangsan = await tokenOf(request, ACCOUNTS.zhangsan);
  for (const reason of ['trip', 'course'])
    await callAs(request, zhangsan, 'POST', '/jflow/start', { processId: v1.id, params: { reason } });
  await callAs(request, admin, 'POST', '/jflow/publish', {
    ...design({ ...approver('a2', [ADMIN_ID]), nodeName: 'Controller' }),
    id: v1.id,
  });

  await signIn(page, ACCOUNTS.admin);
  await page.goto('/workflow/templates');
  await page.getByRole('textbox', { name: 'Process' }).fill(processName);
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: processName })
    .getByRole('button', { name: 'Move running' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Move running applications: ${processName}` });
  const rows = dialog.getByRole('row').filter({ hasText: 'Team lead' });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Stays: "Team lead" is gone; choose where it goes');
  await expect(dialog.getByLabel('From version')).toHaveValue('1');
  await expect(dialog.getByLabel('From version').locator('option:checked')).toHaveText(
    'Version 1 · running: 2',
  );
  await expect(dialog.getByRole('button', { name: 'Move applications (0)' })).toBeDisabled();
  await dialog.getByLabel('Team lead').selectOption({ label: 'Controller' });
  await expect(rows.first()).toContainText('Controller');
  await expect(rows.first()).toContainText('Approvers resolved on the new node');
  await keepScreenshot(page, 'migration-dry-run');
  await dialog.getByRole('button', { name: 'Move applications (2)' }).click();
  await expect(dialog.getByText('Done: 2 moved, 0 stayed where they were')).toBeVisible();
  await expect(dialog.getByText('Moved 2 of 2')).toBeVisible();
  await keepScreenshot(page, 'migration-result');
});
