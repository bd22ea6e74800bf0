/**
 * Display settings and administration of instances: the summary fields picked in the flow settings show in the
 * to-do list; the administrator's instance list filters and force-terminates an instance.
 */
import { expect } from '@playwright/test';
import { test } from './personPages';
import { createDefaultConfig } from '@shared/form';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { callAs, tokenOf } from './apiSupport';
import { ACCOUNTS } from './support';

const LISI = { userName: 'lisi', password: 'Staff@12345' };
const LISI_ID = 'U1003';

const field = (key: string, label: string, type = 'input', required = false) => ({
  type,
  key,
  model: key,
  label,
  options: {},
  rules: [{ required, message: required ? `${label} needed` : '' }],
});

const tripForm = {
  list: [
    field('days', 'Days', 'number', true),
    field('reason', 'Reason'),
    field('note', 'Note'),
    field('destination', 'Destination'),
  ],
  config: createDefaultConfig(),
};

/** A published trip flow (one approver: lisi) with its own form; answers the flow id and its name. */
const tripFlow = async (token: string, request: Parameters<typeof callAs>[0], tag: string) => {
  const { id: formId } = await callAs<{ id: string }>(
    request,
    token,
    'POST',
    '/workflow/form/config/update',
    {
      formName: `Trip form ${tag}`,
      jsonContent: JSON.stringify(tripForm),
    },
  );
  const processName = `Trip ${tag}`;
  const { id } = await callAs<{ id: string }>(request, token, 'POST', '/jflow/add', {
    processName,
    processType: 'hr',
    formIds: [formId],
    modelContent: JSON.stringify(flow([approver('a1', [LISI_ID])])),
  });
  await callAs(request, token, 'GET', `/jflow/deploy?id=${id}`);
  return { id, processName };
};

test('summary fields picked in the flow settings show in the to-do list', async ({ personPage, request }) => {
  const tag = Date.now().toString(36);
  const admin = await tokenOf(request, ACCOUNTS.admin);
  const trip = await tripFlow(admin, request, tag);

  const page = await personPage(ACCOUNTS.admin);
  await page.goto(`/workflow/flow-designer/${trip.id}/flowSetting`);
  await page.getByRole('menuitem', { name: 'Display settings' }).click();
  const summary = page.getByRole('radiogroup').nth(1);
  await summary.getByText('Custom').click();
  const add = page.getByLabel('Add a field');
  await add.selectOption({ label: 'Destination' });
  await add.selectOption({ label: 'Days' });
  const chosen = page.getByRole('list', { name: 'Summary fields' });
  await expect(chosen.getByRole('listitem')).toHaveText(['Destination', 'Days']);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved').first()).toBeVisible();
  await callAs(request, admin, 'GET', `/jflow/deploy?id=${trip.id}`);

  const zhangsan = await tokenOf(request, ACCOUNTS.zhangsan);
  await callAs(request, zhangsan, 'POST', '/jflow/start', {
    processId: trip.id,
    params: { days: 4, reason: 'conference', note: 'n/a', destination: `Lisbon ${tag}` },
  });
  const lisi = await personPage(LISI);
  await lisi.goto('/approval/todo');
  const row = lisi.getByRole('row').filter({ hasText: trip.processName });
  await expect(row.getByRole('definition')).toHaveText([`Lisbon ${tag}`, '4']);
  await expect(row.getByRole('term')).toHaveText(['Destination', 'Days']);
  await expect(row).not.toContainText('conference');
});

test('the instance administration page filters and force-terminates an instance', async ({
  personPage,
  request,
}) => {
  const tag = Date.now().toString(36);
  const admin = await tokenOf(request, ACCOUNTS.admin);
  const trip = await tripFlow(admin, request, `admin ${tag}`);
  const zhangsan = await tokenOf(request, ACCOUNTS.zhangsan);
  for (const name of ['north', 'south'])
    await callAs(request, zhangsan, 'POST', '/jflow/start', {
      processId: trip.id,
      itemName: `Trip ${name} ${tag}`,
      params: { days: 1 },
    });

  const page = await personPage(ACCOUNTS.admin);
  await page.goto('/workflow/instances');
  await page.getByLabel('Flow', { exact: true }).selectOption({ label: trip.processName });
  await page.getByLabel('Search title, flow or initiator').fill(`north ${tag}`);
  await page.getByRole('button', { name: 'Search' }).click();
  const rows = page.getByRole('row').filter({ hasText: tag });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`Trip north ${tag}`);

  await rows.getByRole('button', { name: 'Manage' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Open tasks' });
  await expect(dialog.getByRole('cell', { name: 'node a1' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Force terminate' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByLabel('Reason').fill('entered twice');
  await confirm.getByRole('button', { name: 'Force terminate' }).click();
  await expect(page.getByText('Operation successful!').first()).toBeVisible();
  await expect(dialog.getByText('No open tasks.')).toBeVisible();
  await expect(dialog.getByText('terminated the process')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(rows).toContainText('Terminated');

  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Under approval' });
  await page.getByLabel('Search title, flow or initiator').fill(tag);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`Trip south ${tag}`);
});
