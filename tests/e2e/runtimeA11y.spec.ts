import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, signIn, useEnglish } from './support';

/**
 * A runtime form and a console dialog for keyboard and screen reader users: a failed submit is announced with the
 * list of errors and takes the focus to the first one; a dialog keeps the focus inside and gives it back to its
 * opener; the focused element always shows a ring.
 */

test.beforeEach(async ({ page }) => useEnglish(page));

/** The focused element draws a visible ring: a solid outline or a box-shadow. */
const expectFocusRing = async (page: Page) => {
  const ring = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return {
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      shadow: style.boxShadow !== 'none',
    };
  });
  expect(ring.outline || ring.shadow, JSON.stringify(ring)).toBe(true);
};

const isFocusInside = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement));

test('an empty leave application: an alert lists the errors, the first field has the focus and its error', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/approval/apply');
  await page.getByRole('button', { name: 'New application' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '请假', exact: true }).click();
  const leaveType = dialog.getByLabel('请假类型');
  await expect(leaveType).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Submit', exact: true }).focus();
  await page.keyboard.press('Enter');
  const alert = dialog.getByRole('alert');
  await expect(alert.getByRole('button')).toHaveText([
    '请假类型: 请输入请假类型',
    '开始日期: 请输入开始日期',
    '结束日期: 请输入结束日期',
    '请假天数: 请输入请假天数',
    '请假事由: 请输入请假事由',
  ]);
  await expect(leaveType).toBeFocused();
  await expect(leaveType).toHaveAttribute('aria-invalid', 'true');
  await expect(leaveType).toHaveAttribute('aria-required', 'true');
  await expect(leaveType).toHaveAccessibleDescription('请输入请假类型');
  await expectFocusRing(page);

  // each entry of the summary takes the focus to its field
  await alert.getByRole('button', { name: '请假事由: 请输入请假事由' }).focus();
  await page.keyboard.press('Enter');
  const reason = dialog.getByLabel('请假事由');
  await expect(reason).toBeFocused();
  await expect(reason).toHaveAccessibleDescription('请输入请假事由');
  await expectFocusRing(page);
});

test('a dialog opened from the user menu keeps the focus inside and gives it back to the menu button', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  const opener = page.getByRole('button', { name: /User menu$/ });
  await opener.focus();
  await page.keyboard.press('Enter');
  const logOut = page.getByRole('menuitem', { name: 'Log out' });
  await expect(logOut).toBeVisible();
  await logOut.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'System tip' });
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await expect(logOut).toHaveCount(0);

  // Tab and Shift+Tab go round inside the dialog (Blueprint passes through the dialog's container on the way)
  const overlay = dialog.locator('xpath=..');
  const visited: string[] = [];
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await isFocusInside(overlay), `after ${key}`).toBe(true);
    await expectFocusRing(page);
    visited.push(
      await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        return element.tagName === 'BUTTON' ? element.getAttribute('aria-label') || element.innerText : '';
      }),
    );
  }
  expect(visited.filter(Boolean)).toEqual(['Close', 'Cancel', 'Confirm', 'Cancel', 'Close']);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expectFocusRing(page);
  // still signed in: Escape cancelled the log-out
  await expect(page).toHaveURL(/\/home$/);
});
