import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './personPages';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';
import {
  addAfter,
  callApi,
  clickShape,
  drawnBorders,
  exportedImage,
  holdFrames,
  progressTree,
  shapePoint,
} from './flowsSupport';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await useEnglish(page);
  await signIn(page, ACCOUNTS.admin);
});

const openNewFlow = async (page: Page, tab = 'flowDesign') => {
  await page.goto(`/workflow/flow-designer/new/${tab}`);
  await expect(page.getByRole('tab', { name: 'Flow design', exact: true })).toBeVisible();
};

const drawer = (page: Page) => page.locator(`.${'bp6-drawer'}`);

/** Ticks a box in the node drawer once the drawer has finished sliding in (its inputs are visually hidden). */
const tick = async (page: Page, box: Locator) => {
  await expect(drawer(page)).toBeInViewport({ ratio: 1 });
  await box.check({ force: true });
};

test('builds the seeded leave flow from scratch and publishes it', async ({ page }) => {
  const name = `Leave e2e ${Date.now()}`;
  await openNewFlow(page, 'basicInfo');
  await page.getByLabel('Flow name').fill(name);
  await page.getByLabel('Flow name').press('Enter');
  await page.getByLabel('Group').selectOption({ label: 'HR' });
  await page.getByRole('checkbox', { name: '请假申请单' }).check({ force: true });
  await keepScreenshot(page, 'flows-basic-info');

  await page.getByRole('tab', { name: 'Flow design', exact: true }).click();
  await addAfter(page, 'initiator', 'Approver');
  await clickShape(page, { nodeName: 'Approver' });
  await tick(page, drawer(page).getByRole('checkbox', { name: /李四/ }));
  await keepScreenshot(page, 'flows-approver-drawer');
  await drawer(page).getByRole('tab', { name: 'Basic attributes' }).click();
  await drawer(page).getByLabel('Node name').fill('部门审批');
  await drawer(page).getByRole('button', { name: 'Confirm' }).click();

  await addAfter(page, '部门审批', 'Condition branch');
  await clickShape(page, { nodeName: 'branch 1' });
  await drawer(page).getByRole('button', { name: 'Add condition group' }).click();
  await drawer(page).getByLabel('Field').selectOption({ label: '请假天数' });
  await drawer(page).getByLabel('Operator').selectOption({ label: '>' });
  await drawer(page).getByLabel('Value').fill('3');
  await keepScreenshot(page, 'flows-condition-drawer');
  await drawer(page).getByRole('tab', { name: 'Basic attributes' }).click();
  await drawer(page).getByLabel('Node name').fill('超过3天');
  await drawer(page).getByRole('button', { name: 'Confirm' }).click();

  await addAfter(page, '超过3天', 'Approver');
  await clickShape(page, { nodeName: 'Approver' });
  // The member list is virtualised: find each person by search, as someone would in a large tenant.
  const memberSearch = drawer(page)
    .getByRole('textbox', { name: /Search/ })
    .first();
  await memberSearch.fill('李四');
  await tick(page, drawer(page).getByRole('checkbox', { name: /李四/ }));
  await memberSearch.fill('王五');
  await tick(page, drawer(page).getByRole('checkbox', { name: /王五/ }));
  await memberSearch.fill('');
  await tick(page, drawer(page).getByRole('radio', { name: /Countersign/ }));
  await drawer(page).getByRole('tab', { name: 'Basic attributes' }).click();
  await drawer(page).getByLabel('Node name').fill('人事会签');
  await tick(page, drawer(page).getByLabel('Hide 紧急联系电话'));
  await tick(page, drawer(page).getByLabel('Disable 请假天数'));
  await keepScreenshot(page, 'flows-privileges');
  await drawer(page).getByRole('button', { name: 'Confirm' }).click();

  await page.getByRole('button', { name: 'Fit to screen' }).click();
  await addAfter(page, 0, 'Cc');
  await clickShape(page, { nodeName: 'CC' });
  await drawer(page)
    .getByRole('textbox', { name: /Search/ })
    .first()
    .fill('王五');
  await tick(page, drawer(page).getByRole('checkbox', { name: /王五/ }));
  await drawer(page).getByRole('tab', { name: 'Basic attributes' }).click();
  await drawer(page).getByLabel('Node name').fill('抄送人事');
  await drawer(page).getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByText('No problems: the flow can be published.')).toBeVisible();
  // the simulator takes the long branch for 5 days
  await page.getByRole('tab', { name: 'Simulator' }).click();
  await page.getByRole('region', { name: 'Simulator' }).getByLabel('请假天数').fill('5');
  await page.getByRole('button', { name: 'Simulate' }).click();
  await expect(page.getByRole('list', { name: 'Path the flow would take' })).toContainText(
    '人事会签: 李四, 王五',
  );
  await page.getByRole('button', { name: 'Fit to screen' }).click();
  await keepScreenshot(page, 'flows-leave-built');

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published as version 1')).toBeVisible();
  await expect(page).toHaveURL(/\/workflow\/flow-designer\/(?!new)/);
  const listed = await page.evaluate(async (processName) => {
    const token = decodeURIComponent(
      document.cookie
        .split('; ')
        .find((part) => part.startsWith('Admin-Token='))
        ?.slice(12) ?? '',
    );
    const response = await fetch(
      `/digital-portal/api/authority/admin/jflow/page?pageNum=1&limit=50&processName=${encodeURIComponent(processName)}`,
      {
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    const body = (await response.json()) as { data: { rows: { processName: string; version: number }[] } };
    return body.data.rows.map((row) => [row.processName, row.version]);
  }, name);
  expect(listed).toEqual([[name, 1]]);
});

test('each designer tab has its own address (/basicInfo, /flowDesign, /flowSetting)', async ({ page }) => {
  for (const [path, tab] of [
    ['new/flowSetting', 'More configuration'],
    ['new/basicInfo', 'Basic info'],
    ['new?tab=flowDesign', 'Flow design'],
  ]) {
    await page.goto(`/workflow/flow-designer/${path}`);
    await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
  }
});

test('at 1,280 px the flow design tools and the publish button show whole, in English and in Arabic', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [language, publish, note] of [
    ['en_US', 'Publish', 'Change note'],
    ['ar_EG', 'نشر', 'ملاحظة التغيير'],
  ] as const) {
    await page.evaluate((lang) => localStorage.setItem('admin-language', lang), language);
    await page.goto('/workflow/flow-designer/P-LEAVE/flowDesign');
    const bar = page.locator('.flow-topbar');
    await expect(bar.getByRole('button', { name: publish })).toBeInViewport({ ratio: 1 });
    // no button squeezed: its label neither cut off nor broken onto a second line
    const squeezed = await bar.evaluate((element) =>
      [...element.querySelectorAll('button')]
        .filter((button) => {
          const label = button.querySelector<HTMLElement>('.bp6-button-text');
          return (
            button.scrollWidth > button.clientWidth + 1 ||
            (label !== null && (label.scrollWidth > label.clientWidth + 1 || label.offsetHeight > 24))
          );
        })
        .map((button) => button.textContent),
    );
    expect(squeezed, `buttons squeezed in ${language}`).toEqual([]);
    // the change note keeps room for its placeholder
    expect((await bar.getByRole('textbox', { name: note }).boundingBox())?.width).toBeGreaterThanOrEqual(170);
  }
});

