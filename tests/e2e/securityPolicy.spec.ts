import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signIn, useEnglish } from './support';
import { dragToCanvas, openNewForm, toolbarButton } from './formsSupport';

test.use({ viewport: { width: 1500, height: 950 } });

/** Everything the browser reports about the Content-Security-Policy blocking something on the page. */
const watchPolicyViolations = (page: Page) => {
  const violations: string[] = [];
  const note = (text: string) => {
    if (/Content Security Policy|Refused to/i.test(text)) violations.push(text);
  };
  page.on('console', (message) => note(message.text()));
  page.on('pageerror', (error) => note(error.message));
  return violations;
};

test.beforeEach(async ({ page }) => useEnglish(page));

test('the console works under its Content-Security-Policy: editors, child apps and image export', async ({
  page,
  context,
}) => {
  const violations = watchPolicyViolations(page);
  const first = await page.goto('/login');
  expect(first?.headers()['content-security-policy']).toContain("script-src 'self'");
  await signIn(page, ACCOUNTS.admin);

  // The session cookie stays on this site: a link from elsewhere never carries it.
  const token = (await context.cookies()).find((cookie) => cookie.name === 'Admin-Token');
  expect(token?.sameSite).toBe('Strict');

  // A child app in its frame.
  await page.goto('/smartube-app/hudong/home');
  await expect(
    page.frameLocator('iframe[title="Application hudong"]').getByText('Demo sub-app: hudong'),
  ).toBeVisible();

  // Monaco, with its workers and inline styles.
  await openNewForm(page);
  await dragToCanvas(page, 'Input', { x: 200, y: 40 });
  await toolbarButton(page, 'Export JSON').click();
  const json = page.getByRole('dialog', { name: 'JSON data' });
  await expect(json.locator('.monaco-editor').first()).toBeVisible();
  await expect(json.locator('.view-lines')).toContainText('"list"');
  await json.getByRole('button', { name: 'Close' }).click();

  // Image export of a flow.
  await page.goto('/workflow/flow-designer/new/flowDesign');
  await expect(page.getByRole('tab', { name: 'Flow design', exact: true })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export image' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/\.jpg$/);

  expect(violations).toEqual([]);
});
