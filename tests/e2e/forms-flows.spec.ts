import { expect, test } from '@playwright/test';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';
import {
  canvasOf,
  clickCanvas,
  dragToCanvas,
  openNewForm,
  readDocument,
  setLabel,
  toolbarButton,
} from './formsSupport';

test.use({ viewport: { width: 1500, height: 950 } });

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await useEnglish(page);
  await signIn(page, ACCOUNTS.admin);
});

test('a hide rule shows a field only when its condition holds, in preview', async ({ page }) => {
  await openNewForm(page);
  await dragToCanvas(page, 'Radio', { x: 200, y: 40 });
  await setLabel(page, 'Leave type');
  await dragToCanvas(page, 'Input', { x: 200, y: 300 });
  await setLabel(page, 'Doctor note');
  await clickCanvas(page, { x: 300, y: 500 });
  const panel = page.getByRole('complementary', { name: 'Properties' });
  await panel.getByRole('button', { name: 'Add rule' }).click();
  const editor = page.getByRole('dialog', { name: 'Hide rule' });
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please set complete conditions')).toBeVisible();
  await editor.getByLabel('Field', { exact: true }).selectOption({ label: 'Leave type' });
  await editor.getByLabel('Value', { exact: true }).selectOption({ label: 'Option 2' });
  await expect(editor.getByRole('checkbox', { name: 'Leave type' })).toHaveCount(0);
  await editor
    .getByRole('group', { name: 'Fields shown when the rule holds' })
    .getByText('Doctor note')
    .click();
  await expect(editor.getByRole('checkbox', { name: 'Doctor note' })).toBeChecked();
  await keepScreenshot(page, 'forms-hide-rule-editor');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('Leave type equals 2 → Doctor note')).toBeVisible();
  await keepScreenshot(page, 'forms-form-tab');

  await toolbarButton(page, 'Preview').click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByText('Leave type')).toBeVisible();
  await expect(preview.getByLabel('Doctor note')).toBeHidden();
  await preview.getByRole('radio', { name: 'Option 2' }).check();
  await expect(preview.getByLabel('Doctor note')).toBeVisible();
  await preview.getByRole('radio', { name: 'Option 1' }).check();
  await expect(preview.getByLabel('Doctor note')).toBeHidden();
});

