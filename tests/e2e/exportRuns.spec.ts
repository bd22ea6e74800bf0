import { rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createDefaultConfig, type FormDocument } from '@shared/form';
import { keepScreenshot } from './support';
import { buildExport, createHostProject, serve, type ExportKind } from './exportRunsSupport';

/**
 * The code view's exports run outside this repository: each is written into a project that installed the packed
 * runtime from its tarball, built with Vite (the HTML page also served as it is, with no build), opened in Chromium,
 * filled and validated.
 */
const form: FormDocument = {
  list: [
    {
      type: 'input',
      key: 'email',
      model: 'email',
      label: 'Email',
      options: {},
      rules: [
        { required: true, message: 'Email is required' },
        { pattern: '^\\S+@\\S+$', message: 'Enter an email address' },
      ],
    },
  ],
  config: createDefaultConfig(),
};
const KINDS: readonly ExportKind[] = ['react', 'vue', 'html'];
/** The runtime stylesheet's error colour (--fr-danger): the export loaded the package's style.css. */
const DANGER = 'rgb(212, 56, 13)';

let dir = '';
let site: Awaited<ReturnType<typeof serve>> | undefined;
test.beforeAll(async () => {
  // npm pack builds the runtime, then three Vite builds: minutes only on a loaded machine, a hang beyond that.
  test.setTimeout(240_000);
  dir = createHostProject();
  for (const kind of KINDS) await buildExport(dir, kind, form);
  site = await serve(dir);
});
test.afterAll(async () => {
  await site?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function fillAndValidate(page: Page, path: string) {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  if (!site) throw new Error('the exports were not built');
  await page.goto(new URL(path, site.url).href);
  const email = page.getByLabel('Email');
  const submit = page.getByRole('button', { name: 'Submit' });

  await submit.click();
  // the error under the field, and the form's error summary naming the field
  await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Email: Email is required');
  await email.fill('ann');
  await submit.click();
  const invalid = page.getByText('Enter an email address', { exact: true });
  await expect(invalid).toBeVisible();
  await expect(invalid).toHaveCSS('color', DANGER);
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await email.fill('ann@example.com');
  await expect(invalid).toBeHidden();
  const logged = page.waitForEvent('console', (message) => message.text().startsWith('form data'));
  await submit.click();
  expect(await (await logged).args()[1]?.jsonValue()).toEqual({ email: 'ann@example.com' });
  expect(pageErrors).toEqual([]);
}

for (const kind of KINDS) {
  test(`the ${kind} export, built with Vite, fills and validates its form`, async ({ page }) => {
    await fillAndValidate(page, `built/${kind}/index.html`).catch(async (error: unknown) => {
      await keepScreenshot(page, `export-runs-${kind}`);
      throw error;
    });
  });
}

test('the html export runs from the folder it was installed in, with no build step', async ({ page }) => {
  await fillAndValidate(page, 'index.html');
});
