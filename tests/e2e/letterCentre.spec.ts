import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { callAs, tokenOf } from './apiSupport';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';

const STAFF = {
  lisi: { userName: 'lisi', password: 'Staff@12345' },
  wangwu: { userName: 'wangwu', password: 'Staff@12345' },
};

/** wangwu applies for a comp day (lisi approves it); lisi hands one task on to admin, who gets a to-do letter. */
const applications = async (request: APIRequestContext, names: string[]) => {
  const [wangwu, lisi] = await Promise.all([tokenOf(request, STAFF.wangwu), tokenOf(request, STAFF.lisi)]);
  const taskIds: string[] = [];
  for (const itemName of names) {
    const { instanceId } = await callAs<{ instanceId: string }>(request, wangwu, 'POST', '/jflow/start', {
      processId: 'P-COMP',
      itemName,
      degree: 1,
      params: { compDate: '2026-12-03', hours: 4 },
    });
    const todos = await callAs<{ rows: Array<{ id: string; taskId: string }> }>(
      request,
      lisi,
      'GET',
      '/jflow/myTask?pageNum=1&limit=100&category=todo',
    );
    taskIds.push(todos.rows.find((row) => row.id === instanceId)?.taskId ?? '');
  }
  return (index: number) =>
    callAs(request, lisi, 'POST', '/jflow/passOn', { id: taskIds[index], targetUserId: 'U1001' });
};

/** The bell's unread count, once it shows one. */
const unreadOnBell = async (page: Page) => {
  const bell = page.getByRole('button', { name: /^Messages, \d+ unread$/ });
  const label = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1]);
};
/** The bell says how many letters are unread (just 'Messages' when none is). */
const bellShows = (page: Page, count: number) =>
  expect(
    page.getByRole('button', { name: count > 0 ? `Messages, ${count} unread` : 'Messages', exact: true }),
  ).toBeVisible();

test('a to-do letter arrives live, filters and search find it, its detail opens the task; delete asks first and the bell follows', async ({
  page,
  request,
}) => {
  const tag = `Centre ${Date.now()}`;
  const [first, second] = [`${tag} first`, `${tag} second`];
  const handOn = await applications(request, [first, second]);
  await handOn(0);

  await useEnglish(page);
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/message/letters');
  await expect(page.getByRole('button', { name: /^Messages, \d+ unread$/ })).toBeVisible();
  const unread = await unreadOnBell(page);

  await page.getByLabel('Type').selectOption({ label: 'Approval to do' });
  await page.getByLabel('Sent from').fill(new Date().toLocaleDateString('sv-SE'));
  await page.getByRole('searchbox', { name: 'Search title or content' }).fill(tag);
  await page.keyboard.press('Enter');
  const table = page.getByRole('table', { name: 'Messages' });
  await expect(table.getByRole('row')).toHaveCount(2);
  /** A row's title button (its first button; the last one deletes it). */
  const titleOf = (name: string) =>
    table.getByRole('row').filter({ hasText: name }).getByRole('button').first();
  const firstTitle = titleOf(first);
  await expect(firstTitle).toBeVisible();

  // a second letter comes through the stream: the centre and the bell show it without a reload
  await handOn(1);
  await expect(titleOf(second)).toBeVisible();
  await bellShows(page, unread + 1);

  // the list works from the keyboard; opening a letter reads it
  await firstTitle.focus();
  await page.keyboard.press('Enter');
  const detail = page.getByRole('dialog', { name: new RegExp(first) });
  await expect(detail.getByText('Approval to do')).toBeVisible();
  await bellShows(page, unread);
  await keepScreenshot(page, 'letter-centre-detail');

  const openTask = detail.getByRole('button', { name: 'Open the approval task' });
  await openTask.click();
  const task = page.getByRole('dialog', { name: /调休/ });
  await expect(task.getByLabel('Business name')).toHaveValue(first);
  await page.keyboard.press('Escape');
  await expect(task).toHaveCount(0);
  await expect(openTask).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(detail).toHaveCount(0);
  await expect(firstTitle).toBeFocused();

  const pick = table.getByRole('checkbox', { name: new RegExp(`Select .*${second}`) });
  await pick.focus();
  await page.keyboard.press('Space');
  await expect(pick).toBeChecked();
  await page
    .getByRole('toolbar', { name: 'Message actions' })
    .getByRole('button', { name: 'Delete' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete messages' });
  await expect(confirm).toContainText('Delete the selected messages (1)?');
  await keepScreenshot(page, 'letter-centre-confirm-delete');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Operation successful!').first()).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: second })).toHaveCount(0);
  await bellShows(page, unread - 1);
});
