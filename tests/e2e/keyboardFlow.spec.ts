import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';

/**
 * The seeded leave flow built and published with the keyboard alone: no pointer or mouse event reaches the page
 * (an init script counts them), every step is heard in the live region and seen in the outline.
 */

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await useEnglish(page);
  await signIn(page, ACCOUNTS.admin);
  // counted from the designer's page load on: signing in is not part of the flow designer
  await page.addInitScript(() => {
    const counter = window as unknown as { pointerPresses: number };
    counter.pointerPresses = 0;
    for (const type of ['pointerdown', 'mousedown'])
      window.addEventListener(
        type,
        (event) => {
          if (event.isTrusted) counter.pointerPresses += 1;
        },
        true,
      );
  });
});

const drawer = (page: Page) => page.locator(`.${'bp6-drawer'}`);
const said = (page: Page) => page.getByTestId('flow-announcer');

/** Moves a native select with ArrowDown until the option `label` is chosen (as a keyboard user does). */
const chooseOption = async (select: Locator, label: string) => {
  await select.focus();
  for (let step = 0; step < 30; step += 1) {
    const chosen = await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text);
    if (chosen === label) return;
    await select.press('ArrowDown');
  }
  throw new Error(`no option ${label}`);
};

/** Ticks a box or radio in the node drawer with the space bar, once the drawer has slid in. */
const tick = async (page: Page, box: Locator) => {
  await expect(drawer(page)).toBeInViewport({ ratio: 1 });
  await box.focus();
  await box.press('Space');
  await expect(box).toBeChecked();
};

/** Names the node on the basic attributes tab and confirms; the focus goes back where it was. */
const nameAndConfirm = async (page: Page, name: string) => {
  await drawer(page).getByRole('tab', { name: 'Basic attributes' }).press('Enter');
  await drawer(page).getByLabel('Node name').fill(name);
  await drawer(page).getByRole('button', { name: 'Confirm' }).press('Enter');
  await expect(drawer(page)).toHaveCount(0);
};

