import { expect } from '@playwright/test';
import { test } from './personPages';
import { callAs, tokenOf } from './apiSupport';
import { ACCOUNTS } from './support';

const STAFF = {
  lisi: { userName: 'lisi', password: 'Staff@12345' },
  wangwu: { userName: 'wangwu', password: 'Staff@12345' },
};
const IDS = { lisi: 'U1003', wangwu: 'U1004' };

const FORM = {
  list: [{ type: 'input', key: 'reason', model: 'reason', label: 'Reason', options: {}, rules: [] }],
  config: { layout: 'horizontal', labelWidth: 100, labelLayout: 'flex', formEvents: [], hideRules: [] },
};

/** start → lisi approves; the delegate switch on. */
const TREE = {
  id: 'root',
  nodeName: 'Initiator',
  type: 0,
  configure: { withdraw: true },
  childNode: {
    id: 'a1',
    nodeName: 'Manager',
    type: 1,
    setType: 1,
    examineMode: 1,
    nodeUserList: [{ id: IDS.lisi, name: '李四' }],
    childNode: null,
  },
};

test.describe.configure({ mode: 'serial' });

let processId = '';
let processName = '';

test.beforeAll(async ({ request }) => {
  const admin = await tokenOf(request, ACCOUNTS.admin);
  const form = await callAs<{ id: string }>(request, admin, 'POST', '/workflow/form/config/update', {
    formName: 'Delegation form',
    jsonContent: JSON.stringify(FORM),
  });
  processName = `Delegated flow ${Date.now()}`;
  processId = (
    await callAs<{ id: string }>(request, admin, 'POST', '/jflow/add', {
      processName,
      processType: 'hr',
      formIds: [form.id],
      modelContent: JSON.stringify(TREE),
      settings: { delegate: true },
    })
  ).id;
  await callAs(request, admin, 'GET', `/jflow/deploy?id=${processId}`);
});

test('lisi sets a delegation to wangwu; a new task goes to wangwu on behalf of lisi, read-only for lisi', async ({
  personPage,
  request,
}) => {
  const lisi = await personPage(STAFF.lisi);
  await lisi.getByRole('button', { name: /User menu/ }).click();
  await lisi.getByRole('menuitem', { name: 'Out-of-office delegation' }).click();
  await expect(lisi.getByText('No delegation yet.')).toBeVisible();
  await lisi.getByRole('button', { name: 'New delegation' }).click();
  await lisi.getByLabel('Delegate').selectOption(IDS.wangwu);
  await lisi.getByRole('radio', { name: 'Chosen flows' }).check({ force: true });
  await lisi.getByRole('checkbox', { name: processName }).check({ force: true });
  await lisi.getByRole('button', { name: 'Save' }).click();
  await expect(lisi.getByText('Delegation saved')).toBeVisible();
  const row = lisi.getByRole('row').filter({ hasText: '王五' });
  await expect(row).toContainText(processName);

  const zhangsan = await tokenOf(request, ACCOUNTS.zhangsan);
  const itemName = `Delegated ${Date.now()}`;
  await callAs(request, zhangsan, 'POST', '/jflow/start', {
    processId,
    itemName,
    params: { reason: 'trip' },
  });

  const wangwu = await personPage(STAFF.wangwu);
  await wangwu.goto('/approval/todo');
  const todo = wangwu.getByRole('row').filter({ hasText: itemName });
  await expect(todo).toContainText('On behalf of 李四');
  await todo.getByRole('button', { name: 'Handle' }).click();
  const modal = wangwu.getByRole('dialog');
  await expect(modal.getByText('On behalf of 李四').first()).toBeVisible();
  await expect(modal.getByText('李四 is away: the task went to 王五')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Agree' })).toBeVisible();

  await lisi.goto('/approval/todo');
  const mine = lisi.getByRole('row').filter({ hasText: itemName });
  await expect(mine).toContainText('Delegated to 王五');
  await mine.getByRole('button', { name: 'View' }).click();
  const readOnly = lisi.getByRole('dialog');
  await expect(readOnly.getByText('This task was delegated to 王五')).toBeVisible();
  await expect(readOnly.getByRole('button', { name: 'Agree' })).toHaveCount(0);

  // lisi removes the delegation again
  await lisi.goto('/approval/delegations');
  await lisi.getByRole('row').filter({ hasText: '王五' }).getByRole('button', { name: 'Remove' }).click();
  await lisi.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(lisi.getByText('Delegation removed')).toBeVisible();
  await expect(lisi.getByText('No delegation yet.')).toBeVisible();
});

test('the reminder card editor saves who and the message', async ({ personPage, request }) => {
  const admin = await personPage(ACCOUNTS.admin);
  await admin.goto(`/workflow/flow-designer/${processId}/flowSetting`);
  await admin.getByRole('menuitem', { name: 'Reminders' }).click();
  await admin.getByRole('button', { name: 'Add reminder' }).click();
  const card = admin.locator('.flow-reminder-card');
  await card.getByLabel('Time').fill('08:30');
  await card
    .getByRole('textbox', { name: /Search/ })
    .first()
    .fill('王五');
  await card.getByRole('checkbox', { name: /王五/ }).first().check({ force: true });
  await card.getByLabel('Message').fill('Please file your weekly report');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Saved', { exact: true })).toBeVisible();

  const token = await tokenOf(request, ACCOUNTS.admin);
  const detail = await callAs<{ settings: { reminders?: unknown[] } }>(
    request,
    token,
    'GET',
    `/jflow/detail?id=${processId}`,
  );
  expect(detail.settings.reminders).toEqual([
    expect.objectContaining({
      time: '08:30',
      isEnabled: true,
      message: 'Please file your weekly report',
      who: expect.objectContaining({ members: [expect.objectContaining({ id: IDS.wangwu })] }),
    }),
  ]);
});
