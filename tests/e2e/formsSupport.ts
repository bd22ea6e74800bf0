import { expect, type Locator, type Page } from '@playwright/test';
import { pageSettled } from './support';

/** Helpers of the form designer e2e tests: everything goes through what a person sees and does. */
export const canvasOf = (page: Page): Locator => page.getByRole('application', { name: 'Form canvas' });
export const toolbarButton = (page: Page, name: string): Locator =>
  page.getByRole('toolbar', { name: 'Designer tools' }).getByRole('button', { name, exact: true });
export const paletteItem = (page: Page, label: string): Locator =>
  page.getByRole('navigation', { name: 'Controls' }).getByRole('button', { name: label, exact: true });

export async function openNewForm(page: Page) {
  await page.goto('/workflow/form-designer/new');
  await expect(canvasOf(page)).toBeVisible();
  await pageSettled(page);
}

/** Opens a palette section (one is open at a time). */
export async function openSection(page: Page, name: string) {
  const header = page
    .getByRole('navigation', { name: 'Controls' })
    .getByRole('button', { name, exact: true });
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
}

/**
 * Drops a palette item on a canvas at a point relative to the canvas' top-left corner: the browser's drag events
 * (dragstart, dragenter, dragover, drop, dragend) with one DataTransfer, dispatched in one task at the point
 * measured then. A synthetic mouse drag is not used: whether Chromium started a drag session after the press is
 * guessed from a timer, which a busy machine can lose, and the drop then never comes.
 */
export async function dropPaletteItem(item: Locator, canvas: Locator, at: { x: number; y: number }) {
  await expect(item).toBeVisible();
  await expect(canvas).toBeVisible();
  const source = await item.elementHandle();
  await canvas.evaluate(
    (target, { source, at }) => {
      const rect = target.getBoundingClientRect();
      const init = {
        bubbles: true,
        cancelable: true,
        composed: true,
        dataTransfer: new DataTransfer(),
        clientX: rect.left + at.x,
        clientY: rect.top + at.y,
      };
      source?.dispatchEvent(new DragEvent('dragstart', init));
      for (const type of ['dragenter', 'dragover', 'drop']) target.dispatchEvent(new DragEvent(type, init));
      source?.dispatchEvent(new DragEvent('dragend', init));
    },
    { source, at },
  );
  await source?.dispose();
}

/** Drags a palette item onto the canvas at a point relative to the canvas' top-left corner. */
export async function dragToCanvas(page: Page, label: string, at: { x: number; y: number }) {
  await dropPaletteItem(paletteItem(page, label), canvasOf(page), at);
}

/** Clicks the canvas once it takes picks again (it is busy for 100 ms after each selection change). */
export async function clickCanvas(
  page: Page,
  at: { x: number; y: number },
  button: 'left' | 'right' = 'left',
) {
  await expect(canvasOf(page)).toHaveAttribute('aria-busy', 'false');
  await canvasOf(page).click({ position: at, button });
}

/** The form document, read the way a person gets it: Export JSON, Copy data, paste. */
export async function readDocument(
  page: Page,
): Promise<{ list: Array<Record<string, unknown>>; config: Record<string, unknown> }> {
  await toolbarButton(page, 'Export JSON').click();
  const dialog = page.getByRole('dialog', { name: 'JSON data' });
  // The success toast lasts 3 s, which a busy machine can miss; the clipboard's content is the lasting state.
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await dialog.getByRole('button', { name: 'Copy data' }).click();
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  await expect.poll(clipboard).not.toBe('');
  const text = await clipboard();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  return JSON.parse(text) as { list: Array<Record<string, unknown>>; config: Record<string, unknown> };
}

/** Sets the label of the selected control in the properties panel. */
export async function setLabel(page: Page, label: string) {
  const input = page.getByRole('complementary', { name: 'Properties' }).getByLabel('Label', { exact: true });
  await input.fill(label);
  await input.blur();
}
