/**
 * Time limits (workflow spec §6 "time limit", §4.1 task state 3): the approver panel offers the limit only while
 * the flow's switch is on; a limit set there is published, and a task that runs over shows "Overtime" in the
 * approver's to-do list and in the process dynamics. The server's timer runner runs two hours ahead in the browser
 * tests (playwright.config.ts), so a one-hour limit runs out as soon as the task exists: no waiting for time.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './personPages';
import { ACCOUNTS, signIn, useEnglish } from './support';
import { callApi, clickShape, progressTree } from './flowsSupport';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await useEnglish(page);
  await signIn(page, ACCOUNTS.admin);
});

const drawer = (page: Page) => page.locator('.bp6-drawer');

/** Ticks a box in the node drawer once it has finished sliding in (its inputs are visually hidden). */
const tick = async (page: Page, box: Locator) => {
  await expect(drawer(page)).toBeInViewport({ ratio: 1 });
  await box.check({ force: true });
};

const newFlow = async (page: Page, name: string, timeLimit: boolean) => {
  const { id } = await callApi<{ id: string }>(page, 'POST', '/jflow/add', {
    processName: name,
    processType: 'administration',
    modelContent: JSON.stringify(progressTree(String(Date.now()))),
    settings: { timeLimit },
  });
  await page.goto(`/workflow/flow-designer/${id}/flowDesign`);
  await clickShape(page, { nodeName: '部门审批' });
  await expect(drawer(page)).toBeInViewport({ ratio: 1 });
  return id;
};

test('the approver panel offers no time limit while the flow switch is off', async ({ page }) => {
  await newFlow(page, `No limit e2e ${Date.now()}`, false);
  await expect(drawer(page).getByRole('button', { name: 'Confirm' })).toBeVisible();
  await expect(drawer(page).getByRole('region', { name: 'Time limit' })).toHaveCount(0);
});

test('a limit set in the approver panel runs out: the task shows overtime in the to-do list and the timeline', async ({
  page,
  personPage,
}) => {
  const name = `Time limit e2e ${Date.now()}`;
  const id = await newFlow(page, name, true);
  const section = drawer(page).getByRole('region', { name: 'Time limit' });
  await tick(page, section.getByRole('checkbox', { name: 'Limit the time of this node' }));
  await section.getByLabel('Limit', { exact: true }).fill('1');
  await section.getByLabel('Unit').selectOption('hours');
  await section.getByLabel('When the time runs out').selectOption({ label: 'Transfer to a named person' });
  await expect(section.getByRole('alert')).toHaveText('"部门审批" transfers on timeout but names nobody');
  await section.getByLabel('When the time runs out').selectOption({ label: 'Remind again' });
  await expect(section.getByRole('alert')).toHaveCount(0);
  await drawer(page).getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published as version 1')).toBeVisible();

  await callApi(page, 'POST', '/jflow/start', { processId: id, itemName: name, params: {} });

  const lisi = await personPage({ userName: 'lisi', password: 'Staff@12345' });
  await lisi.setViewportSize({ width: 1440, height: 900 });
  const row = lisi.getByRole('row').filter({ hasText: name });
  // the runner fires within its poll: reload the list until the state shows
  await expect(async () => {
    await lisi.goto('/approval/todo');
    await expect(row.getByText('Overtime')).toBeVisible({ timeout: 2000 });
  }).toPass();
  await row.getByRole('button', { name: 'Handle' }).click();
  const dynamics = lisi.getByRole('dialog').getByRole('complementary', { name: 'Process dynamics' });
  await expect(dynamics.getByText('Overtime', { exact: true })).toBeVisible();
  await expect(dynamics.getByText('Overtime: the time limit ran out')).toBeVisible();
});
