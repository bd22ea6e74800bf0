import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { tokenOf } from './apiSupport';

export const ACCOUNTS = {
  admin: { userName: 'admin', password: 'Admin@12345' },
  admin2: { userName: 'admin2', password: 'Admin@12345' },
  zhangsan: { userName: 'zhangsan', password: 'Staff@12345' },
  /** Tenant-2 staff that no other spec touches: a clean inbox. */
  sunqi: { userName: 'sunqi', password: 'Staff@12345' },
} as const;

/** Pages start in English so tests read the same text a person would. */
export const useEnglish = async (page: Page) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('admin-language')) localStorage.setItem('admin-language', 'en_US');
  });
};

/**
 * Signs in through the API and opens the home page with the session cookie the login page would have written.
 * Most tests only need a session; the sign-in form itself is covered by `signInThroughForm` in the session tests.
 */
export const signIn = async (page: Page, account: { userName: string; password: string }) => {
  const token = await tokenOf(page.request, account);
  expect(token, `${account.userName} gets a session`).toBeTruthy();
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  await page
    .context()
    .addCookies([{ name: 'Admin-Token', value: encodeURIComponent(token), url: origin, sameSite: 'Strict' }]);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);
};

/** Signs in the way a person does: the login form, then the home page. */
export const signInThroughForm = async (page: Page, account: { userName: string; password: string }) => {
  await page.goto('/login');
  await page.getByLabel('User name').fill(account.userName);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
};

/**
 * Screenshots kept for people to look at (tests/e2e/screenshots, not committed). CI runs on a clean clone that
 * nobody looks into, so there they are not taken: they assert nothing and each costs a full-page render.
 */
export const keepScreenshot = async (page: Page, name: string) => {
  if (process.env.CI) return;
  mkdirSync('tests/e2e/screenshots', { recursive: true });
  await page.screenshot({ path: `tests/e2e/screenshots/${name}.png`, fullPage: true });
};

/**
 * Chooses an item of an open menu (a context menu, a dropdown) and waits until the menu has gone: a closing menu
 * stays in the page while it fades out, and a menu opened meanwhile would show the same items twice.
 */
export const chooseMenuItem = async (page: Page, name: string) => {
  await page.getByRole('menuitem', { name }).click();
  await expect(page.getByRole('menuitem', { name })).toHaveCount(0);
};

/**
 * Waits until the shown page has come in: its theme animation (console spec §9: slide, fade, zoom) has ended. A
 * click into a child app's frame cannot tell that the frame still moves with the page (its button stands still
 * inside the frame), so a test waits for this state before it clicks there.
 */
export const pageSettled = async (page: Page) => {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .querySelector('.kept-view:not([hidden])')
            ?.getAnimations()
            .filter((animation) => animation.playState === 'running').length ?? 0,
      ),
    )
    .toBe(0);
};
