import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';
import {
  addAfter,
  callApi,
  clickShape,
  drawnNodeCount,
  exportedImage,
  isColourNear,
  shapePoint,
} from './flowsSupport';
import {
  canvasOf,
  dragToCanvas,
  openNewForm,
  openSection,
  readDocument,
  setLabel,
  toolbarButton,
} from './formsSupport';

/** Designer defects of issue 17: each test failed before its fix. */
test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1440, height: 900 });
  await useEnglish(page);
  await signIn(page, ACCOUNTS.admin);
});

/** A chain of `count` approvers nobody was assigned to: one problem each. */
const unassignedChain = (suffix: string, count: number) => {
  const start = {
    id: `fd-${suffix}-s`,
    pid: '',
    nodeName: '发起人',
    type: 0,
    privileges: [],
    childNode: null,
  };
  let tail: Record<string, unknown> = start;
  for (let index = 0; index < count; index += 1) {
    const node = {
      id: `fd-${suffix}-${index}`,
      pid: String(tail.id),
      nodeName: `Step ${index + 1}`,
      type: 1,
      privileges: [],
      setType: 1,
      examineMode: 1,
      nodeUserList: [],
      childNode: null,
    };
    tail.childNode = node;
    tail = node;
  }
  return start;
};

const said = (page: Page) => page.getByTestId('flow-announcer');
/** The outline of a selected group (theme colour `selected`). */
const SELECTED: [number, number, number] = [0x2d, 0x72, 0xd2];

const bottomOf = async (page: Page, testId: string) => {
  const box = await page.getByTestId(testId).boundingBox();
  return box ? box.y + box.height : Number.NaN;
};

test('the flow canvas fills the window and resizes with it; the mini-map stays in its corner beside a long problems list', async ({
  page,
}) => {
  const suffix = `flowfix${Date.now()}`;
  const { id } = await callApi<{ id: string }>(page, 'POST', '/jflow/add', {
    processName: `Tall ${suffix}`,
    processType: 'administration',
    modelContent: JSON.stringify(unassignedChain(suffix, 30)),
  });
  await page.setViewportSize({ width: 1440, height: 1100 });
  await page.goto(`/workflow/flow-designer/${id}/flowDesign`);
  await expect(page.getByRole('tab', { name: /Problems/ })).toContainText('30');
  // the canvas reaches down to the window's bottom (the view keeps a small padding)
  await expect.poll(() => bottomOf(page, 'flow-canvas')).toBeGreaterThan(1100 - 40);
  await expect.poll(() => bottomOf(page, 'flow-canvas')).toBeLessThanOrEqual(1100);
  await page.setViewportSize({ width: 1440, height: 760 });
  await expect.poll(() => bottomOf(page, 'flow-canvas')).toBeLessThanOrEqual(760);
  await expect.poll(() => bottomOf(page, 'flow-canvas')).toBeGreaterThan(760 - 40);
  // the mini-map sits in the canvas' bottom corner, on screen
  const canvasBottom = await bottomOf(page, 'flow-canvas');
  const mapBottom = await bottomOf(page, 'flow-minimap');
  expect(mapBottom).toBeLessThanOrEqual(canvasBottom);
  expect(mapBottom).toBeGreaterThan(canvasBottom - 40);
  await expect(page.getByTestId('flow-minimap')).toBeInViewport({ ratio: 1 });
  await keepScreenshot(page, 'flow-defects-canvas-fills-window');
});

test('the exported image shows the diagram only (no "add branch" pill), with a small margin', async ({
  page,
}) => {
  await page.goto('/workflow/flow-designer/new/flowDesign');
  await addAfter(page, 'initiator', 'Condition branch');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export image' }).click();
  const image = await exportedImage(page, await downloading);
  expect(image.green).toBe(0);
  // 16 px of margin at pixel ratio 2 (it was 40 px, plus half a branch gap)
  expect(image.left).toBeLessThanOrEqual(2 * 20);
  expect(image.left).toBeGreaterThanOrEqual(2 * 12);
});

