import { expect, test } from '@playwright/test';
import { callAs } from './apiSupport';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';

const run = Date.now().toString(36);
const MENU = { title: `Live ${run}`, name: `Live${run}`, path: `live-${run}` };

test('a menu and a theme changed in one console reach a second console without a reload', async ({
  browser,
}) => {
  const editorContext = await browser.newContext();
  const viewerContext = await browser.newContext();
  const editor = await editorContext.newPage();
  const viewer = await viewerContext.newPage();
  await useEnglish(editor);
  await useEnglish(viewer);
  await signIn(editor, ACCOUNTS.admin);
  await signIn(viewer, ACCOUNTS.admin);
  await viewer.goto('/system/user');
  const search = viewer.getByRole('button', { name: 'Search' });
  await expect(search).toBeVisible();
  const cookie = (await editorContext.cookies()).find((c) => c.name === 'Admin-Token');
  const token = decodeURIComponent(cookie?.value ?? '');
  // the viewer never reloads: a value set on its window survives only as long as the page does
  await viewer.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  const { menuId } = await callAs<{ menuId: string }>(editor.request, token, 'POST', '/menu/add', {
    appId: 'A100',
    parentId: 'm-system',
    menuType: 'C',
    menuTitle: MENU.title,
    name: MENU.name,
    path: MENU.path,
    component: 'system/AuditLogs',
    icon: 'history',
  });
  const entry = viewer.getByLabel(MENU.title, { exact: true });
  await expect(entry).toBeVisible();

  const { config: before } = await callAs<{ config: string }>(editor.request, token, 'GET', '/theme/get');
  const theme = { ...(JSON.parse(before) as object), buttonColor: '#722ed1', themeColor: '#722ed1' };
  await callAs(editor.request, token, 'POST', '/theme/update', { config: JSON.stringify(theme) });
  await expect(search).toHaveCSS('background-color', 'rgb(114, 46, 209)');
  await keepScreenshot(viewer, 'live-changes-en');
  await callAs(editor.request, token, 'POST', '/theme/update', { config: before });

  await entry.click();
  await expect(viewer).toHaveURL(new RegExp(`${MENU.path}$`));
  await callAs(editor.request, token, 'GET', `/menu/delete?menuId=${menuId}`);
  await expect(entry).toHaveCount(0);
  // the open page of the deleted menu no longer opens
  await expect(viewer.getByRole('heading', { name: /No access to this page/ })).toBeVisible();
  await expect(viewer.getByText(`Requested: /system/${MENU.path}`)).toBeVisible();
  expect(await viewer.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  await editorContext.close();
  await viewerContext.close();
});
