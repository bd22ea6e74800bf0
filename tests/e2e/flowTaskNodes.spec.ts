import { expect, type Page } from '@playwright/test';
import { test } from './personPages';
import { ACCOUNTS, signIn, useEnglish } from './support';
import { addAfter, clickShape } from './flowsSupport';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await useEnglish(page);
  await signIn(page, ACCOUNTS.admin);
});

const drawer = (page: Page) => page.locator(`.${'bp6-drawer'}`);
const addMenu = (page: Page) => page.getByRole('menu', { name: 'Add a node' });

test('with task nodes on, the designer adds a handler node and an opinion branch; switched off, neither is offered and the handler blocks publishing', async ({
  page,
}) => {
  await page.goto('/workflow/flow-designer/new/flowDesign');
  await expect(page.getByRole('tab', { name: 'Flow design', exact: true })).toBeVisible();

  await clickShape(page, { afterName: 'initiator' });
  await expect(addMenu(page).getByRole('menuitem')).toHaveText([
    'Approver',
    'Handler',
    'Condition branch',
    'Cc',
    'Parallel branch',
    'Opinion branch',
  ]);
  await addMenu(page).getByRole('menuitem', { name: 'Handler', exact: true }).click();
  await expect(page.getByText('"Handler" has no handler')).toBeVisible();

  await clickShape(page, { nodeName: 'Handler' });
  await expect(drawer(page)).toBeInViewport({ ratio: 1 });
  await expect(
    drawer(page).getByText(
      'The people named here do this step and mark it handled; they do not approve and cannot reject.',
    ),
  ).toBeVisible();
  await drawer(page).getByRole('checkbox', { name: /李四/ }).check({ force: true });
  await drawer(page).getByRole('tab', { name: 'Basic attributes' }).click();
  await drawer(page).getByLabel('Node name').fill('Archive');
  await drawer(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(drawer(page)).toHaveCount(0);
  await addAfter(page, 'Archive', 'Opinion branch');
  await expect(page.getByText('No problems: the flow can be published.')).toBeVisible();

  // the simulator follows the decision chosen for the opinion branch
  await page.getByRole('tab', { name: 'Simulator' }).click();
  const simulator = page.getByRole('region', { name: 'Simulator' });
  await simulator.getByRole('radio', { name: 'disagree' }).check({ force: true });
  await page.getByRole('button', { name: 'Simulate' }).click();
  await expect(page.getByRole('list', { name: 'Path the flow would take' })).toContainText('Archive: 李四');

  // switched off: neither is offered, and the design holding them cannot be published
  await page.getByRole('tab', { name: 'More configuration' }).click();
  await page.getByRole('checkbox', { name: 'Task nodes' }).uncheck({ force: true });
  await expect(page.getByRole('checkbox', { name: 'Task nodes' })).not.toBeChecked();
  await page.getByRole('tab', { name: 'Flow design', exact: true }).click();
  await page.getByRole('tab', { name: 'Problems' }).click();
  await expect(
    page.getByText('"Archive" is a task node, but task nodes are switched off for this flow'),
  ).toBeVisible();
  await clickShape(page, { afterName: 'initiator' });
  await expect(addMenu(page).getByRole('menuitem')).toHaveText([
    'Approver',
    'Condition branch',
    'Cc',
    'Parallel branch',
  ]);
  await page.keyboard.press('Escape');
  await expect(addMenu(page)).toHaveCount(0);
});
