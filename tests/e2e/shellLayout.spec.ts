import { expect, test } from '@playwright/test';
import { ACCOUNTS, chooseMenuItem, keepScreenshot, pageSettled, signIn, useEnglish } from './support';

test.beforeEach(async ({ page }) => useEnglish(page));

test('signs in, navigates through the menu, opens three tabs and keeps them over a refresh', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  const menu = page.getByRole('complementary', { name: 'Side menu' });
  await expect(menu).toBeVisible();
  await keepScreenshot(page, 'shell-home');
  await menu.getByRole('button', { name: 'Approval centre', exact: true }).first().click();
  await menu.getByRole('button', { name: 'My to-dos' }).click();
  await expect(page).toHaveURL(/\/approval\/todo$/);
  await menu.getByRole('button', { name: 'System management' }).click();
  await menu.getByRole('button', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/system\/user/);
  const tabs = page.getByRole('navigation', { name: 'Open pages' });
  await expect(tabs.getByRole('tab')).toHaveCount(4);
  await expect(tabs.getByRole('tab').first()).toContainText('Projects');
  await keepScreenshot(page, 'shell-three-tabs');
  await page.reload();
  await expect(tabs.getByRole('tab')).toHaveCount(4);
  await expect(tabs.getByRole('tab', { name: /Users/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/system\/user/);
});

test('the tab context menu closes left, right and others; affixed tabs stay', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  const menu = page.getByRole('complementary', { name: 'Side menu' });
  await menu.getByRole('button', { name: 'Approval centre', exact: true }).first().click();
  for (const name of ['My to-dos', 'My applications', 'Approval centre'])
    await menu.getByRole('button', { name, exact: true }).last().click();
  const tabs = page.getByRole('navigation', { name: 'Open pages' });
  await expect(tabs.getByRole('tab')).toHaveCount(5);
  await tabs.getByRole('tab', { name: /My applications/ }).click({ button: 'right' });
  await keepScreenshot(page, 'shell-tab-context-menu');
  await chooseMenuItem(page, 'Close right');
  await expect(tabs.getByRole('tab')).toHaveText([/Projects/, /Home/, /My to-dos/, /My applications/]);
  await expect(page).toHaveURL(/\/approval\/apply$/);
  await tabs.getByRole('tab', { name: /My applications/ }).click({ button: 'right' });
  await chooseMenuItem(page, 'Close left');
  await expect(tabs.getByRole('tab')).toHaveText([/Projects/, /My applications/]);
  await menu.getByRole('button', { name: 'My to-dos' }).click();
  await tabs.getByRole('tab', { name: /My to-dos/ }).click({ button: 'right' });
  await chooseMenuItem(page, 'Close others');
  await expect(tabs.getByRole('tab')).toHaveText([/Projects/, /My to-dos/]);
});

test('closing the active tab moves to the previous one; the last tab warns it is the last page', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.zhangsan);
  const tabs = page.getByRole('navigation', { name: 'Open pages' });
  await expect(tabs.getByRole('tab')).toHaveCount(1);
  await page
    .getByRole('complementary', { name: 'Side menu' })
    .getByRole('button', { name: 'Approval centre', exact: true })
    .first()
    .click();
  await page
    .getByRole('complementary', { name: 'Side menu' })
    .getByRole('button', { name: 'My to-dos' })
    .click();
  await expect(tabs.getByRole('tab')).toHaveCount(2);
  await tabs.getByRole('button', { name: 'Close My to-dos' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await tabs.getByRole('button', { name: 'Close Home' }).click();
  await expect(page.getByText('This is already the last page')).toBeVisible();
  await expect(tabs.getByRole('tab')).toHaveCount(1);
  await keepScreenshot(page, 'shell-last-tab-warning');
});

test('tabs keep their pages alive: a child app keeps its state across tab switches', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await expect(
    page.getByRole('navigation', { name: 'Open pages' }).getByRole('tab', { name: /Home/ }),
  ).toBeVisible();
  await page.goto('/smartube-app/hudong/home');
  const frame = page.frameLocator('iframe[title="Application hudong"]');
  await expect(frame.getByRole('button', { name: '+1' })).toBeVisible();
  await pageSettled(page);
  await frame.getByRole('button', { name: '+1' }).click();
  await frame.getByRole('button', { name: '+1' }).click();
  await expect(frame.locator('#counter')).toHaveText('2');
  // to another app's page and back with the browser's Back: the address gains its sourceApp in place, the frame
  // keeps its place in the page, and so its state
  await frame.getByRole('button', { name: 'Navigate' }).click();
  await expect(page).toHaveURL(/\/message\/letters\?sourceApp=hudong$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/smartube-app\/hudong\/home\?sourceApp=/);
  await expect(frame.locator('#counter')).toHaveText('2');
  // and through the tabs
  await page.getByRole('navigation', { name: 'Open pages' }).getByRole('tab', { name: /Home/ }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page
    .getByRole('navigation', { name: 'Open pages' })
    .getByRole('tab', { name: /Overview/ })
    .click();
  await expect(frame.locator('#counter')).toHaveText('2');
});

