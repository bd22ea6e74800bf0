import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { startServer, type TestServer } from '../api/harness';
import { ACCOUNTS, keepScreenshot, useEnglish } from './support';
import { control, RUNTIME_PAGE } from './runtimeSupport';

/**
 * Issue 32, point 2: an upload over the file limit or over the tenant's quota says so at once, in the file centre and
 * in a form's upload control, and the server's own refusal reaches the browser too (no hang, no reset).
 * This spec runs its own server (in this process, on a free port) with small limits: 2 MB per file, 3 MB per tenant.
 */
const MB = 1024 * 1024;
const SOON_MS = 2000;
const TOO_LARGE = 'The file is larger than 2 MB';
const NO_ROOM = "The file does not fit in the tenant's storage quota of 3 MB (1.5 MB free)";

const test = base.extend<object, { limited: TestServer }>({
  limited: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const server = await startServer(
        { distDir: path.resolve('dist-e2e'), uploadMaxFileBytes: 2 * MB, tenantStorageQuotaBytes: 3 * MB },
        { serveStatic: true },
      );
      // Tenant 2 keeps 1.5 MB free: less than the file limit, so its uploads are bound by the quota.
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(1.5 * MB)]), 'first.zip');
      const stored = await fetch(`${server.baseUrl}/digital-portal/api/authority/admin/upload/oss`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await server.tokenFor('admin2')}` },
        body: form,
      });
      expect(((await stored.json()) as { code: string }).code).toBe('10000');
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
});

test.beforeEach(async ({ page }) => useEnglish(page));

/** Signs in on the limited server with the session cookie the login page would write. */
const signInThere = async (
  page: Page,
  server: TestServer,
  account: { userName: string; password: string },
) => {
  const token = await server.tokenFor(account.userName, account.password);
  await page
    .context()
    .addCookies([
      { name: 'Admin-Token', value: encodeURIComponent(token), url: server.baseUrl, sameSite: 'Strict' },
    ]);
};

/**
 * A file on disk: Chromium reads it from there, as it does a file a person picks (a buffer would first be copied
 * through the test protocol, which no person waits for).
 */
const aFile = (name: string, bytes: number) => {
  const folder = mkdtempSync(path.join(tmpdir(), 'upload-limits-'));
  const file = path.join(folder, name);
  writeFileSync(file, Buffer.alloc(bytes, 1));
  return file;
};

/** Picks `file` through the chooser `opener` opens, and answers the milliseconds until `message` is visible. */
const pickAndTime = async (page: Page, open: () => Promise<void>, file: string, message: string) => {
  const chooser = page.waitForEvent('filechooser');
  await open();
  const picked = await chooser;
  const started = Date.now();
  await picked.setFiles(file);
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  const elapsed = Date.now() - started;
  test.info().annotations.push({ type: 'message shown after (ms)', description: `${elapsed}: ${message}` });
  return elapsed;
};

test('file centre: a file over the limit and one over the quota are refused within 2 s', async ({
  page,
  limited,
}) => {
  await signInThere(page, limited, ACCOUNTS.admin);
  await page.goto(`${limited.baseUrl}/document/bucket`);
  await expect(page.getByText('0.00 MB of 3 MB used')).toBeVisible();
  const choose = () => page.getByRole('button', { name: 'Upload file' }).click();
  expect(await pickAndTime(page, choose, aFile('big.zip', 8 * MB), TOO_LARGE)).toBeLessThan(SOON_MS);
  await keepScreenshot(page, 'upload-limit-centre');

  await page.context().clearCookies();
  await signInThere(page, limited, ACCOUNTS.admin2);
  await page.goto(`${limited.baseUrl}/document/bucket`);
  await expect(page.getByText('1.50 MB of 3 MB used')).toBeVisible();
  expect(await pickAndTime(page, choose, aFile('roomless.zip', 1.8 * MB), NO_ROOM)).toBeLessThan(SOON_MS);
  await expect(page.getByText('1.50 MB of 3 MB used')).toBeVisible();
});

test("a form's upload control refuses a file over the limit and one over the quota within 2 s", async ({
  page,
  limited,
}) => {
  const form = { list: [control('uploadFile', 'Attachments', 'files')], config: { layout: 'vertical' } };
  for (const [account, file, message] of [
    [ACCOUNTS.admin, aFile('big.zip', 8 * MB), TOO_LARGE],
    [ACCOUNTS.admin2, aFile('roomless.zip', 1.8 * MB), NO_ROOM],
  ] as const) {
    await page.context().clearCookies();
    await signInThere(page, limited, account);
    await page.addInitScript(
      (doc) => ((window as unknown as Record<string, unknown>).__FORM_DOC__ = doc),
      form,
    );
    await page.goto(`${limited.baseUrl}${RUNTIME_PAGE}`);
    const choose = () => page.getByText('Upload', { exact: true }).click();
    expect(await pickAndTime(page, choose, file, message)).toBeLessThan(SOON_MS);
    await expect(page.getByRole('alert')).toHaveText(message);
  }
  await keepScreenshot(page, 'upload-limit-runtime');
});

test("the server's own refusal of an 8 MB upload reaches Chromium within 2 s, over the limit and over the quota", async ({
  page,
  limited,
}) => {
  for (const [account, message] of [
    [ACCOUNTS.admin, TOO_LARGE],
    [ACCOUNTS.admin2, NO_ROOM],
  ] as const) {
    await page.context().clearCookies();
    await signInThere(page, limited, account);
    await page.goto(`${limited.baseUrl}/tests/e2e/pages/runtime.html`);
    // Sent without the browser's check, as an older page or another client would.
    const answer = await page.evaluate(async (bytes) => {
      const token = decodeURIComponent(document.cookie.split('Admin-Token=')[1]?.split(';')[0] ?? '');
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), 'big.zip');
      const started = performance.now();
      const response = await fetch('/digital-portal/api/authority/admin/upload/oss', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en_US' },
        body: form,
      });
      const body = (await response.json()) as { msg: string };
      return { msg: body.msg, ms: performance.now() - started };
    }, 8 * MB);
    test
      .info()
      .annotations.push({ type: 'refusal read after (ms)', description: `${Math.round(answer.ms)}` });
    expect(answer.msg).toBe(message);
    expect(answer.ms).toBeLessThan(SOON_MS);
  }
});
