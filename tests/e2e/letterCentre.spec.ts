import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { callAs, tokenOf } from './apiSupport';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';

const STAFF = {
  lisi: { userName: 'lisi', password: 'Staff@12345' },
  wangwu: { userName: 'wangwu', password: 'Staff@12345' },
};

/**
 * wangwu applies for a comp day (lisi approves it) and lisi hands the task on to admin, who gets a to-do letter.
 * Answers how wangwu then urges it: admin, holding the task, gets a reminder letter.
 */
const applyAndHandOn = async (request: APIRequestContext, itemName: string) => {
  const [wangwu, lisi] = await Promise.all([tokenOf(request, STAFF.wangwu), tokenOf(request, STAFF.lisi)]);
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
  const taskId = todos.rows.find((row) => row.id === instanceId)?.taskId;
  await callAs(request, lisi, 'POST', '/jflow/passOn', { id: taskId, targetUserId: 'U1001' });
  return () => callAs(request, wangwu, 'POST', '/jflow/urge', { id: instanceId });
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

test('a to-do letter is found by filters and search, its detail opens the task; a reminder arrives live and is deleted after confirmation; the bell follows', async ({
  page,
  request,
}) => {
  const tag = `Centre ${Date.now()}`;
  const urge = await applyAndHandOn(request, tag);

  await useEnglish(page);
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/message/letters');
  await expect(page.getByRole('button', { name: /^Messages, \d+ unread$/ })).toBeVisible();
  const unread = await unreadOnBell(page);

  await page.getByRole('searchbox', { name: 'Search title or content' }).fill(tag);
  await page.keyboard.press('Enter');
  const table = page.getByRole('table', { name: 'Messages' });
  /** A row's title button (its first button; the last one deletes it). */
  const titleOf = (name: string) =>
    table.getByRole('row').filter({ hasText: name }).getByRole('button').first();
  await expect(table.getByRole('row')).toHaveCount(2);

  // wangwu urges: the reminder comes through the stream, the centre and the bell show it without a reload
  await urge();
  await expect(table.getByRole('row')).toHaveCount(3);
  await bellShows(page, unread + 1);

  await page.getByLabel('Type').selectOption({ label: 'Approval to do' });
  await page.getByLabel('Sent from').fill(new Date().toLocaleDateString('sv-SE'));
  await expect(table.getByRole('row')).toHaveCount(2);
  const todo = titleOf(tag);

  // the list works from the keyboard; opening a letter reads it
  await todo.focus();
  await page.keyboard.press('Enter');
  const detail = page.getByRole('dialog', { name: new RegExp(tag) });
  await expect(detail.getByText('Approval to do')).toBeVisible();
  await bellShows(page, unread);
  await keepScreenshot(page, 'letter-centre-detail');

  // the link opens the task modal, where admin handles the task; the focus comes back to the link
  const openTask = detail.getByRole('button', { name: 'Open the approval task' });
  await openTask.click();
  const task = page.getByRole('dialog', { name: /调休/ });
  await expect(task.getByLabel('Business name')).toHaveValue(tag);
  await task.getByRole('button', { name: 'Agree' }).click();
  await expect(page.getByText('Operation successful!').first()).toBeVisible();
  await expect(task).toHaveCount(0);
  await expect(openTask).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(detail).toHaveCount(0);
  await expect(todo).toBeFocused();

  await page.getByLabel('Type').selectOption({ label: 'Reminder' });
  // the to-do row also counts two rows: wait until the reminder has replaced it, or Space would tick the old row
  await expect(table.getByRole('row').filter({ hasText: 'Reminder' })).toHaveCount(1);
  await expect(table.getByRole('row')).toHaveCount(2);
  const pick = table.getByRole('checkbox', { name: new RegExp(`Select .*${tag}`) });
  await pick.focus();
  await page.keyboard.press('Space');
  await expect(pick).toBeChecked();
  const actions = page.getByRole('toolbar', { name: 'Message actions' });
  await actions.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete messages' });
  await expect(confirm).toContainText('Delete the selected messages (1)?');
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused();
  await keepScreenshot(page, 'letter-centre-confirm-delete');
  await page.keyboard.press('Enter');
  await expect(page.getByText('No message matches the filters')).toBeVisible();
  await bellShows(page, unread - 1);
  // the Delete button went disabled with the selection: the focus stays on the toolbar, not lost to the page
  await expect(actions).toBeFocused();
});
