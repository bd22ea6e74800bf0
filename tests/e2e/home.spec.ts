import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { HomeData } from '@shared/api/modules/analytics';
import { callAs, tokenOf } from './apiSupport';
import { callApi } from './flowsSupport';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';

/** The seeded English names of Jflow_Degree (server/db/seed/dicts.ts). */
const DEGREE_NAMES: Record<number, string> = { 1: 'Normal', 2: 'Urgent', 3: 'Very urgent' };
const STAFF = {
  lisi: { userName: 'lisi', password: 'Staff@12345' },
  wangwu: { userName: 'wangwu', password: 'Staff@12345' },
};

/**
 * zhangsan approves nothing in the seeded flows: wangwu applies for time off in lieu (lisi approves) with the
 * given urgencies, and lisi hands each task on to zhangsan.
 */
const seedTodosOfZhangsan = async (request: APIRequestContext, degrees: number[], tag: string) => {
  const [wangwu, lisi] = await Promise.all([tokenOf(request, STAFF.wangwu), tokenOf(request, STAFF.lisi)]);
  const instanceIds: string[] = [];
  for (const [i, degree] of degrees.entries()) {
    const started = await callAs<{ instanceId: string }>(request, wangwu, 'POST', '/jflow/start', {
      processId: 'P-COMP',
      itemName: `${tag} #${i + 1}`,
      degree,
      params: { compDate: '2026-12-03', hours: 4 },
    });
    instanceIds.push(started.instanceId);
  }
  const todos = await callAs<{ rows: Array<{ id: string; taskId: string }> }>(
    request,
    lisi,
    'GET',
    '/jflow/myTask?pageNum=1&limit=100&category=todo',
  );
  for (const instanceId of instanceIds) {
    const row = todos.rows.find((r) => r.id === instanceId);
    expect(row, `lisi's task on ${instanceId}`).toBeDefined();
    await callAs(request, lisi, 'POST', '/jflow/passOn', { id: row?.taskId, targetUserId: 'U1002' });
  }
};

const homeOf = (page: Page) => callApi<HomeData>(page, 'GET', '/analytics/home?oldest=5');

test.beforeEach(async ({ page }) => useEnglish(page));

test('zhangsan sees his to-dos by urgency and by age, and the oldest one opens in the approval modal', async ({
  page,
  request,
}) => {
  const tag = `home-e2e ${Date.now()}`;
  await seedTodosOfZhangsan(request, [3, 1, 3], tag);
  await signIn(page, ACCOUNTS.zhangsan);
  const expected = await homeOf(page);
  // what was just handed on is counted: two very urgent to-dos at least
  expect(expected.todo.byDegree.find((d) => d.degree === 3)?.count ?? 0).toBeGreaterThanOrEqual(2);

  const card = page.getByRole('region', { name: /^To-dos/ });
  await expect(card.getByText(`${expected.todo.total} in all`)).toBeVisible();
  const byDegree = card.getByRole('table', { name: 'By urgency' });
  await expect(byDegree.locator('tbody tr')).toHaveCount(expected.todo.byDegree.length);
  for (const { degree, count } of expected.todo.byDegree)
    await expect(
      byDegree.getByRole('row', { name: `${DEGREE_NAMES[degree]} ${count}`, exact: true }),
    ).toBeVisible();
  const byAge = card.getByRole('table', { name: 'By time waiting' });
  const underDay = expected.todo.byAge[0]?.count ?? 0;
  await expect(byAge.getByRole('row', { name: `Under a day ${underDay}`, exact: true })).toBeVisible();
  await keepScreenshot(page, 'home-zhangsan');

  const oldest = expected.todo.oldest[0];
  expect(oldest).toBeDefined();
  const list = card.getByRole('list', { name: 'Waiting longest' });
  await expect(list.getByRole('listitem')).toHaveCount(expected.todo.oldest.length);
  await list
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: oldest?.itemName, exact: true })
    .click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByLabel('Business name')).toHaveValue(oldest?.itemName ?? '');
  // handled from the home page: the figures follow
  await modal.getByRole('button', { name: 'Agree' }).click();
  await expect(page.getByText('Operation successful!').first()).toBeVisible();
  await expect(card.getByText(`${expected.todo.total - 1} in all`)).toBeVisible();
  await expect(list.getByRole('button', { name: oldest?.itemName, exact: true })).toHaveCount(0);
});

test('an administrator sees the open instances per flow and the overtime count', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  const expected = await homeOf(page);
  const workflow = expected.workflow;
  expect(workflow).not.toBeNull();
  const card = page.getByRole('region', { name: 'Open approvals in this tenant' });
  await expect(card.getByText(`Open instances: ${workflow?.openInstances}`)).toBeVisible();
  await expect(card.getByText(`Overtime tasks: ${workflow?.overtimeTasks}`)).toBeVisible();
  const table = card.getByRole('table', { name: 'Open instances per flow' });
  await expect(table.locator('tbody tr')).toHaveCount(workflow?.byFlow.length ?? 0);
  for (const flow of workflow?.byFlow ?? [])
    await expect(
      table.getByRole('row', {
        name: `${flow.processName} ${flow.openInstances} ${flow.overtimeTasks}`,
        exact: true,
      }),
    ).toBeVisible();
  await keepScreenshot(page, 'home-admin-workflow');
});

test('a user with nothing to do is told so and pointed to starting an application', async ({ page }) => {
  await signIn(page, ACCOUNTS.sunqi);
  await expect(page.getByText('No to-dos', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      'Nothing is waiting for you. To ask for leave, a trip or an expense, start an application.',
    ),
  ).toBeVisible();
  await expect(page.getByText('No applications yet')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Open approvals in this tenant' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Start an application' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
