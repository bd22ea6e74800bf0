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

  // type the filter, then read where 李四's row is drawn: in the same frame, and again two frames later
  const top = await page.evaluate(async () => {
    const dialog = document.querySelector('[role=dialog]');
    const search = dialog?.querySelector<HTMLInputElement>('input[aria-label="Members Search"]');
    if (!dialog || !search) throw new Error('no member search box');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(search, '李四');
    search.dispatchEvent(new Event('input', { bubbles: true }));
    await Promise.resolve();
    const rowTop = () => {
      const rows = [...dialog.querySelectorAll('[role=group][aria-label="Members"] label')];
      if (rows.length !== 1) throw new Error(`the list shows ${rows.length} rows`);
      return rows[0]?.getBoundingClientRect().top;
    };
    const atOnce = rowTop();
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    return { atOnce, settled: rowTop() };
  });
  expect(top.atOnce).toBe(top.settled);
  await dialog.getByRole('checkbox', { name: /李四/ }).check({ force: true });
  await expect(dialog.getByRole('checkbox', { name: /李四/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
