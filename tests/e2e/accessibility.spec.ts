import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { RouteItem, SessionInfoData } from '@shared/api';
import { buildMenu, menuPages } from '../../console/router/menuBuilder';
import { ACCOUNTS } from './support';
import { seriousViolations } from './axeSupport';

/**
 * Screens an assistive technology reads: no serious or critical axe-core rule breaks on any page of the seeded menus
 * (read from the app's own getRouters answer, so a new menu is checked too), the two designers, a runtime form and
 * the mobile page, in English and in Arabic (right to left) with the tenant's dark theme, and with the light one.
 */

type Language = 'en_US' | 'ar_EG';
/** Blueprint's class names (Classes.DARK, SPINNER, SKELETON). */
const DARK = 'bp6-dark';
const LOADING = '.bp6-spinner, .bp6-skeleton, [aria-busy="true"]';
interface Finding {
  screen: string;
  rule: string;
  impact: string;
  targets: string[];
}

const text = (language: Language, namespace: string, key: string): string => {
  const json = JSON.parse(
    readFileSync(`shared/i18n/locales/${language}/${namespace}.json`, 'utf8'),
  ) as Record<string, unknown>;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], json);
  return String(value);
};

/** Signs in once in a fresh context of this language; hands back the page and the pages of every app's menu. */
const signedIn = async (browser: Browser, language: Language, mode?: 'light') => {
  const context = await browser.newContext({ locale: language.replace('_', '-') });
  const page = await context.newPage();
  await page.addInitScript((lang) => localStorage.setItem('admin-language', lang), language);
  if (mode)
    // the tenant theme's mode (dark by default, console spec §3) is switched here for this session only, not saved
    await page.route('**/getInfo', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: SessionInfoData };
      const theme = JSON.parse(body.data.themeConfig || '{}') as Record<string, unknown>;
      body.data.themeConfig = JSON.stringify({ ...theme, mode });
      await route.fulfill({ response, json: body });
    });
  const info = page.waitForResponse((r) => r.url().endsWith('/getInfo'));
  const routes = page.waitForResponse((r) => r.url().endsWith('/getRoutersBatch'));
  await page.goto('/login');
  await page.getByLabel(text(language, 'console', 'login.userName')).fill(ACCOUNTS.admin.userName);
  await page.getByLabel(text(language, 'console', 'login.password')).fill(ACCOUNTS.admin.password);
  await page.getByRole('button', { name: text(language, 'console', 'login.submit') }).click();
  await expect(page).toHaveURL(/\/home$/);
  const { sysApps } = ((await (await info).json()) as { data: SessionInfoData }).data;
  const batch = ((await (await routes).json()) as { data: { appId: string; routes: RouteItem[] }[] }).data;
  const pagesByApp = sysApps.map((app) =>
    menuPages(buildMenu(app, batch.find((b) => b.appId === app.appId)?.routes ?? [])).map(
      (node) => node.path as string,
    ),
  );
  const landings = pagesByApp.flatMap((pages) => pages.slice(0, 1));
  return { page, paths: [...new Set(pagesByApp.flat())], landings: [...new Set(landings)] };
};

