import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn, useEnglish } from './support';

test.beforeEach(async ({ page }) => useEnglish(page));

interface Route {
  type: string;
  fullPath: string;
  component: string;
  children: Route[];
}
const pages = (routes: Route[]): Route[] =>
  routes.flatMap((r) => [...(r.type === 'C' ? [r] : []), ...pages(r.children)]);

test('every seeded page of the system and message apps opens a screen', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, ACCOUNTS.admin);
  const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')?.value;
  const res = await page.request.post('/digital-portal/api/authority/admin/getRoutersBatch', {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en_US' },
    data: ['A100', 'A200'],
  });
  const { data } = (await res.json()) as { data: { appId: string; routes: Route[] }[] };
  const all = data.flatMap((app) => pages(app.routes));
  expect(all.length).toBeGreaterThan(15);
  for (const route of all) {
    await page.goto(route.fullPath);
    await expect(page).toHaveURL(new RegExp(`${route.fullPath}$`));
    // The screen's chunk has arrived (or failed) once the network is quiet.
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('This screen is not installed'), route.component).toHaveCount(0);
    await expect(page.getByText('This page could not be loaded'), route.component).toHaveCount(0);
    await expect(page.getByText(/page module .* was not found/), route.component).toHaveCount(0);
  }
});
