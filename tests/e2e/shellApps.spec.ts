import { expect, test } from '@playwright/test';
import { ACCOUNTS, keepScreenshot, pageSettled, signIn, useEnglish } from './support';
import { CHILD_APP_DELAY_MS, CHILD_APP_TIMEOUT_MS } from '../../console/layout/micro/subAppUrl';

test.beforeEach(async ({ page }) => useEnglish(page));

test('a sub-app loads in its sandboxed frame and uses every bridge message', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/smartube-app/hudong/home');
  const frameElement = page.locator('iframe[title="Application hudong"]');
  await expect(frameElement).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups');
  const frame = page.frameLocator('iframe[title="Application hudong"]');
  await expect(frame.getByText('Demo sub-app: hudong')).toBeVisible();
  await expect(page).toHaveTitle('Interaction platform');
  await pageSettled(page);
  await keepScreenshot(page, 'shell-subapp');

  await frame.getByRole('button', { name: 'Show approval' }).click();
  // The demo app asks for task T-demo-1, which no one has: the real approval modal opens and says so.
  const approval = page.getByRole('dialog', { name: 'Approval' });
  await expect(approval.getByText('The task could not be loaded')).toBeVisible();
  await approval.getByRole('button', { name: 'Close' }).last().click();
  await expect(frame.getByLabel('Host replied')).toContainText('"approvalClosed"');

  await frame.getByRole('button', { name: 'Collapse menu' }).click();
  await expect(page.getByRole('complementary', { name: 'Side menu' })).toHaveCSS('width', '60px');
  await frame.getByRole('button', { name: 'Expand menu' }).click();
  await expect(page.getByRole('complementary', { name: 'Side menu' })).toHaveCSS('width', '208px');

  // the app's own state (its counter) lives on in the hidden tab while another app's page is open
  const counter = frame.locator('p', { hasText: 'Counter (kept while the tab stays open)' });
  await frame.getByRole('button', { name: '+1' }).click();
  await expect(counter).toContainText('open): 1');
  await frame.getByRole('button', { name: 'Navigate' }).click();
  // rule 5: the message app's page is told which app the user came from
  await expect(page).toHaveURL(/\/message\/letters\?sourceApp=hudong$/);

  const overview = page
    .getByRole('navigation', { name: 'Open pages' })
    .getByRole('tab', { name: /Overview/ });
  await overview.click();
  // back on the app's tab: the same frame, its state kept, and the page come to rest before a click lands in it
  await expect(overview).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Loading application')).toHaveCount(0);
  await expect(counter).toContainText('open): 1');
  await pageSettled(page);
  await frame.getByRole('button', { name: 'Close this tab' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Open pages' }).getByRole('tab', { name: /Overview/ }),
  ).toHaveCount(0);
});

test('a sub-app that fails to load shows the error with a retry', async ({ page }) => {
  // the page's clock runs as usual, but the test moves it over the wait for the child app's 'ready' message
  await page.clock.install();
  await signIn(page, ACCOUNTS.admin);
  await page.route('**/digital-portal/subapps/millstone/**', (route) => route.abort());
  await page.goto('/smartube-app/millstone/home');
  await expect(page.locator('iframe[title="Application millstone"]')).toBeAttached();
  await expect(page.getByText('The application could not be loaded')).toHaveCount(0);
  await page.clock.fastForward(CHILD_APP_DELAY_MS + CHILD_APP_TIMEOUT_MS);
  await expect(page.getByText('The application could not be loaded')).toBeVisible();
  await keepScreenshot(page, 'shell-subapp-failed');
  await page.unroute('**/digital-portal/subapps/millstone/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(
    page.frameLocator('iframe[title="Application millstone"]').getByText('Demo sub-app: millstone'),
  ).toBeVisible();
});

test('an app that needs a project warns and opens the project view; choosing one lets the user in', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await page.getByRole('button', { name: 'Apps' }).click();
  await expect(page.getByText('Business apps')).toBeVisible();
  await keepScreenshot(page, 'shell-app-nav');
  await page.getByRole('menuitem', { name: 'Marketing platform' }).click();
  await expect(
    page.getByText('Please select a project from the project list to enter the app'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/project$/);
  await expect(page.getByRole('complementary', { name: 'Side menu' })).toHaveCount(0);
  await expect(page.getByLabel('城东储能示范', { exact: true })).toBeVisible();
  await keepScreenshot(page, 'shell-projects');
  const card = page.getByLabel('城东储能示范', { exact: true });
  await card.getByRole('button', { name: 'Pin to top' }).click();
  await expect(page.locator('.project-card').first()).toHaveAttribute('aria-label', '城东储能示范');
  await card.getByRole('button', { name: 'Set default' }).click();
  await expect(card.getByText('Default')).toBeVisible();
  await card.getByRole('button', { name: 'Enter' }).click();
  await expect(page).toHaveURL(/\/project\/PJ102\/data-view$/);
  await page.getByRole('button', { name: 'Apps' }).click();
  await page.getByRole('menuitem', { name: 'Marketing platform' }).click();
  await expect(page).toHaveURL(/\/smartube-app\/market-ui\/home$/);
});

test('a project route with a foreign project id goes back to the project view', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/project/PJ201/data-view');
  await expect(page).toHaveURL(/\/project$/);
});

test('a child app without permitted routes warns that the app is not permitted', async ({ page }) => {
  await signIn(page, ACCOUNTS.zhangsan);
  await page.goto('/smartube-app/millstone/home');
  await expect(
    page.getByText('No application permission, please contact the administrator to enable it.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/401\?redirect=/);
});

test('chat-app sign-in through the demo provider', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Chat-app sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Demo chat app' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve and sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Welcome, 张三' })).toBeVisible();
});

test('registration creates an account that can sign in', async ({ page }) => {
  // the sign-in page offers registration because this server names a tenant for it
  await page.goto('/login');
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel('User name').fill('e2e-newbie');
  await page.getByLabel('Name', { exact: true }).fill('新同事');
  await page.getByLabel('Phone').fill('13912345678');
  await page.getByLabel('Email').fill('newbie@example.com');
  await page.getByLabel('Password', { exact: true }).fill('weak');
  await page.getByLabel('Confirm password').focus();
  await expect(
    page
      .getByText(
        'Must be a combination of 8 or more characters with upper and lower case letters, digits and special symbols',
      )
      .first(),
  ).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Newbie@2026');
  await page.getByLabel('Confirm password').fill('Newbie@2026');
  await keepScreenshot(page, 'shell-register');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('User name').fill('e2e-newbie');
  await page.getByLabel('Password').fill('Newbie@2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
