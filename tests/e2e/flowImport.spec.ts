import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn, useEnglish } from './support';

/**
 * A real flowlong document (the engine's own test data) imported through the flow designer's dialog, as a user
 * does: the report names every converted, approximated and left-out node, and the approvers are in the flow.
 */
test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await useEnglish(page);
  await signIn(page, ACCOUNTS.admin);
});

const fixture = (name: string) => `${process.cwd()}/tests/fixtures/flows/${name}`;

test('flowlong imports report each node by name, and the imported approvers are in the flow', async ({
  page,
}) => {
  await page.goto('/workflow/flow-designer/new/flowDesign');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a flow' });
  const report = dialog.getByRole('region', { name: 'Import succeeded' });

  // an inclusive route (type 9), chosen as a file: condition branches, with the warning naming the route
  await dialog.locator('input[type="file"]').setInputFiles(fixture('flowlong_inclusiveProcess.json'));
  await expect(dialog.getByLabel('Flow JSON')).toHaveValue(/inclusiveNodes/);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(report.getByRole('list', { name: 'Approximated (1)' })).toHaveText(
    '包容路由: Inclusive route became condition branches: matching branches are no longer taken together, only the first one that matches',
  );
  // what was converted as it was: folded away until asked for
  await report.getByText('Converted (7)').click();
  await expect(report.getByRole('list', { name: 'Converted (7)' })).toContainText('包容分支审核01');
  await expect(report.getByRole('list', { name: 'Converted (7)' })).toContainText('包容分支审核02');

  // a route/jump branch (type 23), pasted: a placeholder approver, each jump named as left out
  await dialog.getByLabel('Flow JSON').fill(readFileSync(fixture('flowlong_routeBranch.json'), 'utf8'));
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(report.getByRole('list', { name: /^Approximated/ })).toContainText(
    '路由分支: Route/jump branch replaced by a placeholder approver with nobody set; set it up again',
  );
  await expect(report.getByRole('list', { name: 'Left out (2)' })).toContainText(
    '路由分支: Jump "路由至主管审批" to node k005 was left out',
  );
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toHaveCount(0);

  // the flow now holds every approver of the document, the placeholder and the cc node beneath it
  await page.getByRole('tab', { name: 'Outline' }).click();
  await expect(page.getByRole('tree', { name: 'Flow outline' }).getByRole('treeitem')).toHaveText([
    'Initiator: 发起人',
    'Approver: 主管审核',
    'Condition branch group: 条件路由',
    'Condition: 条件 1',
    'Approver: 财务总监审核',
    'Condition: 默认条件',
    'Approver: 路由分支',
    'CC: 抄送人',
    'Approver: 技术总监审核',
  ]);
});
