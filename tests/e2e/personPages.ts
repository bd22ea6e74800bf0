/**
 * Tests where several people act in turn (apply, approve, get a copy …): `personPage(account)` opens a browser
 * context of that person's own (own cookies), in English and signed in. The contexts close when the test ends,
 * so no page of an earlier test keeps polling the server while later tests run.
 */
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { signIn, useEnglish } from './support';

export interface Account {
  userName: string;
  password: string;
}

export const test = base.extend<{ personPage: (account: Account) => Promise<Page> }>({
  personPage: async ({ browser }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async (account) => {
      const context = await browser.newContext();
      contexts.push(context);
      const page = await context.newPage();
      await useEnglish(page);
      await signIn(page, account);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect };

/** A staff member of the demo tenant (they share one password). */
export const staff = (userName: string): Account => ({ userName, password: 'Staff@12345' });

/** Opens the newest to-do whose business name contains `itemName` and returns the approval modal. */
export const openTodo = async (page: Page, itemName: string) => {
  await page.goto('/approval/todo');
  const row = page.getByRole('row').filter({ hasText: itemName }).first();
  await row.getByRole('button', { name: 'Handle' }).click();
  const modal = page.getByRole('dialog').filter({ has: page.getByLabel('Business name') });
  await expect(modal.getByLabel('Business name')).toHaveValue(new RegExp(escapeRegExp(itemName)));
  return modal;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