test('cleanMode hides the top bar, the menu and the tabs', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/approval/todo?cleanMode=1');
  await expect(page.getByRole('complementary', { name: 'Side menu' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Open pages' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0);
  await keepScreenshot(page, 'shell-clean-mode');
  await page.goto('/approval/todo');
  await expect(page.getByRole('complementary', { name: 'Side menu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My to-dos' })).toBeVisible();
});

test('the side menu collapses to 60 px and remembers it in the sidebarStatus cookie', async ({
  page,
  context,
}) => {
  await signIn(page, ACCOUNTS.admin);
  const menu = page.getByRole('complementary', { name: 'Side menu' });
  await expect(menu).toHaveCSS('width', '208px');
  await page.getByRole('button', { name: 'Collapse menu' }).click();
  await expect(menu).toHaveCSS('width', '60px');
  expect((await context.cookies()).find((c) => c.name === 'sidebarStatus')?.value).toBe('0');
  await page.reload();
  await expect(menu).toHaveCSS('width', '60px');
  await keepScreenshot(page, 'shell-collapsed');
  await page.getByRole('button', { name: 'Expand menu' }).click();
  await expect(menu).toHaveCSS('width', '208px');
});

test('switching to en_US through the header changes the text, every open tab title too, via /refresh', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('admin-language', 'zh_CN'));
  await page.goto('/login');
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('Admin@12345');
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page.getByRole('button', { name: '常用菜单' })).toBeVisible();
  const menu = page.getByRole('complementary');
  await menu.getByRole('button', { name: '审批中心', exact: true }).first().click();
  await menu.getByRole('button', { name: '我的待办' }).click();
  await menu.getByRole('button', { name: '我的申请' }).click();
  await menu.getByRole('button', { name: '系统管理' }).click();
  await menu.getByRole('button', { name: '用户管理' }).click();
  await expect(page).toHaveURL(/\/system\/user/);
  const tabs = page.getByRole('navigation').filter({ has: page.getByRole('tab') });
  // the project list's tab is pinned: it says so to a screen reader before its title
  await expect(tabs.getByRole('tab')).toHaveText([
    /^已固定项目列表$/,
    /^首页$/,
    /^我的待办$/,
    /^我的申请$/,
    /^用户管理$/,
  ]);
  await page.getByLabel('语言').first().selectOption('en_US');
  await expect(page.getByRole('button', { name: 'Favourites' })).toBeVisible();
  await expect(page).toHaveURL(/\/system\/user/);
  await expect(tabs.getByRole('tab')).toHaveText([
    /^PinnedProjects$/,
    /^Home$/,
    /^My to-dos$/,
    /^My applications$/,
    /^Users$/,
  ]);
  await keepScreenshot(page, 'shell-en');
});

test('Arabic lays the shell out right to left', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('admin-language', 'ar_EG'));
  await page.goto('/login');
  await page.locator('#login-user').fill('admin');
  await page.locator('#login-password').fill('Admin@12345');
  await page.locator('button[type=submit]').click();
  await expect(page.getByRole('complementary')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const box = await page.getByRole('complementary').boundingBox();
  expect(box?.x ?? 0).toBeGreaterThan(600);
  await keepScreenshot(page, 'shell-ar-rtl');
});

test('a menu page whose screen is not installed shows the module-not-found state', async ({ page }) => {
  // Every menu the server can hold names a registered screen; a console older or newer than the menu data can
  // still meet one it does not have. The server's route answer is changed on its way to the page to show that.
  await page.route('**/getRoutersBatch', async (route) => {
    const answer = await route.fetch();
    const text = (await answer.text()).replace('"message/LetterCenter"', '"message/RetiredScreen"');
    await route.fulfill({ response: answer, body: text });
  });
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/message/letters');
  await expect(page.getByText('The page module message/RetiredScreen was not found')).toBeVisible();
});

test('a refresh on a dynamic route lands on the same page; unknown paths go to /401', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/message/letters');
  await expect(page.getByRole('heading', { name: 'Site messages' })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/message\/letters$/);
  await expect(page.getByRole('heading', { name: 'Site messages' })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/401\?redirect=%2Fno%2Fsuch%2Fpage$/);
});
