import { expect, type Page } from '@playwright/test';
import { test } from './personPages';
import { ACCOUNTS, keepScreenshot } from './support';

const STAFF = {
  lisi: { userName: 'lisi', password: 'Staff@12345' },
  wangwu: { userName: 'wangwu', password: 'Staff@12345' },
};

const applyLeave = async (page: Page, days: string, reason: string) => {
  await page.goto('/approval/apply');
  await page.getByRole('button', { name: 'New application' }).click();
  await page.getByRole('button', { name: '请假' }).click();
  await page.getByLabel('请假类型').selectOption('1');
  await page.getByLabel('开始日期').fill('2026-12-01');
  await page.getByLabel('结束日期').fill('2026-12-05');
  await page.getByLabel('请假天数').fill(days);
  await page.getByLabel('请假事由').fill(reason);
  await page.getByLabel('紧急联系电话').fill('13912345678');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Operation successful!').first()).toBeVisible();
};

/** Opens the newest to-do whose business name contains `text` and returns the modal. */
const openTodo = async (page: Page, text: string) => {
  await page.goto('/approval/todo');
  const row = page.getByRole('row').filter({ hasText: text }).first();
  await row.getByRole('button', { name: 'Handle' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByLabel('Business name')).toHaveValue(new RegExp(text));
  return modal;
};

test.describe.configure({ mode: 'serial' });

test('zhangsan applies for 5 days of leave; lisi and wangwu countersign; zhangsan sees the timeline', async ({
  personPage,
}) => {
  const zhangsan = await personPage(ACCOUNTS.zhangsan);
  await applyLeave(zhangsan, '5', 'family trip');
  await keepScreenshot(zhangsan, 'approval-my-applications');

  const lisi = await personPage(STAFF.lisi);
  let modal = await openTodo(lisi, '张三');
  await expect(modal.getByLabel('紧急联系电话')).toBeVisible();
  await modal.getByLabel('Approval opinion').fill('同意，注意安全');
  await keepScreenshot(lisi, 'approval-task-modal');
  await modal.getByRole('button', { name: 'Agree' }).click();
  await expect(lisi.getByText('Operation successful!').first()).toBeVisible();

  const wangwu = await personPage(STAFF.wangwu);
  modal = await openTodo(wangwu, '张三');
  await expect(modal.getByText('人事会签').first()).toBeVisible();
  await expect(modal.getByLabel('紧急联系电话')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Agree' }).click();
  await expect(wangwu.getByText('Operation successful!').first()).toBeVisible();

  modal = await openTodo(lisi, '张三');
  await modal.getByRole('button', { name: 'Agree' }).click();
  await expect(lisi.getByText('Operation successful!').first()).toBeVisible();

  await zhangsan.goto('/approval/apply');
  await zhangsan
    .getByRole('row')
    .filter({ hasText: '请假' })
    .first()
    .getByRole('button', { name: 'View' })
    .click();
  const dynamics = zhangsan.getByRole('dialog');
  await expect(dynamics.getByText('End of process')).toBeVisible();
  await expect(dynamics.getByText('同意，注意安全')).toBeVisible();
  await expect(dynamics.getByText('Approved').first()).toBeVisible();
  await keepScreenshot(zhangsan, 'approval-timeline');
});

test('a transfer and a reject', async ({ personPage }) => {
  const zhangsan = await personPage(ACCOUNTS.zhangsan);
  await applyLeave(zhangsan, '2', 'transfer me');
  const lisi = await personPage(STAFF.lisi);
  const modal = await openTodo(lisi, '张三');
  await modal.getByRole('button', { name: 'Transfer' }).click();
  await lisi.getByLabel('Search by name').fill('王');
  await keepScreenshot(lisi, 'approval-transfer');
  await lisi.getByRole('menuitem', { name: /王五/ }).click();
  await expect(lisi.getByText('Operation successful!').first()).toBeVisible();

  const wangwu = await personPage(STAFF.wangwu);
  const next = await openTodo(wangwu, '张三');
  await next.getByLabel('Approval opinion').fill('资料不全');
  await next.getByRole('button', { name: 'Reject' }).click();
  await expect(wangwu.getByText('Operation successful!').first()).toBeVisible();
  await zhangsan.goto('/approval/apply');
  await expect(
    zhangsan.getByRole('row').filter({ hasText: '请假' }).first().getByText('Rejected'),
  ).toBeVisible();
});

test('a fallback to the first approver', async ({ personPage }) => {
  const zhangsan = await personPage(ACCOUNTS.zhangsan);
  await applyLeave(zhangsan, '4', 'fallback please');
  const lisi = await personPage(STAFF.lisi);
  let modal = await openTodo(lisi, '张三');
  await modal.getByRole('button', { name: 'Agree' }).click();
  await expect(lisi.getByText('Operation successful!').first()).toBeVisible();
  const wangwu = await personPage(STAFF.wangwu);
  modal = await openTodo(wangwu, '张三');
  await modal.getByRole('button', { name: 'Fallback' }).click();
  await wangwu.getByRole('menuitem', { name: '部门审批' }).click();
  await expect(wangwu.getByText('Operation successful!').first()).toBeVisible();
  modal = await openTodo(lisi, '张三');
  await expect(modal.getByText('部门审批').first()).toBeVisible();
  await expect(modal.getByText('Returned').first()).toBeVisible();
});
