/**
 * Supervisors as approvers (issue 28), the way an administrator sets them up: the leader of an organisation in
 * organisation administration, a "direct supervisor" approver and a condition on the applicant in the flow
 * designer (tried in the simulator), publish; then a staff member of that organisation applies, the task lands
 * with its leader, and after the leader agrees the applicant condition picks the branch.
 */
import type { Page } from '@playwright/test';
import { expect, openTodo, staff, test } from './personPages';
import { callAs, tokenOf } from './apiSupport';
import { addAfter, clickShape } from './flowsSupport';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';

/** zhangsan works in 平台研发组 (O131), under 技术研发中心 (O130); lisi works in O130. */
const TEAM = '平台研发组';

const drawer = (page: Page) => page.locator(`.${'bp6-drawer'}`);

/** The body text of the card called `nodeName` on the flow canvas (the cards are drawn, not DOM). */
const cardBody = (page: Page, nodeName: string) =>
  page.evaluate((wanted) => {
    type Shape = { getAttr(name: string): unknown };
    type Stage = { find(selector: (node: Shape) => boolean): Shape[]; width(): number };
    const stages = (window as unknown as { Konva?: { stages: Stage[] } }).Konva?.stages ?? [];
    const stage = stages.find((candidate) => candidate.width() > 300);
    const card = stage?.find((node) => node.getAttr('nodeName') === wanted)[0];
    return String(card?.getAttr('bodyText') ?? '');
  }, nodeName);

test.afterAll(async ({ request }) => {
  // the demo tenant's organisation goes back to having no leader
  const admin = await tokenOf(request, ACCOUNTS.admin);
  await callAs(request, admin, 'POST', '/organize/updateOrganize', {
    organizeId: 'O131',
    organizeName: TEAM,
    leaderIds: [],
  });
});