test('undo and redo ten steps', async ({ page }) => {
  await openNewFlow(page);
  for (let step = 0; step < 10; step += 1)
    await addAfter(page, 'initiator', step % 2 === 0 ? 'Approver' : 'Cc');
  const problemsTab = page.getByRole('tab', { name: /Problems/ });
  await expect(problemsTab).toContainText('10');
  const undo = page.getByRole('button', { name: 'Undo' });
  for (let step = 0; step < 10; step += 1) await undo.click();
  await expect(undo).toBeDisabled();
  await expect(page.getByText('No problems: the flow can be published.')).toBeVisible();
  const redo = page.getByRole('button', { name: 'Redo' });
  for (let step = 0; step < 10; step += 1) await redo.click();
  await expect(redo).toBeDisabled();
  await expect(problemsTab).toContainText('10');
  await keepScreenshot(page, 'flows-after-redo');
});

test('zoom buttons stop at 50 and 200', async ({ page }) => {
  await openNewFlow(page);
  const value = page.getByRole('button', { name: 'Zoom level (reset to 100%)' });
  await expect(value).toHaveText('100%');
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  for (let step = 0; step < 4; step += 1) await zoomIn.click();
  await expect(value).toHaveText('200%');
  await expect(zoomIn).toBeDisabled();
  const zoomOut = page.getByRole('button', { name: 'Zoom out' });
  for (let step = 0; step < 6; step += 1) await zoomOut.click();
  await expect(value).toHaveText('50%');
  await expect(zoomOut).toBeDisabled();
});

