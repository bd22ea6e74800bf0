/** Versions and the visual diff of two versions (issue 30): the side list names the changes, the canvas colours them. */
import { expect, test } from '@playwright/test';
import { callAs, tokenOf } from './apiSupport';
import { isColourNear, shapePoint } from './flowsSupport';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';

const approver = (
  id: string,
  nodeName: string,
  people: Array<[string, string]>,
  childNode: unknown = null,
) => ({
  id,
  pid: '',
  nodeName,
  type: 1,
  setType: 1,
  examineMode: 1,
  nodeUserList: people.map(([userId, name]) => ({ id: userId, name })),
  childNode,
});
const flowOf = (childNode: unknown) => ({ id: 'start', pid: '', nodeName: 'Applicant', type: 0, childNode });
const LISI: [string, string] = ['U1003', '李四'];
const WANGWU: [string, string] = ['U1004', '王五'];
const ZHAOLIU: [string, string] = ['U1005', '赵六'];
/** The added node's outline: the diff's green. */
const ADDED_GREEN: [number, number, number] = [0x23, 0x85, 0x51];

test('the diff of two versions lists the changes in words and colours the added node', async ({ page }) => {
  const token = await tokenOf(page.request, ACCOUNTS.admin);
  const save = { processName: `Versions ${Date.now()}`, processType: 'hr' };
  const v1 = flowOf(approver('m', 'Manager', [LISI], approver('f', 'Finance', [ZHAOLIU])));
  const { id } = await callAs<{ id: string }>(page.request, token, 'POST', '/jflow/publish', {
    ...save,
    modelContent: JSON.stringify(v1),
  });
  const v2 = flowOf(approver('m', 'Manager', [LISI, WANGWU], approver('h', 'HR', [WANGWU])));
  await callAs(page.request, token, 'POST', '/jflow/publish', {
    ...save,
    id,
    note: 'HR replaces finance',
    modelContent: JSON.stringify(v2),
  });

  await useEnglish(page);
  await signIn(page, ACCOUNTS.admin);
  await page.goto(`/workflow/flow-designer/${id}/versions`);
  await expect(page.getByRole('row', { name: /Version 2.*HR replaces finance/ })).toBeVisible();
  await page.getByRole('button', { name: 'Compare' }).click();

  const changes = page.getByRole('list', { name: 'Changes; Enter shows the node' });
  await expect(changes.getByRole('listitem')).toHaveText([
    'Changed“Manager”: approvers added: 王五',
    'RemovedNode “Finance” removed',
    'AddedNode “HR” added',
  ]);
  await expect
    .poll(async () =>
      isColourNear(page, await shapePoint(page, { nodeName: 'HR' }, { x: 1, y: 50 }), ADDED_GREEN),
    )
    .toBe(true);
  // Enter on a change brings its node to the middle of the canvas
  await changes.getByRole('button', { name: /Manager/ }).press('Enter');
  const stage = await page.getByTestId('flow-canvas').locator('.flow-stage').boundingBox();
  const middle = (stage?.y ?? 0) + (stage?.height ?? 0) / 2;
  await expect
    .poll(async () => Math.abs((await shapePoint(page, { nodeName: 'Manager' })).y - middle))
    .toBeLessThan(4);
  await keepScreenshot(page, 'flow-versions-diff');
});