/** Opens the add menu with `key`, walks down to `item` and adds it. */
const addWithKeys = async (page: Page, key: string, item: string) => {
  await page.keyboard.press(key);
  const menu = page.getByRole('menu', { name: 'Add a node' });
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  for (let step = 0; step < 4; step += 1) {
    if ((await page.evaluate(() => document.activeElement?.textContent)) === item) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(menu.getByRole('menuitem', { name: item, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveCount(0);
};

test('builds the seeded leave flow with the keyboard alone and publishes it', async ({ page }) => {
  const name = `Leave keys ${Date.now()}`;
  await page.goto('/workflow/flow-designer/new/basicInfo');
  await page.getByLabel('Flow name').fill(name);
  await page.getByLabel('Flow name').press('Enter');
  await chooseOption(page.getByLabel('Group'), 'HR');
  const form = page.getByRole('checkbox', { name: '请假申请单' });
  await form.focus();
  await form.press('Space');
  await expect(form).toBeChecked();
  await page.getByRole('tab', { name: 'Flow design', exact: true }).press('Enter');

  const canvas = page.getByTestId('flow-canvas');
  await canvas.focus();
  // the zoom controls and the mini-map are reachable by Tab; the mini-map's arrows move the view
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Zoom out' })).toBeFocused();
  const miniMap = page.getByRole('application', { name: /Mini-map/ });
  await miniMap.focus();
  await miniMap.press('ArrowRight');
  await expect(miniMap).toBeFocused();
  await canvas.focus();

  await page.keyboard.press('ArrowDown');
  await expect(said(page)).toHaveText('Initiator: initiator, 1 of 1');
  await addWithKeys(page, 'a', 'Approver');
  await expect(said(page)).toHaveText('Approver node added after initiator');
  await page.keyboard.press('Enter');
  await tick(page, drawer(page).getByRole('checkbox', { name: /李四/ }));
  await nameAndConfirm(page, '部门审批');
  await expect(canvas).toBeFocused();

  await addWithKeys(page, 'a', 'Condition branch');
  await expect(said(page)).toHaveText('Condition branch group node added after 部门审批');
  await page.keyboard.press('ArrowDown');
  await expect(said(page)).toHaveText(/^Condition: branch 1, 4 of \d+$/);
  await page.keyboard.press('Enter');
  await expect(drawer(page)).toBeInViewport({ ratio: 1 });
  await drawer(page).getByRole('button', { name: 'Add condition group' }).press('Enter');
  await chooseOption(drawer(page).getByLabel('Field'), '请假天数');
  await chooseOption(drawer(page).getByLabel('Operator'), '>');
  await drawer(page).getByLabel('Value').fill('3');
  await nameAndConfirm(page, '超过3天');
  await expect(canvas).toBeFocused();

  await addWithKeys(page, 'Insert', 'Approver');
  await expect(said(page)).toHaveText('Approver node added after 超过3天');
  await page.keyboard.press('Enter');
  const memberSearch = drawer(page)
    .getByRole('textbox', { name: /Search/ })
    .first();
  await memberSearch.fill('李四');
  await tick(page, drawer(page).getByRole('checkbox', { name: /李四/ }));
  await memberSearch.fill('王五');
  await tick(page, drawer(page).getByRole('checkbox', { name: /王五/ }));
  await memberSearch.fill('');
  await tick(page, drawer(page).getByRole('radio', { name: /Countersign/ }));
  await nameAndConfirm(page, '人事会签');

  // after the whole branch group: Shift+A
  await addWithKeys(page, 'Shift+A', 'Cc');
  await expect(said(page)).toHaveText('CC node added after Branch');
  // copy, paste, delete (cancelled once, then confirmed), undo and redo
  await page.keyboard.press('Control+c');
  await expect(said(page)).toHaveText('CC copied');
  await page.keyboard.press('Control+v');
  await expect(said(page)).toHaveText('CC pasted after CC');
  await page.keyboard.press('Delete');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete "CC"?');
  // Escape reaches the confirmation once its overlay has taken the focus, a frame after it opens
  await expect
    .poll(() =>
      confirm.evaluate((dialog) => !!dialog.closest('.bp6-overlay')?.contains(document.activeElement)),
    )
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(canvas).toBeFocused();
  await page.keyboard.press('Delete');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  await expect(said(page)).toHaveText('CC removed');
  await expect(canvas).toBeFocused();
  await page.keyboard.press('Control+z');
  await expect(said(page)).toHaveText('Undone: delete node');
  await page.keyboard.press('Control+z');
  await expect(said(page)).toHaveText('Undone: paste');
  await page.keyboard.press('Control+y');
  await expect(said(page)).toHaveText('Redone: paste');
  await page.keyboard.press('Control+z');
  await expect(said(page)).toHaveText('Undone: paste');

  // the outline reads the flow, and changes it: the cc node is set up from there
  await page.getByRole('tab', { name: 'Outline' }).press('Enter');
  const outline = page.getByRole('tree', { name: 'Flow outline' });
  await expect(outline.getByRole('treeitem')).toHaveText([
    'Initiator: initiator',
    'Approver: 部门审批',
    'Condition branch group: Branch',
    'Condition: 超过3天',
    'Approver: 人事会签',
    'Condition: other situations',
    'CC: CC',
  ]);
  // the keyboard's way to drag a node: cut it, paste it after another node; undo puts it back
  await outline.getByRole('treeitem').first().focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Control+x');
  await expect(said(page)).toHaveText('CC cut: select the node to move it after, then paste');
  await page.keyboard.press('Home');
  await page.keyboard.press('Control+v');
  await expect(said(page)).toHaveText('CC moved after initiator');
  await expect(outline.getByRole('treeitem').nth(1)).toHaveText('CC: CC');
  await page.keyboard.press('Control+z');
  await expect(said(page)).toHaveText('Undone: move node');
  await expect(outline.getByRole('treeitem').last()).toHaveText('CC: CC');
  await outline.getByRole('treeitem').first().focus();
  await page.keyboard.press('End');
  await expect(said(page)).toHaveText('CC: CC, 7 of 7');
  await expect(outline.getByRole('treeitem', { name: 'CC: CC' })).toBeFocused();
  await page.keyboard.press('Enter');
  await drawer(page)
    .getByRole('textbox', { name: /Search/ })
    .first()
    .fill('王五');
  await tick(page, drawer(page).getByRole('checkbox', { name: /王五/ }));
  await nameAndConfirm(page, '抄送人事');
  await expect(outline.getByRole('treeitem', { name: 'CC: 抄送人事' })).toBeFocused();
  await expect(outline.getByRole('treeitem', { name: 'CC: 抄送人事' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.getByRole('tab', { name: /Problems/ }).press('Enter');
  await expect(page.getByText('No problems: the flow can be published.')).toBeVisible();
  await keepScreenshot(page, 'keyboard-flow-built');
  await page.getByRole('button', { name: 'Publish' }).press('Enter');
  await expect(page.getByText('Published as version 1')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { pointerPresses: number }).pointerPresses)).toBe(0);
});
