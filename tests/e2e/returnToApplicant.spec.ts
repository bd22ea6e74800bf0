/**
 * Return to the applicant and resubmission, every data change traced (workflow spec §6 "return"; issue 28):
 * an approver changes a field and approves, the next returns the application to its applicant, who fixes it and
 * resubmits straight back; the timeline shows the change with old and new values, the return and the
 * resubmission; the applicant's view shows the submitted form read-only.
 */
import { expect } from '@playwright/test';
import { openTodo, staff, test } from './personPages';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { simpleForm } from '../api/approval.kit';
import { callAs, tokenOf } from './apiSupport';
import { ACCOUNTS } from './support';

test('an approver returns the application, the applicant fixes and resubmits it, the timeline traces it all', async ({
  personPage,
  request,
}) => {
  const admin = await tokenOf(request, ACCOUNTS.admin);
  const itemName = `Return ${Date.now().toString(36)}`;
  const { id: formId } = await callAs<{ id: string }>(
    request,
    admin,
    'POST',
    '/workflow/form/config/update',
    {
      formName: itemName,
      jsonContent: JSON.stringify(simpleForm()),
    },
  );
  const tree = flow([
    approver('a1', ['U1003'], {
      nodeName: 'Manager',
      nodeUserList: [{ id: 'U1003', name: '李四' }],
      privileges: [{ key: 'reason', disabled: true, hidden: false }],
    }),
    approver('a2', ['U1004'], { nodeName: 'HR', nodeUserList: [{ id: 'U1004', name: '王五' }] }),
  ]);
  const { id } = await callAs<{ id: string }>(request, admin, 'POST', '/jflow/add', {
    processName: itemName,
    processType: 'hr',
    formIds: [formId],
    modelContent: JSON.stringify(tree),
    settings: { return: true, returnRestart: 'choose' },
  });
  await callAs(request, admin, 'GET', `/jflow/deploy?id=${id}`);
  const zhangsanToken = await tokenOf(request, ACCOUNTS.zhangsan);
  await callAs(request, zhangsanToken, 'POST', '/jflow/start', {
    processId: id,
    itemName,
    params: { days: 2, reason: 'Conference' },
  });

  // the manager changes the days from 2 to 5 and agrees
  const lisi = await personPage(staff('lisi'));
  const first = await openTodo(lisi, itemName);
  await expect(first.getByLabel('Days', { exact: true })).toHaveValue('2');
  // the manager's node makes the reason read-only: the window does not let them change it
  await expect(first.getByLabel('Reason', { exact: true })).toBeDisabled();
  await first.getByLabel('Days', { exact: true }).fill('5');
  await first.getByRole('button', { name: 'Agree' }).click();
  await expect(lisi.getByText('Operation successful!').first()).toBeVisible();

  // HR returns it to the applicant
  const wangwu = await personPage(staff('wangwu'));
  const second = await openTodo(wangwu, itemName);
  await expect(second.getByText('Days: 2 → 5')).toBeVisible();
  await second.getByLabel('Approval opinion').fill('Add the conference name');
  await second.getByRole('button', { name: 'Fallback' }).click();
  await wangwu.getByRole('menuitem', { name: 'Return to the applicant' }).click();
  await expect(wangwu.getByText('Operation successful!').first()).toBeVisible();
  await expect(wangwu.getByRole('row').filter({ hasText: itemName })).toHaveCount(0);

  // the applicant finds it in the to-do list, fixes the reason and resubmits straight back to HR
  const zhangsan = await personPage(ACCOUNTS.zhangsan);
  const returned = await openTodo(zhangsan, itemName);
  await expect(
    returned.getByText('王五 returned your application at "HR". Fix the form and resubmit it.'),
  ).toBeVisible();
  await expect(returned.getByText('Waiting to be resubmitted')).toBeVisible();
  await expect(returned.getByRole('button', { name: 'Agree' })).toHaveCount(0);
  await returned.getByLabel('Reason', { exact: true }).fill('Conference: TypeScript Days');
  await returned.getByLabel('Submit reason').fill('Named the conference');
  await returned.getByText('Straight back to "HR"').click();
  await expect(returned.getByRole('radio', { name: 'Straight back to "HR"' })).toBeChecked();
  await returned.getByRole('button', { name: 'Resubmit' }).click();
  await expect(zhangsan.getByText('Operation successful!').first()).toBeVisible();

  // HR has it again; the timeline shows the change, the return and the resubmission
  const again = await openTodo(wangwu, itemName);
  await expect(again.getByLabel('Reason', { exact: true })).toHaveValue('Conference: TypeScript Days');
  const dynamics = again.getByRole('complementary', { name: 'Process dynamics' });
  await expect(dynamics.getByText('李四 changed the form:')).toBeVisible();
  await expect(dynamics.getByText('Days: 2 → 5')).toBeVisible();
  await expect(dynamics.getByText('王五 returned the application to the applicant 张三')).toBeVisible();
  await expect(dynamics.getByText('张三 resubmitted the application: straight back to HR')).toBeVisible();
  await expect(dynamics.getByText('Reason: Conference → Conference: TypeScript Days')).toBeVisible();

  // the applicant's view of the application: the submitted form, read-only
  await zhangsan.goto('/approval/apply');
  await zhangsan.getByRole('row').filter({ hasText: itemName }).getByRole('button', { name: 'View' }).click();
  const view = zhangsan.getByRole('dialog').filter({ hasText: 'Submitted form' });
  await expect(view.getByLabel('Days', { exact: true })).toHaveValue('5');
  await expect(view.getByLabel('Days', { exact: true })).toBeDisabled();
  await expect(view.getByLabel('Reason', { exact: true })).toHaveValue('Conference: TypeScript Days');
  await expect(view.getByLabel('Reason', { exact: true })).toBeDisabled();
  await expect(view.getByText('Days: 2 → 5')).toBeVisible();
});
