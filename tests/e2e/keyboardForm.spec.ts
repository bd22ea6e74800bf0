import { expect, test, type Locator, type Page } from '@playwright/test';
import { allControls } from '@shared/form';
import type { FormControl } from '@shared/form';
import { callAs, tokenOf } from './apiSupport';
import { ACCOUNTS, keepScreenshot, useEnglish } from './support';
import { canvasOf, openNewForm, paletteItem } from './formsSupport';

/**
 * The form designer by keyboard alone (issue 20): a five-field form, one field inside a grid, built, edited and
 * saved with keys only. No pointer press reaches the page: an init script counts trusted pointerdown/mousedown.
 */
test.use({ viewport: { width: 1500, height: 950 } });

const PRESSES = 'formkeys.pointerPresses';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Palette items and section headers are pressed, never clicked. */
async function add(page: Page, label: string) {
  await paletteItem(page, label).focus();
  await page.keyboard.press('Enter');
}

async function openSection(page: Page, name: string) {
  const header = page
    .getByRole('navigation', { name: 'Controls' })
    .getByRole('button', { name, exact: true });
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.press('Enter');
  await expect(header).toHaveAttribute('aria-expanded', 'true');
}

/** Enter on the canvas moves into the properties; the label is typed; Escape comes back to the canvas. */
async function nameSelected(page: Page, from: Locator, label: string) {
  await from.focus();
  await page.keyboard.press('Enter');
  const field = page.getByRole('complementary', { name: 'Properties' }).getByLabel('Label', { exact: true });
  await expect(field).toBeFocused();
  await field.fill(label);
  await field.press('Escape');
  await expect(from).toBeFocused();
}

test('build a five-field form with the keyboard only, hear each step, save it', async ({ page, request }) => {
  await page.addInitScript((key) => {
    const count = (event: Event) => {
      if (event.isTrusted)
        sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key) ?? '0') + 1));
    };
    window.addEventListener('pointerdown', count, true);
    window.addEventListener('mousedown', count, true);
  }, PRESSES);
  await useEnglish(page);
  await page.goto('/login');
  await page.getByLabel('User name').fill(ACCOUNTS.admin.userName);
  await page.getByLabel('Password').fill(ACCOUNTS.admin.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  await openNewForm(page);

  const canvas = canvasOf(page);
  const announcer = page.getByTestId('fd-announcer');
  const says = (text: string) => expect(announcer).toHaveText(new RegExp(`^${escapeRegExp(text)}\\s*$`));
  const outline = page.getByRole('tree', { name: 'Form outline' });
  const item = (name: string) =>
    outline.getByRole('treeitem', { name: new RegExp(`^${escapeRegExp(name)}`) });

  await add(page, 'Input');
  await says('Input added at the end of the form');
  await nameSelected(page, canvas, 'Applicant');
  await add(page, 'Number');
  await says('Number added after Applicant');
  await nameSelected(page, canvas, 'Days');
  await add(page, 'Text area');
  await says('Text area added after Days');
  await nameSelected(page, canvas, 'Reason');
  await add(page, 'Select');
  await says('Select added after Reason');
  await nameSelected(page, canvas, 'Leave type');
  await canvas.press('Alt+ArrowUp');
  await says('Moved up, 3 of 4');
  await canvas.press('Alt+ArrowUp');
  await says('Moved up, 2 of 4');
  await canvas.press('ArrowDown');
  await says('Select: Days, 3 of 4');
  await canvas.press('ArrowUp');
  await says('Select: Leave type, 2 of 4');

  await openSection(page, 'Layout controls');
  await add(page, 'Grid');
  await says('Grid added after Leave type');
  await openSection(page, 'Basic controls');
  // the grid is selected: the new control goes into its first column
  await add(page, 'Date');
  await says('Date added into Grid column 1');
  await nameSelected(page, canvas, 'Start date');
  await canvas.press('Alt+ArrowLeft');
  await says('Moved out of Grid');
  await expect(item('Start date')).toHaveAttribute('aria-level', '1');
  await canvas.press('Alt+ArrowRight');
  await says('Moved into Grid column 1');
  await canvas.press('Alt+Shift+ArrowRight');
  await says('Moved into Grid column 2');
  await expect(item('Start date')).toHaveAttribute('aria-level', '2');
  await expect(item('Start date')).toHaveAttribute('aria-selected', 'true');
  await expect(item('Start date')).toContainText('Grid column 2');
  await expect(outline.getByRole('treeitem')).toContainText([
    'Applicant',
    'Leave type',
    'Grid',
    'Start date',
    'Days',
    'Reason',
  ]);
  await keepScreenshot(page, 'keyboard-form-outline');

  // the outline: arrows select on the canvas, Delete removes, undo brings back, Enter edits, Escape returns
  await item('Start date').focus();
  await page.keyboard.press('ArrowDown');
  await says('Select: Days, 4 of 5');
  await expect(item('Days')).toBeFocused();
  await page.keyboard.press('Delete');
  await says('Removed Days');
  await expect(item('Reason')).toBeFocused();
  await page.keyboard.press('Control+z');
  await says('Undone: Delete control');
  await expect(item('Days')).toBeVisible();
  await item('Reason').focus();
  await page.keyboard.press('ArrowUp');
  await says('Select: Days, 4 of 5');
  await nameSelected(page, item('Days'), 'Days off');
  await expect(outline.getByRole('treeitem')).toHaveCount(6);

  const name = `Keyboard form ${Date.now()}`;
  await page.getByLabel('Form name').fill(name);
  await canvas.press('Control+s');
  await expect(page.getByText('Form saved')).toBeVisible();
  await expect(page).toHaveURL(/\/workflow\/form-designer\/(?!new)[^/]+$/);
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

  const token = await tokenOf(request, ACCOUNTS.admin);
  const detail = await callAs<{ formName: string; jsonContent: string }>(
    request,
    token,
    'GET',
    `/workflow/form/config/detail?id=${encodeURIComponent(id)}`,
  );
  expect(detail.formName).toBe(name);
  const saved = JSON.parse(detail.jsonContent) as { list: FormControl[] };
  const fields = allControls(saved.list).filter((control) => control.type !== 'grid');
  expect(fields.map((control) => [control.type, control.label])).toEqual([
    ['input', 'Applicant'],
    ['select', 'Leave type'],
    ['date', 'Start date'],
    ['number', 'Days off'],
    ['textarea', 'Reason'],
  ]);
  expect(fields[1]?.options?.options).toHaveLength(2);
  expect(saved.list.find((control) => control.type === 'grid')?.columns?.[1]?.list[0]?.label).toBe(
    'Start date',
  );

  expect(await page.evaluate((key) => sessionStorage.getItem(key), PRESSES)).toBeNull();
});