test('after publishing, the address names the open tab, and it follows every tab change', async ({
  page,
}) => {
  const name = `Address flowfix ${Date.now()}`;
  await page.goto('/workflow/flow-designer/new/basicInfo');
  await page.getByLabel('Flow name').fill(name);
  await page.getByLabel('Flow name').press('Enter');
  await page.getByRole('tab', { name: 'Flow design', exact: true }).click();
  await expect(page).toHaveURL(/\/workflow\/flow-designer\/new\/flowDesign$/);
  // the designer kept what was typed while its address moved
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published as version 1')).toBeVisible();
  await expect(page).toHaveURL(/\/workflow\/flow-designer\/(?!new)[^/]+\/flowDesign$/);
  await expect(page.getByRole('tab', { name: 'Flow design', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: 'More configuration', exact: true }).click();
  await expect(page).toHaveURL(/\/workflow\/flow-designer\/(?!new)[^/]+\/flowSetting$/);
  // one shell tab for the designer, not one per address
  await expect(page.getByRole('tab', { name: 'Flow designer' })).toHaveCount(1);
});

test('a label edit in the form properties panel is one undo step', async ({ page }) => {
  await openNewForm(page);
  await dragToCanvas(page, 'Input', { x: 200, y: 40 });
  await setLabel(page, 'Applicant');
  await toolbarButton(page, 'Undo').click();
  const document = await readDocument(page);
  expect(document.list.map((control) => control.label)).toEqual(['Input']);
});

test('empty table cells keep their designed size in the form preview', async ({ page }) => {
  await openNewForm(page);
  await openSection(page, 'Layout controls');
  await dragToCanvas(page, 'Table', { x: 200, y: 40 });
  await expect(canvasOf(page)).toHaveAttribute('aria-busy', 'false');
  await toolbarButton(page, 'Preview').click();
  const cells = page.getByRole('dialog', { name: 'Preview' }).locator('table td');
  await expect(cells).toHaveCount(4);
  // layout sizes: the dialog zooms in as it opens, and a transformed box (getBoundingClientRect) is smaller until then
  const sizes = await cells.evaluateAll((tds) =>
    tds.map((td) => ({ width: (td as HTMLElement).offsetWidth, height: (td as HTMLElement).offsetHeight })),
  );
  for (const size of sizes) expect(size.height).toBeGreaterThanOrEqual(47.5);
  // the two columns share the width, as on the canvas
  expect(Math.abs((sizes[0]?.width ?? 0) - (sizes[1]?.width ?? 1))).toBeLessThan(1.5);
  await keepScreenshot(page, 'flow-defects-table-preview');
});

test('the mouse selects a branch group by its empty space; copy, paste and delete act on the whole group, one undo step each', async ({
  page,
}) => {
  await page.goto('/workflow/flow-designer/new/flowDesign');
  await addAfter(page, 'initiator', 'Condition branch');
  await expect.poll(() => drawnNodeCount(page)).toBe(3);
  // the group's frame runs half a column gap and a small margin left of its first branch card
  const frameEdge = await shapePoint(page, { nodeName: 'branch 1' }, { x: -28, y: 44 });
  // the new group is selected: a click on the empty stage beside it clears that
  await clickShape(page, { nodeName: 'branch 1' }, { x: -120, y: 44 });
  await expect.poll(() => isColourNear(page, frameEdge, SELECTED)).toBe(false);
  const left = await shapePoint(page, { nodeName: 'branch 1' });
  const right = await shapePoint(page, { nodeName: 'other situations' });
  // a click between the two branches, where nothing but the group is
  await page.mouse.click((left.x + right.x) / 2, left.y);
  await expect.poll(() => isColourNear(page, frameEdge, SELECTED)).toBe(true);
  await page.keyboard.press('Control+c');
  await expect(said(page)).toHaveText('Branch copied');
  await page.keyboard.press('Control+v');
  await expect(said(page)).toHaveText('Branch pasted after Branch');
  await expect.poll(() => drawnNodeCount(page)).toBe(5);
  // the pasted group is selected: Delete removes it whole, after asking
  await page.keyboard.press('Delete');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(said(page)).toHaveText('Branch removed');
  await expect.poll(() => drawnNodeCount(page)).toBe(3);
  await page.getByTestId('flow-canvas').focus();
  await page.keyboard.press('Control+z');
  await expect(said(page)).toHaveText('Undone: delete node');
  await expect.poll(() => drawnNodeCount(page)).toBe(5);
  await page.keyboard.press('Control+z');
  await expect(said(page)).toHaveText('Undone: paste');
  await expect.poll(() => drawnNodeCount(page)).toBe(3);
});

test('copying a single branch says that it was not copied, on the canvas and in the live region', async ({
  page,
}) => {
  await page.goto('/workflow/flow-designer/new/flowDesign');
  await addAfter(page, 'initiator', 'Condition branch');
  await clickShape(page, { nodeName: 'branch 1' });
  // the click opened the branch's settings; closing them gives the keys back to the canvas
  const drawer = page.locator('.bp6-drawer');
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await page.keyboard.press('Control+c');
  const message =
    'branch 1 is a single branch and is not copied: click the empty space of its group to select the whole group, then copy';
  await expect(page.getByTestId('flow-notice')).toContainText(message);
  await expect(said(page)).toHaveText(message);
  await keepScreenshot(page, 'flow-defects-copy-branch-notice');
  await page.getByTestId('flow-notice').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('flow-notice')).toHaveCount(0);
});
