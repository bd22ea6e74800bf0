import { expect, test } from '@playwright/test';
import { callAs, tokenOf } from './apiSupport';
import { ACCOUNTS, chooseMenuItem, keepScreenshot, signIn, useEnglish } from './support';

test.beforeEach(async ({ page }) => useEnglish(page));

test('the theme’s top layout and page animation apply; a pinned tab stays through "close all but pinned"', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, ACCOUNTS.admin2);
  const { config } = await callAs<{ config: string }>(request, token, 'GET', '/theme/get');
  const topTheme = { ...(JSON.parse(config) as object), layout: 'top', animation: 'fade' };
  await callAs(request, token, 'POST', '/theme/update', { config: JSON.stringify(topTheme) });
  try {
    await signIn(page, ACCOUNTS.admin2);
    const bar = page.getByRole('navigation', { name: 'Menu bar' });
    await expect(bar).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Side menu' })).toHaveCount(0);
    const box = await bar.boundingBox();
    expect(box && box.y < 80 && box.width > 1000).toBe(true);
    await expect(page.locator('.kept-view:not([hidden])')).toHaveCSS('animation-name', 'page-fade');

    await bar.getByRole('button', { name: 'System management' }).click();
    await chooseMenuItem(page, 'Users');
    await expect(page).toHaveURL(/\/system\/user/);
    await bar.getByRole('button', { name: 'System management' }).click();
    await chooseMenuItem(page, 'Roles');
    await expect(page).toHaveURL(/\/system\/role/);
    await keepScreenshot(page, 'shell-top-layout');

    const tabs = page.getByRole('navigation', { name: 'Open pages' });
    await tabs.getByRole('tab', { name: /Users/ }).click({ button: 'right' });
    await chooseMenuItem(page, 'Pin tab');
    await expect(tabs.getByRole('button', { name: 'Close Users' })).toHaveCount(0);
    const before = await tabs.getByRole('tab').count();
    await tabs.getByRole('tab', { name: /Roles/ }).click({ button: 'right' });
    await chooseMenuItem(page, 'Close all but pinned');
    await expect(tabs.getByRole('tab', { name: /Roles/ })).toHaveCount(0);
    await expect(tabs.getByRole('tab', { name: /Users/ })).toHaveAttribute('aria-selected', 'true');
    expect(await tabs.getByRole('tab').count()).toBeLessThan(before);
    await expect(page).toHaveURL(/\/system\/user/);
  } finally {
    await callAs(request, token, 'POST', '/theme/update', { config });
  }
});
