/**
 * Several bound forms shown as steps (workflow spec §2.6 display mode '2'): one form at a time with its step
 * titles, Next refused while a required field of the step is empty, Back, submit; the approver's task window
 * shows the same steps. The flow is published through the API.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { openTodo, staff, test } from './personPages';
import { createDefaultConfig } from '../../shared/form/defaults';
import { callAs, tokenOf } from './apiSupport';
import { ACCOUNTS, keepScreenshot } from './support';

const field = (key: string, label: string, isRequired: boolean) => ({
  type: 'input',
  key,
  model: key,
  label,
  options: {},
  rules: [{ required: isRequired, message: `${label} is required` }],
});

const formOf = (...list: ReturnType<typeof field>[]) => ({ list, config: createDefaultConfig() });

/** start → one approver (lisi); two forms bound, shown as steps. */
const publishStepped = async (page: Page, name: string) => {
  const token = await tokenOf(page.request, ACCOUNTS.admin);
  const save = (formName: string, document: ReturnType<typeof formOf>) =>
    callAs<{ id: string }>(page.request, token, 'POST', '/workflow/form/config/update', {
      formName,
      jsonContent: JSON.stringify(document),
    });
  const trip = await save(`${name} trip`, formOf(field('destination', 'Destination', true)));
  const costs = await save(
    `${name} costs`,
    formOf(field('amount', 'Amount', true), field('costNote', 'Cost note', false)),
  );
  const approver = {
    id: 'Lead',
    pid: '',
    nodeName: 'Lead',
    type: 1,
    setType: 1,
    examineMode: 3,
    nodeUserList: [{ id: 'U1003', name: '李四' }],
    childNode: null,
  };
  const tree = { id: 'start', pid: '', nodeName: 'Applicant', type: 0, childNode: approver };
  const { id } = await callAs<{ id: string }>(page.request, token, 'POST', '/jflow/add', {
    processName: name,
    processType: 'hr',
    formIds: [trip.id, costs.id],
    displayMode: '2',
    modelContent: JSON.stringify(tree),
  });
  await callAs(page.request, token, 'GET', `/jflow/deploy?id=${id}`);
};

/** Publishes a stepped flow and opens its start dialog as the page's user. */
const openSteppedApplication = async (page: Page, flowName: string) => {
  await publishStepped(page, flowName);
  await page.goto('/approval/apply');
  await page.getByRole('button', { name: 'New application' }).click();
  await page.getByRole('button', { name: flowName }).click();
  return page.getByRole('dialog');
};

const stepBar = (scope: Locator) => scope.getByRole('region', { name: 'Forms, one step at a time' });
const currentStep = (scope: Locator) => stepBar(scope).locator('[aria-current="step"]');

test('an application with two forms in steps: Next waits for the required fields, Back keeps them, submit', async ({
  personPage,
}) => {
  const flowName = `Stepped trip ${Date.now().toString(36)}`;
  const itemName = `Steps ${Date.now().toString(36)}`;
  const zhangsan = await personPage(ACCOUNTS.zhangsan);
  const dialog = await openSteppedApplication(zhangsan, flowName);
  await dialog.getByLabel('Business name').fill(itemName);

  // step 1: its title is current, the second form is not shown, no tab bar
  await expect(currentStep(dialog)).toContainText(`${flowName} trip`);
  await expect(stepBar(dialog).getByText(`${flowName} costs`)).toBeVisible();
  await expect(dialog.getByText(`Step 1 of 2: ${flowName} trip`)).toBeVisible();
  await expect(dialog.getByLabel('Destination')).toBeVisible();
  await expect(dialog.getByLabel('Amount')).toBeHidden();
  await expect(dialog.getByRole('tab')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Previous step' })).toBeDisabled();

  // Next with the required destination empty: refused, with the message and the field's own error
  await dialog.getByRole('button', { name: 'Next step' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Fill in the required fields' })).toHaveText(
    `Fill in the required fields of “${flowName} trip” before going on.`,
  );
  await expect(dialog.getByText('Destination is required', { exact: true })).toBeVisible();
  await expect(currentStep(dialog)).toContainText(`${flowName} trip`);
  await expect(dialog.getByLabel('Amount')).toBeHidden();
  await keepScreenshot(zhangsan, 'stepped-forms-refused');

  // filled: step 2
  await dialog.getByLabel('Destination').fill('Shenzhen');
  await dialog.getByRole('button', { name: 'Next step' }).click();
  await expect(currentStep(dialog)).toContainText(`${flowName} costs`);
  await expect(dialog.getByText(`Step 2 of 2: ${flowName} costs`)).toBeVisible();
  await expect(dialog.getByLabel('Amount')).toBeVisible();
  await expect(dialog.getByLabel('Destination')).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Next step' })).toHaveCount(0);
  await dialog.getByLabel('Amount').fill('1200');

  // Back shows step 1 with what was typed; Next again brings step 2 back as it was
  await dialog.getByRole('button', { name: 'Previous step' }).click();
  await expect(currentStep(dialog)).toContainText(`${flowName} trip`);
  await expect(dialog.getByLabel('Destination')).toHaveValue('Shenzhen');
  await dialog.getByRole('button', { name: 'Next step' }).click();
  await expect(dialog.getByLabel('Amount')).toHaveValue('1200');
  await keepScreenshot(zhangsan, 'stepped-forms-step-2');

  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(zhangsan.getByText('Operation successful!').first()).toBeVisible();

  // the approver's task window shows the same steps with the submitted values
  const lisi = await personPage(staff('lisi'));
  const modal = await openTodo(lisi, itemName);
  await expect(currentStep(modal)).toContainText(`${flowName} trip`);
  await expect(modal.getByLabel('Destination')).toHaveValue('Shenzhen');
  await modal.getByRole('button', { name: 'Next step' }).click();
  await expect(modal.getByLabel('Amount')).toHaveValue('1200');
  await keepScreenshot(lisi, 'stepped-forms-task');
});

test('Submit on step 1 while step 2 misses a required field shows step 2 and says why; nothing is sent', async ({
  personPage,
}) => {
  const flowName = `Stepped submit ${Date.now().toString(36)}`;
  const zhangsan = await personPage(ACCOUNTS.zhangsan);
  const dialog = await openSteppedApplication(zhangsan, flowName);
  await dialog.getByLabel('Destination').fill('Wuhan');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(currentStep(dialog)).toContainText(`${flowName} costs`);
  await expect(dialog.getByRole('alert').filter({ hasText: 'Fill in the required fields' })).toHaveText(
    `Fill in the required fields of “${flowName} costs” before going on.`,
  );
  await expect(dialog.getByText('Amount is required', { exact: true })).toBeVisible();
  await expect(dialog.getByText(`Apply: ${flowName}`)).toBeVisible();
});