test('the mini-map moves the view and the canvas edits in place', async ({ page }) => {
  await openNewFlow(page);
  for (let step = 0; step < 6; step += 1) await addAfter(page, 'initiator', 'Approver');
  const before = await shapePoint(page, { nodeName: 'initiator' });
  const map = page.getByTestId('flow-minimap');
  const box = await map.boundingBox();
  if (!box) throw new Error('no mini-map');
  await page.mouse.move(box.x + box.width / 2, box.y + 20);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 10, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await shapePoint(page, { id: 'flow-end' })).y).toBeLessThan(900);
  await keepScreenshot(page, 'flows-minimap');
  // the start node scrolled up out of its old place
  await expect
    .poll(async () => (await shapePoint(page, { nodeName: 'initiator' }).catch(() => ({ y: -1e9 }))).y)
    .not.toBe(before.y);
  // rename in place by clicking a card's title
  await page.getByRole('button', { name: 'Fit to screen' }).click();
  await clickShape(page, { nodeName: 'Approver' }, { x: 40, y: 10 });
  await page.getByLabel('Node name').fill('Boss');
  await page.getByLabel('Node name').press('Enter');
  await expect
    .poll(() =>
      shapePoint(page, { nodeName: 'Boss' }).then(
        () => true,
        () => false,
      ),
    )
    .toBe(true);
  // the close icon asks before deleting
  await clickShape(page, { nodeName: 'Boss' }, { x: 205, y: 15 });
  await expect(page.getByText('Delete "Boss"?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect
    .poll(() =>
      shapePoint(page, { nodeName: 'Boss' }).then(
        () => true,
        () => false,
      ),
    )
    .toBe(false);
});

test('a click right after "Fit to screen", before the next frame is painted, lands on the card now under it', async ({
  page,
}) => {
  await openNewFlow(page);
  for (let step = 0; step < 6; step += 1) await addAfter(page, 'initiator', 'Approver');
  await holdFrames(page);
  await page.getByRole('button', { name: 'Fit to screen' }).click();
  await clickShape(page, { nodeName: 'Approver' }, { x: 40, y: 10 });
  // the first approver's title turns into its name field; the start node's drawer does not open
  await expect(page.getByLabel('Node name')).toHaveValue('Approver');
  await expect(drawer(page)).toHaveCount(0);
});

test('exports the whole flow as a JPEG named after the flow', async ({ page }) => {
  await openNewFlow(page, 'basicInfo');
  await page.getByLabel('Flow name').fill('Export me');
  await page.getByLabel('Flow name').press('Enter');
  await page.getByRole('tab', { name: 'Flow design', exact: true }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export image' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Export me.jpg');
  const decoded = await exportedImage(page, download);
  // one start card, its line and the end node: (220 + 2×16) × (196 + 2×16 + 56) flow px at pixel ratio 2
  expect([decoded.width, decoded.height]).toEqual([504, 568]);
  expect(decoded.dark).toBeGreaterThan(200);
  expect(decoded.corner.every((channel) => (channel ?? 0) > 245)).toBe(true);
});

test('publishes a flow, starts an instance and shows its progress read-only', async ({
  page,
  personPage,
}) => {
  const suffix = String(Date.now());
  const name = `Progress e2e ${suffix}`;
  const { id } = await callApi<{ id: string }>(page, 'POST', '/jflow/add', {
    processName: name,
    processType: 'administration',
    modelContent: JSON.stringify(progressTree(suffix)),
  });
  expect(await callApi<{ version: number }>(page, 'GET', `/jflow/deploy?id=${id}`)).toEqual({ version: 1 });
  await callApi(page, 'POST', '/jflow/start', { processId: id, itemName: name, params: {} });

  await page.goto('/approval/apply');
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'View' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Flow chart' }).click();
  await expect(dialog.getByRole('list', { name: 'Progress legend' })).toBeVisible();
  await expect
    .poll(() => drawnBorders(page))
    .toEqual({ 发起人: '#238551', 部门审批: '#2d72d2', 抄送人事: '#8f99a8' });
  await expect(dialog.getByText(/template was changed/)).toHaveCount(0);
  await keepScreenshot(page, 'flows-progress-view');
  // back to the timeline: the current node is listed there too
  await dialog.getByRole('button', { name: 'Timeline' }).click();
  await expect(dialog.getByText('部门审批').first()).toBeVisible();

  // the approver sees the same progress in the task modal's process-dynamics panel
  const approver = await personPage({ userName: 'lisi', password: 'Staff@12345' });
  await approver.setViewportSize({ width: 1440, height: 900 });
  await approver.goto('/approval/todo');
  await approver.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Handle' }).click();
  const panel = approver.getByRole('dialog').getByRole('complementary', { name: 'Process dynamics' });
  await panel.getByRole('button', { name: 'Flow chart' }).click();
  await panel.getByRole('button', { name: 'Show process dynamics full size' }).click();
  await expect
    .poll(() => drawnBorders(approver))
    .toEqual({ 发起人: '#238551', 部门审批: '#2d72d2', 抄送人事: '#8f99a8' });
  await keepScreenshot(approver, 'flows-progress-task-modal');
});