test('export the JSON, reset, then import it back to the same document', async ({ page }) => {
  await openNewForm(page);
  await dragToCanvas(page, 'Input', { x: 200, y: 40 });
  await dragToCanvas(page, 'Select', { x: 200, y: 300 });
  const exported = await readDocument(page);
  await toolbarButton(page, 'Export JSON').click();
  await expect(page.getByRole('dialog', { name: 'JSON data' }).getByTestId('code-editor')).toBeVisible();
  await expect(page.locator('.monaco-editor').first()).toBeVisible();
  await keepScreenshot(page, 'forms-json-view');
  await page.getByRole('dialog', { name: 'JSON data' }).getByRole('button', { name: 'Close' }).click();

  await toolbarButton(page, 'Reset').click();
  const warning = page.getByRole('dialog', { name: 'Warning' });
  await expect(warning.getByText('Confirm this operation?')).toBeVisible();
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Operation successful')).toBeVisible();
  expect((await readDocument(page)).list).toEqual([]);

  await toolbarButton(page, 'Import JSON').click();
  const dialog = page.getByRole('dialog', { name: 'Import JSON' });
  await dialog
    .getByLabel('JSON file')
    .setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{ not json') });
  await expect(page.getByText('import failed, bad data format')).toBeVisible();
  await dialog.getByLabel('JSON file').setInputFiles({
    name: 'form.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(exported)),
  });
  await expect(page.getByText('import succeeded')).toBeVisible();
  // the dialog stays open on its report; nothing was approximated or left out of our own export
  await expect(dialog.getByRole('region', { name: 'Import report' })).toContainText(
    'Everything was converted as it was.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await readDocument(page)).toEqual(exported);

  await toolbarButton(page, 'Export code').click();
  const code = page.getByRole('dialog', { name: 'Embedding code' });
  await expect(code.getByRole('tab', { name: 'VUE' })).toBeVisible();
  await code.getByRole('tab', { name: 'React' }).click();
  // the export runs in the user's own project once the runtime package is installed: the modal says how
  await expect(
    code.getByText('npm install @digital-portal/form-runtime react react-dom', { exact: true }),
  ).toBeVisible();
  await keepScreenshot(page, 'forms-code-view');
});

test('copy a control into a second form; keys are renamed', async ({ page }) => {
  await openNewForm(page);
  await dragToCanvas(page, 'Number', { x: 200, y: 40 });
  await setLabel(page, 'Days off');
  const first = await readDocument(page);
  await clickCanvas(page, { x: 300, y: 50 });
  await canvasOf(page).focus();
  await page.keyboard.press('Control+c');
  await expect(page.getByText('Copy succeeded').last()).toBeVisible();

  await page.goto('/workflow/form-designer/new');
  await dragToCanvas(page, 'Input', { x: 200, y: 40 });
  await canvasOf(page).focus();
  await page.keyboard.press('Control+v');
  // the paste reads the clipboard asynchronously and selects what it pasted: wait for that before reading the
  // document, whose export writes the clipboard
  await expect(
    page.getByRole('complementary', { name: 'Properties' }).getByLabel('Label', { exact: true }),
  ).toHaveValue('Days off');
  const second = await readDocument(page);
  expect(second.list.map((control) => control.label)).toEqual(['Input', 'Days off']);
  expect(second.list[1]?.key).not.toBe(first.list[0]?.key);
  expect(second.list[1]?.key).toMatch(/^number_\d+$/);
  expect(second.list[1]?.model).toBe(second.list[1]?.key);
});

test('save the form, then it appears in the form list', async ({ page }) => {
  await openNewForm(page);
  await dragToCanvas(page, 'Input', { x: 200, y: 40 });
  await toolbarButton(page, 'Save').click();
  await expect(page.getByText('Please enter a form name before saving')).toBeVisible();
  const name = `Leave form ${Date.now()}`;
  await page.getByLabel('Form name').fill(name);
  await toolbarButton(page, 'Save').click();
  await expect(page.getByText('Form saved')).toBeVisible();
  await expect(page).toHaveURL(/\/workflow\/form-designer\/(?!new)[^/]+$/);
  // the saved form took over the tab of the new one (console spec §2.5): one designer tab, no stale 'new' page
  const designerTabs = page
    .getByRole('navigation', { name: 'Open pages' })
    .locator('[role="tab"][data-path^="/workflow/form-designer/"]');
  await expect(designerTabs).toHaveCount(1);
  await expect(designerTabs).not.toHaveAttribute('data-path', /\/new$/);
  await toolbarButton(page, 'Mobile preview').click();
  const mobile = page.getByRole('dialog', { name: 'Mobile preview' });
  await expect(mobile.getByText('save the form first')).toBeVisible();
  await expect(mobile.locator('iframe')).toHaveAttribute('src', /\/workflow-mobile\/#\/preview\?id=/);
  await keepScreenshot(page, 'forms-mobile-preview');
  await mobile.getByRole('button', { name: 'Close' }).click();

  await page.goto('/workflow/forms');
  await expect(page.getByRole('cell', { name, exact: true }).filter({ visible: true })).toBeVisible();
  await keepScreenshot(page, 'forms-list');
  await page
    .getByRole('button', { name: `Preview ${name}` })
    .filter({ visible: true })
    .click();
  await expect(page.getByRole('dialog', { name: `Preview · ${name}` }).getByLabel('Input')).toBeVisible();
  await page
    .getByRole('dialog', { name: `Preview · ${name}` })
    .getByRole('button', { name: 'Close' })
    .last()
    .click();
  await page
    .getByRole('button', { name: `Design ${name}` })
    .filter({ visible: true })
    .click();
  await expect(page.getByLabel('Form name').filter({ visible: true })).toHaveValue(name);
});
