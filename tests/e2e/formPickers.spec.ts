/**
 * Pickers with real data (issue 28): an application with a people picker, an organisation picker and an address is
 * started in the start dialog from the tenant's directory and the region dataset, and its approver sees the chosen
 * values with their names in the task window. The flow is published through the API.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './personPages';
import { createDefaultConfig } from '../../shared/form/defaults';
import { callAs, tokenOf } from './apiSupport';
import { ACCOUNTS } from './support';

const LISI = { userName: 'lisi', password: 'Staff@12345' };

const field = (type: string, key: string, label: string) => ({
  type,
  key,
  model: key,
  label,
  options: {},
  rules: [{ required: true, message: `${label} is needed` }],
});

const form = {
  list: [
    field('userSelect', 'colleague', 'Colleague'),
    field('organizationSelect', 'department', 'Department'),
    field('address', 'office', 'Office address'),
  ],
  config: createDefaultConfig(),
};

/** start → 李四 approves. */
const tree = () => ({
  id: 'start',
  pid: '',
  nodeName: 'Applicant',
  type: 0,
  configure: { withdraw: true },
  childNode: {
    id: 'lead',
    pid: 'start',
    nodeName: 'Team lead',
    type: 1,
    setType: 1,
    examineMode: 1,
    nodeUserList: [{ id: 'U1003', name: '李四' }],
    childNode: null,
  },
});

const publish = async (page: Page, name: string) => {
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
  });
  await callAs(page.request, token, 'GET', `/jflow/deploy?id=${id}`);
  return formId;
};

const chosen = (select: Locator) => select.locator('option:checked');

test('an application with people, organisation and address pickers is started and approved with the names', async ({
  personPage,
}) => {
  const flowName = `Picker flow ${Date.now().toString(36)}`;
  const itemName = `Office move ${Date.now().toString(36)}`;
  const zhangsan = await personPage(ACCOUNTS.zhangsan);
  await publish(zhangsan, flowName);
  await zhangsan.goto('/approval/apply');
  await zhangsan.getByRole('button', { name: 'New application' }).click();
  await zhangsan.getByRole('button', { name: flowName }).click();
  const dialog = zhangsan.getByRole('dialog');
  await dialog.getByLabel('Business name').fill(itemName);

  // People: typed, found in the tenant's directory, picked by keyboard.
  const colleague = dialog.getByRole('combobox', { name: 'Colleague' });
  await colleague.fill('王五');
  const people = dialog.getByRole('listbox');
  await expect(people.getByRole('option').first()).toHaveAccessibleName(/王五\s*wangwu · 人力资源部/);
  await colleague.press('ArrowDown');
  await colleague.press('Enter');
  await expect(dialog.getByRole('listitem').filter({ hasText: '王五' })).toBeVisible();
  await colleague.press('Escape');

  // Organisations: searched by name, shown with the organisations above them, picked with the mouse.
  const department = dialog.getByRole('combobox', { name: 'Department' });
  await department.fill('研发');
  const orgs = dialog.getByRole('listbox');
  await expect(orgs.getByRole('option', { name: /平台研发组/ })).toContainText(
    '星河能源集团总部 / 技术研发中心',
  );
  await orgs.getByRole('option', { name: /平台研发组/ }).click();
  await expect(dialog.getByRole('listitem').filter({ hasText: '平台研发组' })).toBeVisible();
  await department.press('Escape');

  // Address: province, city, district from the region dataset.
  const office = dialog.getByRole('group', { name: 'Office address' });
  await office.getByLabel('Province').selectOption({ label: '浙江省' });
  await office.getByLabel('City').selectOption({ label: '杭州市' });
  await office.getByLabel('District').selectOption({ label: '西湖区' });
  await office.getByLabel('Street address').fill('文三路 90 号');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(zhangsan.getByText('Operation successful!').first()).toBeVisible();

  const lisi = await personPage(LISI);
  await lisi.goto('/approval/todo');
  await lisi.getByRole('row').filter({ hasText: itemName }).getByRole('button', { name: 'Handle' }).click();
  const task = lisi.getByRole('dialog');
  await expect(task.getByRole('listitem').filter({ hasText: '王五' })).toBeVisible();
  await expect(task.getByRole('listitem').filter({ hasText: '平台研发组' })).toBeVisible();
  const stored = task.getByRole('group', { name: 'Office address' });
  await expect(chosen(stored.getByLabel('Province'))).toHaveText('浙江省');
  await expect(chosen(stored.getByLabel('City'))).toHaveText('杭州市');
  await expect(chosen(stored.getByLabel('District'))).toHaveText('西湖区');
  await expect(stored.getByLabel('Street address')).toHaveValue('文三路 90 号');
  await task.getByRole('button', { name: 'Agree' }).click();
  await expect(lisi.getByText('Operation successful!').first()).toBeVisible();
});

test('the mobile form page offers the same people, organisations and regions', async ({ personPage }) => {
  const admin = await personPage(ACCOUNTS.admin);
  const formId = await publish(admin, `Mobile picker flow ${Date.now().toString(36)}`);
  await admin.setViewportSize({ width: 390, height: 800 });
  await admin.goto(`/workflow-mobile/#/preview?id=${formId}`);
  const colleague = admin.getByRole('combobox', { name: 'Colleague' });
  await colleague.fill('李四');
  await expect(admin.getByRole('listbox').getByRole('option').first()).toHaveAccessibleName(/李四\s*lisi/);
  await colleague.press('ArrowDown');
  await colleague.press('Enter');
  await expect(admin.getByRole('listitem').filter({ hasText: '李四' })).toBeVisible();
  await colleague.press('Escape');
  const department = admin.getByRole('combobox', { name: 'Department' });
  await department.fill('财务');
  await expect(admin.getByRole('listbox').getByRole('option', { name: /财务部/ })).toBeVisible();
  await department.press('Escape');
  const office = admin.getByRole('group', { name: 'Office address' });
  await office.getByLabel('Province').selectOption({ label: '北京市' });
  // A municipality's districts come straight under it.
  await expect(office.getByLabel('City')).toBeDisabled();
  await office.getByLabel('District').selectOption({ label: '朝阳区' });
  await expect(chosen(office.getByLabel('District'))).toHaveText('朝阳区');
});