/** A page's address, with or without a query. */
const addressOf = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`);

/** The tab of a page: its title button names the page's address, with or without a query. */
const tabOf = (page: Page, path: string) =>
  page
    .locator('.tab-item')
    .filter({ has: page.locator(`[role="tab"][data-path="${path}"], [role="tab"][data-path^="${path}?"]`) });

/**
 * The screen is settled: the address is the page's, the page itself is shown with its tab active, and nothing in it
 * is still loading. The address changes first: the screen before stays shown until the new one is ready to be drawn
 * (its code and texts loaded), and a check then would read, or a click would close, the screen before.
 */
const settled = async (page: Page, path: string) => {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.locator('.kept-view:not([hidden])')).toHaveAttribute('data-path', addressOf(path));
  await expect(tabOf(page, path)).toHaveClass(/\bis-active\b/);
  await expect(page.locator(`.nav-progress, .kept-view:not([hidden]) :is(${LOADING})`)).toHaveCount(0);
};

/** Moves inside the single-page app as a link would: no reload, the signed-in state stays. */
const goInApp = async (page: Page, path: string) => {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settled(page, path);
};

const check = async (page: Page, screen: string, findings: Finding[]) => {
  const violations = await seriousViolations(page, {
    // pages of other open tabs stay mounted but hidden: they are checked on their own screen; the theme preview
    // paints the colours a tenant picks, as they are (the theme editor warns of a pair below 4.5:1)
    exclude: [['.kept-view[hidden]'], ['[data-testid="theme-preview"]']],
  });
  for (const { rule, impact, targets } of violations) findings.push({ screen, rule, impact, targets });
};

/** One line per screen (rules broken, elements), then each rule with its elements. */
const report = (findings: Finding[]) => {
  if (findings.length === 0) return;
  const screens = [...new Set(findings.map((f) => f.screen))];
  const table = screens.map((screen) => {
    const own = findings.filter((f) => f.screen === screen);
    const nodes = own.reduce((sum, f) => sum + f.targets.length, 0);
    return `| ${screen} | ${own.length} | ${nodes} | ${own.map((f) => f.rule).join(' ')} |`;
  });
  const details = findings.map(
    (f) => `${f.screen}  ${f.rule} (${f.impact}) x ${f.targets.length}\n      ${f.targets.join('\n      ')}`,
  );
  console.log(`axe-core: ${findings.length} rule failures\n${table.join('\n')}\n${details.join('\n')}`);
};

/** Each page in turn, its tab closed once checked (the kept-alive pages of many tabs would slow every check). */
const checkMenus = async (page: Page, paths: string[], label: string, findings: Finding[]) => {
  await settled(page, '/home');
  await check(page, `${label} /home`, findings);
  for (const path of paths.filter((p) => p !== '/home')) {
    await goInApp(page, path);
    await check(page, `${label} ${path}`, findings);
    await tabOf(page, path).getByRole('button').click();
    await expect(page).not.toHaveURL((url) => url.pathname === path);
  }
};

/** The menus' screens are checked in this many tests per language, each part a third of them (every third one). */
const PARTS = 3;

for (const language of ['en_US', 'ar_EG'] as const) {
  for (let part = 0; part < PARTS; part++) {
    test(`every seeded screen passes axe in ${language}, part ${part + 1} of ${PARTS}`, async ({
      browser,
    }) => {
      // about 10 screens: some 15 s on a quiet machine, more when CI is busy
      test.setTimeout(150_000);
      const findings: Finding[] = [];
      const { page, paths } = await signedIn(browser, language);
      expect(paths.length).toBeGreaterThan(10);
      // the seeded tenant theme is the dark one: top bar and side menu dark
      await expect(page.locator(`.side-menu.${DARK}`)).toBeVisible();
      const mine = paths.filter((path) => path !== '/home').filter((_, index) => index % PARTS === part);
      await checkMenus(page, mine, language, findings);
      report(findings);
      expect(findings.map((f) => `${f.screen}: ${f.rule}`)).toEqual([]);
      await page.context().close();
    });
  }

  test(`both designers, a runtime form and the mobile page pass axe in ${language}`, async ({ browser }) => {
    test.setTimeout(150_000);
    const findings: Finding[] = [];
    const { page } = await signedIn(browser, language);
    await goInApp(page, '/workflow/flow-designer/new/flowDesign');
    await expect(page.locator('.kept-view:not([hidden]) canvas').first()).toBeVisible();
    await check(page, `${language} flow designer`, findings);
    await page.getByRole('tab', { name: text(language, 'flow', 'outline.title') }).click();
    await expect(page.getByRole('tree', { name: text(language, 'flow', 'outline.label') })).toBeVisible();
    await check(page, `${language} flow designer outline`, findings);

    await goInApp(page, '/workflow/form-designer/new');
    await expect(page.locator('.kept-view:not([hidden]) canvas').first()).toBeVisible();
    await check(page, `${language} form designer`, findings);

    await goInApp(page, '/approval/apply');
    await page.getByRole('button', { name: text(language, 'approval', 'start.button') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '请假', exact: true }).click();
    await expect(dialog.getByLabel('请假类型')).toBeVisible();
    await check(page, `${language} runtime form`, findings);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await page.goto('/workflow-mobile/#/preview?id=F-LEAVE');
    await expect(page.getByLabel('请假类型')).toBeVisible();
    await check(page, `${language} mobile page`, findings);

    report(findings);
    expect(findings.map((f) => `${f.screen}: ${f.rule}`)).toEqual([]);
    await page.context().close();
  });
}

/** The mode only paints the top bar and the side menu: the first page of every app shows them all. */
test('the first page of every app passes axe with the light theme', async ({ browser }) => {
  const findings: Finding[] = [];
  const { page, landings: paths } = await signedIn(browser, 'en_US', 'light');
  await expect(page.locator('.side-menu')).toBeVisible();
  await expect(page.locator(`.side-menu.${DARK}`)).toHaveCount(0);
  await checkMenus(page, paths, 'light', findings);
  report(findings);
  expect(findings.map((f) => `${f.screen}: ${f.rule}`)).toEqual([]);
  await page.context().close();
});