test('an organisation’s leader approves as the direct supervisor of its members', async ({
  page,
  request,
  personPage,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await useEnglish(page);
  await signIn(page, ACCOUNTS.admin);

  // organisation administration: 李四 leads 平台研发组
  await page.goto('/system/organize');
  await page.getByRole('row').filter({ hasText: TEAM }).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit organisation' });
  await expect(dialog.getByText('Leaders are the supervisors')).toBeVisible();
  await dialog.getByRole('textbox', { name: /search/i }).fill('李四');
  await dialog.getByRole('checkbox', { name: /李四/ }).check({ force: true });
  await keepScreenshot(page, 'supervisors-organisation-leader');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('row').filter({ hasText: TEAM }).getByRole('cell', { name: '李四' }),
  ).toBeVisible();

  // the flow designer: a direct-supervisor approver, then a branch on the applicant's organisation
  const name = `Supervisor e2e ${Date.now().toString(36)}`;
  await page.goto('/workflow/flow-designer/new/basicInfo');
  await page.getByLabel('Flow name').fill(name);
  await page.getByLabel('Flow name').press('Enter');
  await page.getByLabel('Group').selectOption({ label: 'HR' });
  await page.getByRole('checkbox', { name: '请假申请单' }).check({ force: true });
  await page.getByRole('tab', { name: 'Flow design', exact: true }).click();

  await addAfter(page, 'initiator', 'Approver');
  await clickShape(page, { nodeName: 'Approver' });
  await expect(drawer(page)).toBeInViewport({ ratio: 1 });
  await drawer(page).getByRole('radio', { name: 'Supervisor', exact: true }).check({ force: true });
  await expect(drawer(page).getByLabel('Which supervisor')).toHaveValue('1');
  await keepScreenshot(page, 'supervisors-approver-drawer');
  await drawer(page).getByRole('tab', { name: 'Basic attributes' }).click();
  await drawer(page).getByLabel('Node name').fill('Team lead');
  await drawer(page).getByRole('button', { name: 'Confirm' }).click();
  await expect.poll(() => cardBody(page, 'Team lead')).toBe('Direct supervisor');

  await addAfter(page, 'Team lead', 'Condition branch');
  await clickShape(page, { nodeName: 'branch 1' });
  await drawer(page).getByRole('button', { name: 'Add condition group' }).click();
  await drawer(page).getByLabel('Field').selectOption({ label: 'Applicant' });
  await drawer(page).getByLabel('Choose from').selectOption({ label: 'Organisations' });
  await drawer(page).getByRole('checkbox', { name: '技术研发中心' }).check({ force: true });
  await expect(drawer(page).getByText('技术研发中心', { exact: true }).first()).toBeVisible();
  await keepScreenshot(page, 'supervisors-applicant-condition');
  await drawer(page).getByRole('tab', { name: 'Basic attributes' }).click();
  await drawer(page).getByLabel('Node name').fill('R&D staff');
  await drawer(page).getByRole('button', { name: 'Confirm' }).click();
  await expect.poll(() => cardBody(page, 'R&D staff')).toBe('Applicant is one of 技术研发中心');

  await addAfter(page, 'R&D staff', 'Approver');
  await clickShape(page, { nodeName: 'Approver' });
  await expect(drawer(page)).toBeInViewport({ ratio: 1 });
  await drawer(page)
    .getByRole('textbox', { name: /Search/ })
    .first()
    .fill('王五');
  await drawer(page).getByRole('checkbox', { name: /王五/ }).check({ force: true });
  await drawer(page).getByRole('button', { name: 'Confirm' }).click();

  // the simulator: an applicant of 平台研发组 (under 技术研发中心) takes the R&D branch, anyone else does not
  await page.getByRole('tab', { name: 'Simulator' }).click();
  const simulator = page.getByRole('region', { name: 'Simulator' });
  await simulator.getByText('Who applies').click();
  await simulator.getByLabel('Choose from').selectOption({ label: 'Organisations' });
  await simulator.getByRole('checkbox', { name: TEAM }).check({ force: true });
  await page.getByRole('button', { name: 'Simulate' }).click();
  const path = page.getByRole('list', { name: 'Path the flow would take' });
  await expect(path).toContainText('Team lead: Direct supervisor');
  await expect(path).toContainText('Approver: 王五');
  await keepScreenshot(page, 'supervisors-simulator');
  await simulator.getByRole('checkbox', { name: TEAM }).uncheck({ force: true });
  await page.getByRole('button', { name: 'Simulate' }).click();
  await expect(path).not.toContainText('王五');
  await page.getByRole('tab', { name: 'Problems' }).click();

  await expect(page.getByText('No problems: the flow can be published.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published as version 1')).toBeVisible();

  // zhangsan of 平台研发组 applies; the task is with 李四, the leader of the organisation
  const list = await callAs<{ rows: { id: string; processName: string }[] }>(
    request,
    await tokenOf(request, ACCOUNTS.admin),
    'GET',
    `/jflow/page?pageNum=1&limit=10&processName=${encodeURIComponent(name)}`,
  );
  const processId = list.rows.find((row) => row.processName === name)?.id ?? '';
  await callAs(request, await tokenOf(request, ACCOUNTS.zhangsan), 'POST', '/jflow/start', {
    processId,
    itemName: name,
    params: { leaveType: '1', startDate: '2026-12-01', endDate: '2026-12-02', days: 2, reason: 'trip' },
  });
  const lisi = await personPage(staff('lisi'));
  await lisi.goto('/approval/todo');
  await expect(lisi.getByRole('row').filter({ hasText: name })).toBeVisible();
  await keepScreenshot(lisi, 'supervisors-task-with-leader');
  // once the supervisor agrees, the applicant condition sends it on to the R&D branch's approver
  const modal = await openTodo(lisi, name);
  await modal.getByRole('button', { name: 'Agree' }).click();
  await expect(lisi.getByText('Operation successful!').first()).toBeVisible();
  const wangwu = await personPage(staff('wangwu'));
  await wangwu.goto('/approval/todo');
  await expect(wangwu.getByRole('row').filter({ hasText: name })).toBeVisible();
});
