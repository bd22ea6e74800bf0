/**
 * Flow settings at submission (workflow spec §6): designate approver, applicant cc and submit for others in the
 * start dialog; with the switches off the dialog does not ask. Flows are published through the API.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './personPages';
import { createDefaultConfig } from '../../shared/form/defaults';
import { callAs, tokenOf } from './apiSupport';
import { ACCOUNTS } from './support';

const STAFF = { userName: 'lisi', password: 'Staff@12345' };
const WANGWU = { userName: 'wangwu', password: 'Staff@12345' };
const ZHAOLIU = { userName: 'zhaoliu', password: 'Staff@12345' };

const form = {
  list: [
    {
      type: 'input',
      key: 'note',
      model: 'note',
      label: 'Note',
      options: {},
      rules: [{ required: false, message: '' }],
    },
  ],
  config: createDefaultConfig(),
};

const node = (id: string, type: number, extra: Record<string, unknown>) => ({
  id,
  pid: '',
  nodeName: id,
  type,
  childNode: null,
  ...extra,
});

/** start → "Team lead" (initiator selects, one person) → "Notify" (cc, admin, applicant may add people). */
const tree = () => {
  const notify = node('Notify', 2, {
    setType: 1,
    nodeUserList: [{ id: 'U1001', name: '管理员' }],
    customCc: true,
  });
  const lead = { ...node('Team lead', 1, { setType: 2, selectMode: 1, examineMode: 3 }), childNode: notify };
  return { ...node('start', 0, { nodeName: 'Applicant', configure: { withdraw: true } }), childNode: lead };
};

const publish = async (page: Page, name: string, settings: Record<string, unknown>) => {
  const token = await tokenOf(page.request, ACCOUNTS.admin);
  const { id: formId } = await callAs<{ id: string }>(
    page.request,
    token,
    'POST',
    '/workflow/form/config/update',
    {
      formName: `${name} form`,
      jsonContent: JSON.stringify(form),
    },
  );
  const { id } = await callAs<{ id: string }>(page.request, token, 'POST', '/jflow/add', {
    processName: name,
    processType: 'hr',
    formIds: [formId],
    modelContent: JSON.stringify(tree()),
    settings,
  });
  await callAs(page.request, token, 'GET', `/jflow/deploy?id=${id}`);
};

const openApplication = async (page: Page, flowName: string) => {
  await page.goto('/approval/apply');
  await page.getByRole('button', { name: 'New application' }).click();
  await page.getByRole('button', { name: flowName }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Apply: ${flowName}`)).toBeVisible();
  return dialog;
};

const pick = async (page: Page, button: string, person: RegExp) => {
  await page.getByRole('button', { name: button }).click();
  const picker = page.getByRole('dialog', { name: 'Choose next approvers' });
  // The label is clicked (the box itself is covered by its indicator) once the opening dialog stands still.
  await picker.getByText(person).click();
  await expect(picker.getByRole('checkbox', { name: person })).toBeChecked();
  await picker.getByRole('button', { name: 'OK' }).click();
  await expect(picker).toHaveCount(0);
};

test.describe.configure({ mode: 'serial' });

test('zhangsan submits for wangwu, picks the team lead and adds a cc person; everyone sees it', async ({
  personPage,
}) => {
  const flowName = `Pick flow ${Date.now().toString(36)}`;
  const itemName = `For Wang Wu ${Date.now().toString(36)}`;
  const zhangsan = await personPage(ACCOUNTS.zhangsan);
  await publish(zhangsan, flowName, { designateApprover: true, submitForOthers: true });
  const dialog = await openApplication(zhangsan, flowName);
  await dialog.getByLabel('Business name').fill(itemName);
  await dialog.getByLabel('Submit for').selectOption({ label: '王五 (wangwu)' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Choose the approvers for "Team lead"')).toBeVisible();
  await pick(zhangsan, 'Choose: Team lead', /李四/);
  await expect(dialog.getByRole('group', { name: 'Team lead' }).getByText('李四')).toBeVisible();
  await pick(zhangsan, 'Choose: Notify', /赵六/);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(zhangsan.getByText('Operation successful!').first()).toBeVisible();

  const mine = zhangsan.getByRole('row').filter({ hasText: itemName });
  await expect(mine.getByText('Submitted by 张三')).toBeVisible();
  await expect(mine.getByText('王五')).toBeVisible();

  const wangwu = await personPage(WANGWU);
  await wangwu.goto('/approval/apply');
  await wangwu.getByRole('row').filter({ hasText: itemName }).getByRole('button', { name: 'View' }).click();
  await expect(wangwu.getByRole('dialog').getByText('张三 submitted for 王五')).toBeVisible();

  const lisi = await personPage(STAFF);
  await lisi.goto('/approval/todo');
  await lisi.getByRole('row').filter({ hasText: itemName }).getByRole('button', { name: 'Handle' }).click();
  await lisi.getByRole('dialog').getByRole('button', { name: 'Agree' }).click();
  await expect(lisi.getByText('Operation successful!').first()).toBeVisible();

  const zhaoliu = await personPage(ZHAOLIU);
  await zhaoliu.goto('/approval/center');
  await zhaoliu.getByRole('tab', { name: 'Cc to me' }).click();
  await expect(zhaoliu.getByRole('row').filter({ hasText: itemName })).toBeVisible();
});

test('with the switches off the dialog asks for nothing and the server refuses the initiator-selects node', async ({
  personPage,
}) => {
  const flowName = `Plain flow ${Date.now().toString(36)}`;
  const zhangsan = await personPage(ACCOUNTS.zhangsan);
  await publish(zhangsan, flowName, { allowCc: false });
  const dialog = await openApplication(zhangsan, flowName);
  await expect(dialog.getByLabel('Note')).toBeVisible();
  await expect(dialog.getByLabel('Submit for')).toHaveCount(0);
  await expect(dialog.getByText('Approvers you choose')).toHaveCount(0);
  await expect(dialog.getByText('Cc people you add')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(
    zhangsan.getByText(
      'This flow asks the applicant to choose approvers, but designating approvers is switched off for it.',
    ),
  ).toBeVisible();
});
