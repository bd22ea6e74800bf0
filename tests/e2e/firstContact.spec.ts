/**
 * Issue 29 "a first start that shows the product": the home page counts what waits for the reader, and the user
 * menu's to-do count follows an action — one handled, one fewer — without a reload.
 */
import { expect, test } from '@playwright/test';
import type { HomeData } from '@shared/api/modules/analytics';
import { callAs, tokenOf } from './apiSupport';
import { callApi } from './flowsSupport';
import { signIn, useEnglish } from './support';

const LISI = { userName: 'lisi', password: 'Staff@12345' };
const WANGWU = { userName: 'wangwu', password: 'Staff@12345' };

test.beforeEach(async ({ page }) => useEnglish(page));

test('lisi sees his to-dos on the home page and in the user menu, one fewer once he handled one', async ({
  page,
  request,
}) => {
  const [wangwu, lisi] = await Promise.all([tokenOf(request, WANGWU), tokenOf(request, LISI)]);
  const { instanceId } = await callAs<{ instanceId: string }>(request, wangwu, 'POST', '/jflow/start', {
    processId: 'P-COMP',
    itemName: `first-contact ${Date.now()}`,
    params: { compDate: '2026-12-03', hours: 4 },
  });
  await signIn(page, LISI);
  const home = await callApi<HomeData>(page, 'GET', '/analytics/home?oldest=5');
  expect(home.todo.total).toBeGreaterThan(0);
  await expect(
    page.getByRole('region', { name: /^To-dos/ }).getByText(`${home.todo.total} in all`),
  ).toBeVisible();

  const menuButton = page.getByRole('button', { name: /User menu$/ });
  const todoCount = page.getByRole('menu', { name: 'User menu' }).getByText(/^To-dos \d+$/);
  await menuButton.click();
  await expect(todoCount).toHaveText(`To-dos ${home.todo.total}`);
  await page.keyboard.press('Escape');
  await expect(todoCount).toBeHidden();

  const todos = await callAs<{ rows: Array<{ id: string; taskId: string }> }>(
    request,
    lisi,
    'GET',
    '/jflow/myTask?pageNum=1&limit=100&category=todo',
  );
  const task = todos.rows.find((row) => row.id === instanceId);
  await callAs(request, lisi, 'POST', '/jflow/approve', {
    isPass: true,
    taskId: task?.taskId,
    comment: 'OK',
  });
  await menuButton.click();
  await expect(todoCount).toHaveText(`To-dos ${home.todo.total - 1}`);
});
