/**
 * Less motion (WCAG 2.3.3, `prefers-reduced-motion: reduce`, which every browser test asks for): nothing on the
 * page transitions, so what a change moves is in its new place at once, not a frame later.
 */
import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn, useEnglish } from './support';

test('with less motion, a member filtered to the top of the picker is there as soon as the list changes', async ({
  page,
}) => {
  await useEnglish(page);
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/system/organize');
  await page.getByRole('row').filter({ hasText: '财务部' }).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit organisation' });
  // 李四 is the second member of the unfiltered list
  await expect(dialog.getByRole('checkbox', { name: /李四/ })).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /系统管理员/ })).toBeVisible();

  // type the filter and measure in the same frame, before the browser draws again
  const offset = await page.evaluate(async () => {
    const search = document.querySelector<HTMLInputElement>('.bp6-dialog .picker input.bp6-input');
    if (!search) throw new Error('no member search box');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(search, '李四');
    search.dispatchEvent(new Event('input', { bubbles: true }));
    await Promise.resolve();
    const rows = [...document.querySelectorAll<HTMLElement>('.bp6-dialog .picker-row')];
    const [row] = rows;
    const list = document.querySelector('.bp6-dialog .picker-list');
    if (rows.length !== 1 || !row || !list) throw new Error(`the list shows ${rows.length} rows`);
    return row.getBoundingClientRect().top - list.getBoundingClientRect().top;
  });
  expect(offset).toBeLessThan(32);
  await dialog.getByRole('checkbox', { name: /李四/ }).check({ force: true });
  await expect(dialog.getByRole('checkbox', { name: /李四/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
