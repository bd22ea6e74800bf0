import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { staff, test } from './personPages';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { callAs, tokenOf } from './apiSupport';
import { ACCOUNTS } from './support';

/** Publishes a one-step flow lisi approves, with `settings`; its id. */
const publishFlow = async (request: APIRequestContext, name: string, settings: Record<string, unknown>) => {
  const admin = await tokenOf(request, ACCOUNTS.admin);
  const { id } = await callAs<{ id: string }>(request, admin, 'POST', '/jflow/add', {
    processName: name,
    processType: 'administration',
    modelContent: JSON.stringify(flow([approver('a1', ['U1003'])])),
    settings,
  });
  await callAs(request, admin, 'GET', `/jflow/deploy?id=${id}`);
  return id;
};

test('lisi approves three to-dos at once from the list and reads each outcome: two approved, one needs a signature', async ({
  personPage,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const plain = await publishFlow(request, `Quick ${stamp}`, {});
  const signed = await publishFlow(request, `Quick signed ${stamp}`, { handwrittenSignature: true });
  const zhangsan = await tokenOf(request, ACCOUNTS.zhangsan);
  const items = [`Quick A ${stamp}`, `Quick B ${stamp}`, `Quick C ${stamp}`];
  for (const [index, itemName] of items.entries())
    await callAs(request, zhangsan, 'POST', '/jflow/start', {
      processId: index === 2 ? signed : plain,
      itemName,
      params: {},
    });

  const lisi = await personPage(staff('lisi'));
  await lisi.goto('/approval/todo');
  const button = lisi.getByRole('button', { name: /^Quick approve/ });
  await expect(button).toHaveText('Quick approve (0)');
  await expect(button).toBeDisabled();
  for (const itemName of items)
    await lisi
      .getByRole('checkbox', { name: `Choose "${itemName}" for quick approval` })
      .check({ force: true });
  await expect(button).toHaveText('Quick approve (3)');
  await button.click();

  const question = lisi.getByRole('alertdialog');
  await expect(question).toContainText('Approve the 3 selected tasks with their forms as they stand?');
  await question.getByRole('button', { name: 'Approve' }).click();

  const results = lisi.getByRole('dialog', { name: 'Quick approval results' });
  await expect(results.getByText('Approved: 2 · Refused: 1')).toBeVisible();
  const rowOf = (itemName: string) => results.getByRole('row').filter({ hasText: itemName });
  await expect(rowOf(items[0] ?? '')).toContainText('Approved');
  await expect(rowOf(items[1] ?? '')).toContainText('Approved');
  await expect(rowOf(items[2] ?? '')).toContainText('RefusedSign by hand before agreeing.');
  await results.getByRole('button', { name: 'Close' }).last().click();
  await expect(results).toHaveCount(0);

  // the approved ones left the to-do list; the one that needs a signature stays
  await expect(lisi.getByRole('row').filter({ hasText: items[0] ?? '' })).toHaveCount(0);
  await expect(lisi.getByRole('row').filter({ hasText: items[1] ?? '' })).toHaveCount(0);
  await expect(lisi.getByRole('row').filter({ hasText: items[2] ?? '' })).toHaveCount(1);
  await expect(button).toHaveText('Quick approve (0)');
});

test('a flow with quick approval off offers no choice on its to-do row', async ({ personPage, request }) => {
  const stamp = Date.now().toString(36);
  const off = await publishFlow(request, `No quick ${stamp}`, { quickApproval: false });
  const zhangsan = await tokenOf(request, ACCOUNTS.zhangsan);
  const itemName = `No quick item ${stamp}`;
  await callAs(request, zhangsan, 'POST', '/jflow/start', { processId: off, itemName, params: {} });
  const lisi = await personPage(staff('lisi'));
  await lisi.goto('/approval/todo');
  const row = lisi.getByRole('row').filter({ hasText: itemName });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('checkbox')).toHaveCount(0);
});
