/**
 * Approver cc, share and void (workflow spec §6 "allow cc", "share", "void"): the main path of each in the
 * browser, and with the switches off the buttons are absent. Flows and applications are set up through the API.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './personPages';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { callAs, tokenOf } from './apiSupport';
import { ACCOUNTS } from './support';

const STAFF = (userName: string) => ({ userName, password: 'Staff@12345' });
const LISI = 'U1003';

/** Publishes a one-approver flow (lisi) with `settings`; zhangsan applies; answers the business name. */
const application = async (
  request: APIRequestContext,
  settings: Record<string, boolean>,
  approve = false,
) => {
  const admin = await tokenOf(request, ACCOUNTS.admin);
  const name = `Cc e2e ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const { id } = await callAs<{ id: string }>(request, admin, 'POST', '/jflow/add', {
    processName: name,
    processType: 'administration',
    modelContent: JSON.stringify(flow([approver('a1', [LISI])])),
    settings,
  });
  await callAs(request, admin, 'GET', `/jflow/deploy?id=${id}`);
  const zhangsan = await tokenOf(request, ACCOUNTS.zhangsan);
  const { instanceId } = await callAs<{ instanceId: string }>(request, zhangsan, 'POST', '/jflow/start', {
    processId: id,
    itemName: name,
    params: {},
  });
  if (approve) {
    const lisi = await tokenOf(request, STAFF('lisi'));
    const todo = await callAs<{ rows: { id: string; taskId: string }[] }>(
      request,
      lisi,
      'GET',
      '/jflow/myTask?pageNum=1&limit=50',
    );
    const taskId = todo.rows.find((row) => row.id === instanceId)?.taskId;
    await callAs(request, lisi, 'POST', '/jflow/approve', { isPass: true, taskId, params: {} });
  }
  return name;
};

const openTodo = async (page: Page, name: string) => {
  await page.goto('/approval/todo');
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Handle' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByLabel('Business name')).toHaveValue(name);
  return modal;
};

const ccToMe = async (page: Page, name: string) => {
  await page.goto('/approval/center');
  await page.getByRole('tab', { name: 'Cc to me' }).click();
  return page.getByRole('row').filter({ hasText: name });
};

const viewMine = async (page: Page, name: string) => {
  await page.goto('/approval/apply');
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'View' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(name).first()).toBeVisible();
  return dialog;
};

const pick = async (page: Page, person: string) => {
  const picker = page.getByRole('dialog').last();
  await picker.getByText(`(${person})`).click();
  await expect(picker.getByRole('checkbox', { name: new RegExp(person) })).toBeChecked();
  await picker.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Operation successful!').first()).toBeVisible();
};

test.describe.configure({ mode: 'serial' });

test('an approver cc’s zhaoliu, who then finds the application in cc to me', async ({
  personPage,
  request,
}) => {
  const name = await application(request, {});
  const lisi = await personPage(STAFF('lisi'));
  const modal = await openTodo(lisi, name);
  await modal.getByRole('button', { name: 'Cc' }).click();
  await pick(lisi, 'zhaoliu');
  await expect(modal.getByText(/copied 赵六/)).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Agree' })).toBeVisible();

  const zhaoliu = await personPage(STAFF('zhaoliu'));
  const row = await ccToMe(zhaoliu, name);
  await expect(row.getByText('Unread')).toBeVisible();
  await expect(row.getByText('Shared')).toHaveCount(0);
});

test('the applicant shares read-only: wangwu sees it marked shared and opens it without actions', async ({
  personPage,
  request,
}) => {
  const name = await application(request, { share: true });
  const zhangsan = await personPage(STAFF('zhangsan'));
  const dialog = await viewMine(zhangsan, name);
  await dialog.getByRole('button', { name: 'Share' }).click();
  await pick(zhangsan, 'wangwu');
  await expect(dialog.getByText(/shared the application with 王五/)).toBeVisible();

  const wangwu = await personPage(STAFF('wangwu'));
  const row = await ccToMe(wangwu, name);
  await expect(row.getByText('Shared')).toBeVisible();
  await row.getByRole('button').last().click();
  const modal = wangwu.getByRole('dialog');
  await expect(modal.getByLabel('Business name')).toHaveValue(name);
  await expect(modal.getByRole('button', { name: 'Agree' })).toHaveCount(0);
  await expect(modal.getByRole('button', { name: 'Cc' })).toHaveCount(0);
});

test('the applicant voids an approved application with a reason: it shows as voided', async ({
  personPage,
  request,
}) => {
  const name = await application(request, { void: true }, true);
  const zhangsan = await personPage(STAFF('zhangsan'));
  const dialog = await viewMine(zhangsan, name);
  await dialog.getByRole('button', { name: 'Void' }).click();
  const confirm = zhangsan.getByRole('dialog', { name: 'Void this approved application' });
  await expect(confirm.getByRole('button', { name: 'Void' })).toBeDisabled();
  await confirm.getByLabel('Reason').fill('Booked twice');
  await confirm.getByRole('button', { name: 'Void' }).click();
  await expect(zhangsan.getByText('Operation successful!').first()).toBeVisible();
  await expect(dialog.getByText('voided the application. Reason: Booked twice')).toBeVisible();
  await expect(dialog.getByText('Voided').first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Void' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(zhangsan.getByRole('row').filter({ hasText: name }).getByText('Voided')).toBeVisible();
});

test('with the switches off there is no Cc, Share or Void button', async ({ personPage, request }) => {
  const running = await application(request, { allowCc: false });
  const lisi = await personPage(STAFF('lisi'));
  const modal = await openTodo(lisi, running);
  await expect(modal.getByRole('button', { name: 'Agree' })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Cc' })).toHaveCount(0);
  await expect(modal.getByRole('button', { name: 'Share' })).toHaveCount(0);

  const approved = await application(request, {}, true);
  const zhangsan = await personPage(STAFF('zhangsan'));
  const dialog = await viewMine(zhangsan, approved);
  await expect(dialog.getByText('Approved').first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Void' })).toHaveCount(0);
});
