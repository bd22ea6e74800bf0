import { expect, test, type Locator, type Page } from '@playwright/test';
import { startSmtpSink, type SmtpSink } from '../support/messaging';
import { callAs, tokenOf } from './apiSupport';
import { messagingSetup } from './messagingSupport';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';

/**
 * The message app (console spec §2.3 MESSAGE) against a loopback SMTP server: a channel's "Send a test", a send
 * task to a role watched until done, and an approval assignment arriving as a mail through a notification rule.
 */
test.describe.configure({ mode: 'serial' });
test.beforeEach(async ({ page }) => useEnglish(page));

const RUN = { tag: '', sink: undefined as SmtpSink | undefined };
test.beforeAll(async () => {
  RUN.tag = Date.now().toString(36).toUpperCase();
  RUN.sink = await startSmtpSink();
});
test.afterAll(async () => RUN.sink?.close());

const sink = () => RUN.sink as SmtpSink;
const mailsAbout = (text: string) => sink().messages.filter((m) => m.subject.includes(text));
/** Ticks a Blueprint checkbox from the keyboard (its drawn box covers the input from the pointer). */
const tick = async (page: Page, box: Locator) => {
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
};
const rowOf = (page: Page, text: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });

test('a mail channel is added, "Send a test" shows the server’s answer and the mail arrives, then it is deleted', async ({
  page,
}) => {
  const name = `E2E mail ${RUN.tag}`;
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/message/channels');
  await page.getByRole('button', { name: 'Add channel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add channel' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByLabel(/^Name/)).toBeFocused();
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^SMTP host/).fill('localhost');
  await dialog.getByLabel(/^Port/).fill('70000');
  await dialog.getByLabel(/^Sender address/).fill('ops@example.test');
  await expect(dialog.getByText('Not set')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Port must be a whole number from 1 to 65535')).toBeVisible();
  await expect(dialog.getByLabel(/^Port/)).toBeFocused();
  await dialog.getByLabel(/^Port/).fill(String(sink().port));
  await keepScreenshot(page, 'messaging-channel-editor-en');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Channel name' }).fill(RUN.tag);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = rowOf(page, name);
  await expect(row).toContainText('Password: Not set');
  const testButton = row.getByRole('button', { name: `Send a test through ${name}` });
  await testButton.click();
  const tester = page.getByRole('dialog', { name: `Send a test: ${name}` });
  await tester.getByLabel('Mail address').fill('first.reader@example.test');
  await tester.getByLabel('Subject').fill(`Channel check ${RUN.tag}`);
  await tester.getByRole('button', { name: 'Send now' }).click();
  await expect(tester.getByRole('status')).toContainText('Sent: the provider accepted the message');
  await expect(tester.getByTestId('provider-answer')).toContainText('250');
  await expect
    .poll(() => mailsAbout(`Channel check ${RUN.tag}`).map((m) => m.to))
    .toEqual([['first.reader@example.test']]);
  await keepScreenshot(page, 'messaging-channel-test-en');
  await tester.getByRole('button', { name: 'Close' }).first().click();
  await expect(testButton).toBeFocused();
  await keepScreenshot(page, 'messaging-channels-en');

  await row.getByRole('button', { name: 'Delete' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(`Delete ${name}?`);
  await alert.getByRole('button', { name: 'Delete' }).click();
  await expect(rowOf(page, name)).toHaveCount(0);
});

test('a send task to a role and a refused address shows its progress until done; each member gets the mail, the refusal shows on its row', async ({
  page,
  request,
}) => {
  const setup = messagingSetup(request, await tokenOf(request, ACCOUNTS.admin));
  const channelName = `E2E task mail ${RUN.tag}`;
  const templateName = `E2E notice ${RUN.tag}`;
  await setup.mailChannel(channelName, sink().port);
  await setup.mailTemplate(
    templateName,
    'task.created',
    `Review {{processName}} ${RUN.tag}`,
    'Dear colleague, {{applicant}} asks for a review.',
  );

  await signIn(page, ACCOUNTS.admin);
  await page.goto('/message/send-tasks');
  await page.getByRole('button', { name: 'New send task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New send task' });
  await dialog.getByLabel(/^Task name \*/).fill(`Quarterly review ${RUN.tag}`);
  await dialog.getByLabel(/^Channel/).selectOption({ label: channelName });
  await dialog.getByLabel(/^Template/).selectOption({ label: templateName });
  await dialog.getByLabel('Process name').fill('Quarterly review');
  await dialog.getByLabel('Applicant').fill('Zhao');
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview.getByTestId('task-preview-subject')).toHaveText(`Review Quarterly review ${RUN.tag}`);
  await expect(preview.getByTestId('task-preview-body')).toHaveText(
    'Dear colleague, Zhao asks for a review.',
  );
  await dialog.getByRole('tab', { name: 'Roles' }).click();
  await tick(page, dialog.getByRole('checkbox', { name: /部门经理/ }));
  const refused = `nobody.${RUN.tag.toLowerCase()}@example.test`;
  sink().refuse(refused);
  await dialog.getByRole('tab', { name: 'Addresses' }).click();
  await dialog.getByRole('textbox', { name: 'Addresses' }).fill(refused);
  await keepScreenshot(page, 'messaging-send-task-create-en');
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(dialog).toBeHidden();

  const row = rowOf(page, `Quarterly review ${RUN.tag}`);
  await expect(row.getByTestId('progress-counts')).toHaveText('Sent 2 · failed 1 · pending 0');
  await expect(row).toContainText('Done');
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
  const mails = mailsAbout(`Review Quarterly review ${RUN.tag}`);
  expect(mails.flatMap((m) => m.to).sort()).toEqual(['lisi@xinghe-energy.cn', 'wangwu@xinghe-energy.cn']);
  expect(mails[0]?.text).toContain('Dear colleague, Zhao asks for a review.');
  await keepScreenshot(page, 'messaging-send-tasks-en');

  await row.getByRole('button', { name: `Details of Quarterly review ${RUN.tag}` }).click();
  const detail = page.getByRole('dialog', { name: `Send task: Quarterly review ${RUN.tag}` });
  const recipients = detail.getByRole('table', { name: 'Recipients' });
  await expect(recipients.getByRole('row').filter({ hasText: 'lisi@xinghe-energy.cn' })).toContainText(
    'Sent',
  );
  await expect(recipients.getByRole('row').filter({ hasText: 'wangwu@xinghe-energy.cn' })).toContainText(
    '250',
  );
  const refusedRow = recipients.getByRole('row').filter({ hasText: refused });
  await expect(refusedRow).toContainText('Failed');
  await expect(refusedRow).toContainText('550');
  await expect(detail.getByRole('button', { name: 'Retry failed (1)' })).toBeEnabled();
  await keepScreenshot(page, 'messaging-send-task-detail-en');
});

test('with a tenant rule for "Task to handle", an approver gets the assignment as a mail with the task link', async ({
  page,
  request,
}) => {
  const setup = messagingSetup(request, await tokenOf(request, ACCOUNTS.admin));
  const channelName = `E2E approvals ${RUN.tag}`;
  const templateName = `E2E to-do mail ${RUN.tag}`;
  await setup.mailChannel(channelName, sink().port);
  await setup.mailTemplate(
    templateName,
    'task.created',
    `To do ${RUN.tag}: {{processName}}`,
    '{{applicant}} waits for you: {{taskUrl}}',
  );

  await signIn(page, ACCOUNTS.admin);
  await page.goto('/message/approval-notifications');
  await expect(page.getByLabel('Rules of')).toHaveValue('');
  await page
    .getByRole('combobox', { name: 'Template of Task to handle' })
    .selectOption({ label: `${templateName} (Mail)` });
  await tick(
    page,
    page
      .getByRole('group', { name: 'Channels of Task to handle' })
      .getByRole('checkbox', { name: `${channelName} (Mail)` }),
  );
  await page.getByRole('button', { name: 'Save the rule of Task to handle' }).click();
  await expect(page.getByText('Operation successful!').first()).toBeVisible();
  await keepScreenshot(page, 'messaging-notify-rules-en');

  const zhangsan = await tokenOf(request, ACCOUNTS.zhangsan);
  await callAs(request, zhangsan, 'POST', '/jflow/start', {
    processId: 'P-LEAVE',
    itemName: `Leave ${RUN.tag}`,
    degree: 1,
    params: {
      leaveType: '1',
      startDate: '2026-12-01',
      endDate: '2026-12-02',
      days: 2,
      reason: 'notify by mail',
      contactPhone: '13912345678',
    },
  });
  await expect
    .poll(() => mailsAbout(`To do ${RUN.tag}`).flatMap((m) => m.to))
    .toEqual(['lisi@xinghe-energy.cn']);
  const link = /waits for you: (http:\/\/\S+\/approval\/todo\?taskId=\S+)/.exec(
    mailsAbout(`To do ${RUN.tag}`)[0]?.text ?? '',
  )?.[1];
  expect(link, 'the mail links to the task').toBeTruthy();

  const row = page.getByRole('row').filter({ hasText: 'Task to handle' });
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // lisi follows the link in the mail: the to-do page opens that task
  const target = new URL(link ?? '');
  await signIn(page, { userName: 'lisi', password: 'Staff@12345' });
  await page.goto(`${target.pathname}${target.search}`);
  const task = page.getByRole('dialog', { name: /^请假/ });
  await expect(task.getByRole('textbox', { name: 'Business name' })).toHaveValue(`Leave ${RUN.tag}`);
});

test('the message screens in Arabic read right to left', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.evaluate(() => localStorage.setItem('admin-language', 'ar_EG'));
  await page.goto('/message/channels');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'إضافة قناة' }).click();
  await expect(page.getByRole('dialog', { name: 'إضافة قناة' })).toBeVisible();
  await keepScreenshot(page, 'messaging-channel-editor-ar');
  await page.goto('/message/send-tasks');
  await expect(page.getByRole('table', { name: 'مهام الإرسال' })).toBeVisible();
  await keepScreenshot(page, 'messaging-send-tasks-ar');
  await page.getByRole('button', { name: 'مهمة إرسال جديدة' }).click();
  await expect(page.getByRole('dialog', { name: 'مهمة إرسال جديدة' })).toBeVisible();
  await keepScreenshot(page, 'messaging-send-task-create-ar');
  await page.goto('/message/approval-notifications');
  await expect(page.getByRole('table', { name: 'إشعارات الموافقة' })).toBeVisible();
  await keepScreenshot(page, 'messaging-notify-rules-ar');
});
