import { expect } from '@playwright/test';
import { openTodo, test } from './personPages';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { callAs, tokenOf } from './apiSupport';
import { ACCOUNTS } from './support';

const STAFF = {
  lisi: { userName: 'lisi', password: 'Staff@12345' },
  wangwu: { userName: 'wangwu', password: 'Staff@12345' },
  zhaoliu: { userName: 'zhaoliu', password: 'Staff@12345' },
};

test('lisi adds zhaoliu after himself (free flow is off: no button); zhaoliu sees the to-do and approves; the application is approved', async ({
  personPage,
  request,
}) => {
  // the comp-day flow keeps the default switches: adding signers on, free flow off; lisi approves it
  const itemName = `Signers ${Date.now()}`;
  const wangwu = await tokenOf(request, STAFF.wangwu);
  const { instanceId } = await callAs<{ instanceId: string }>(request, wangwu, 'POST', '/jflow/start', {
    processId: 'P-COMP',
    itemName,
    degree: 1,
    params: { compDate: '2026-12-03', hours: 4 },
  });

  const lisi = await personPage(STAFF.lisi);
  const modal = await openTodo(lisi, itemName);
  await expect(modal.getByRole('button', { name: 'Add signers' })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Free flow' })).toHaveCount(0);
  await modal.getByLabel('Approval opinion').fill('Zhao Liu signs too');
  await modal.getByRole('button', { name: 'Add signers' }).click();
  const dialog = lisi.getByRole('dialog').filter({ has: lisi.getByRole('radio', { name: 'After me' }) });
  await dialog.getByRole('radio', { name: 'After me' }).check();
  await expect(dialog.getByText('You approve now; the node waits for them before it passes.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add signers' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose at least one person.');
  await dialog.getByLabel('Search people').fill('赵');
  // keyboard: the person is ticked with the space bar
  await dialog.getByRole('checkbox', { name: /赵六/ }).focus();
  await lisi.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: /赵六/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Add signers' }).click();
  await expect(lisi.getByText('Operation successful!').first()).toBeVisible();
  await expect(lisi.getByRole('row').filter({ hasText: itemName })).toHaveCount(0);

  const zhaoliu = await personPage(STAFF.zhaoliu);
  const added = await openTodo(zhaoliu, itemName);
  await expect(added.getByText('Zhao Liu signs too')).toBeVisible();
  await expect(added.getByText(/approved and added signers after themselves: 赵六/)).toBeVisible();
  await added.getByRole('button', { name: 'Agree' }).click();
  await expect(zhaoliu.getByText('Operation successful!').first()).toBeVisible();

  const dynamics = await callAs<{ instanceState: number }>(
    request,
    wangwu,
    'GET',
    `/jflow/nodeInfo?id=${instanceId}`,
  );
  expect(dynamics.instanceState).toBe(1);
});

test('with free flow on, lisi sends the application to wangwu as an extra step; after wangwu approves, zhaoliu gets it on the designed path', async ({
  personPage,
  request,
}) => {
  const admin = await tokenOf(request, ACCOUNTS.admin);
  const itemName = `Free flow ${Date.now().toString(36)}`;
  const { id } = await callAs<{ id: string }>(request, admin, 'POST', '/jflow/add', {
    processName: itemName,
    processType: 'administration',
    modelContent: JSON.stringify(flow([approver('a1', ['U1003']), approver('a2', ['U1005'])])),
    settings: { freeFlow: true },
  });
  await callAs(request, admin, 'GET', `/jflow/deploy?id=${id}`);
  const zhangsan = await tokenOf(request, ACCOUNTS.zhangsan);
  await callAs(request, zhangsan, 'POST', '/jflow/start', { processId: id, itemName, params: {} });

  const lisi = await personPage(STAFF.lisi);
  const modal = await openTodo(lisi, itemName);
  await modal.getByRole('button', { name: 'Free flow' }).click();
  const dialog = lisi.getByRole('dialog', { name: 'Send to a member' });
  await expect(dialog.getByText(/the chosen member handles an extra step/)).toBeVisible();
  await dialog.getByLabel('Search people').fill('王五');
  await dialog.getByRole('checkbox', { name: /王五/ }).focus();
  await lisi.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: /王五/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(lisi.getByText('Operation successful!').first()).toBeVisible();

  const wangwu = await personPage(STAFF.wangwu);
  const extra = await openTodo(wangwu, itemName);
  await expect(extra.getByText(/sent the application to 王五 \(free flow\)/)).toBeVisible();
  await extra.getByRole('button', { name: 'Agree' }).click();
  await expect(wangwu.getByText('Operation successful!').first()).toBeVisible();

  const zhaoliu = await personPage(STAFF.zhaoliu);
  await expect(await openTodo(zhaoliu, itemName)).toBeVisible();
});
