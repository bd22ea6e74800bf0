import { expect, test, type APIRequestContext } from '@playwright/test';
import { startSmtpSink, type SmtpSink } from '../support/messaging';
import { keepScreenshot, ACCOUNTS } from './support';
import {
  drawSignature,
  LISI,
  mailedSignatureFlow,
  openPhone,
  signInOnPhone,
  taskLinkIn,
  touchPath,
} from './mobileSupport';
import { callAs, tokenOf } from './apiSupport';

/**
 * Approvals on a phone (issue 33) at 390 × 844 with touch: the applicant starts from the console's address and
 * lands on the phone pages, applies with a photo; the approver opens the mail's link, signs with a finger and
 * approves; the applicant sees the result and the timeline. The same path in Arabic for a rejection.
 */
test.describe.configure({ mode: 'serial' });

const RUN = { tag: '', sink: undefined as SmtpSink | undefined, processName: '', processId: '' };
test.beforeAll(async ({ request }) => {
  RUN.tag = Date.now().toString(36).toUpperCase();
  RUN.sink = await startSmtpSink();
  Object.assign(RUN, await mailedSignatureFlow(request, RUN.sink.port, RUN.tag));
});
test.afterAll(async () => RUN.sink?.close());

/**
 * The task link in the mail about lisi's task on `itemName`, once that mail has arrived: a mail about an earlier
 * test's task may arrive in between, so the mail is found by the task's id, not by its place in the mailbox.
 */
const mailedLinkTo = async (request: APIRequestContext, itemName: string) => {
  const lisi = await tokenOf(request, LISI);
  let taskId = '';
  await expect
    .poll(async () => {
      const { rows } = await callAs<{ rows: { itemName: string; taskId: string }[] }>(
        request,
        lisi,
        'GET',
        '/jflow/myTask?pageNum=1&limit=100&category=todo',
      );
      taskId = rows.find((row) => row.itemName === itemName)?.taskId ?? '';
      return taskId;
    })
    .not.toBe('');
  const mailOfTask = () => mailsAbout().find((mail) => mail.text.includes(`taskId=${taskId}`));
  await expect.poll(() => mailOfTask() !== undefined).toBe(true);
  return taskLinkIn(mailOfTask()?.text ?? '');
};

const mailsAbout = () =>
  (RUN.sink?.messages ?? []).filter((mail) => mail.subject.includes(`Phone ${RUN.tag}`));

test('an applicant applies on a phone with a photo; the approver signs with a finger from the mail; the applicant sees it approved', async ({
  browser,
}) => {
  const applicant = await openPhone(browser);
  const phone = applicant.page;
  // the console's address on a phone: the phone pages, not the desk-sized console with its off-screen dialogs
  await phone.goto('/approval/todo');
  await expect(phone).toHaveURL(/\/m\/$/);
  await expect(phone.getByRole('heading', { name: 'Sign in to approvals' })).toBeVisible();
  await keepScreenshot(phone, 'mobile-sign-in-en');
  await signInOnPhone(phone, ACCOUNTS.zhangsan);
  await expect(phone.getByRole('heading', { name: 'To do', level: 1 })).toBeVisible();
  await expect(
    phone.getByRole('navigation', { name: 'Lists' }).getByRole('link', { name: 'To do' }),
  ).toHaveAttribute('aria-current', 'page');

  await phone.getByRole('link', { name: 'New application' }).tap();
  await phone.getByRole('link', { name: RUN.processName }).tap();
  await expect(phone.getByRole('heading', { name: RUN.processName })).toBeVisible();
  await phone.getByRole('button', { name: 'Submit' }).tap();
  await expect(
    phone.getByRole('alert').filter({ hasText: 'Some fields of the form need attention.' }),
  ).toBeVisible();
  await phone.getByLabel('Reason').fill(`Family visit ${RUN.tag}`);
  // the upload button: a phone offers the camera or its files; here the file chooser answers
  const chooser = phone.waitForEvent('filechooser');
  await phone.getByRole('group', { name: 'Photo' }).locator('label').tap();
  await (
    await chooser
  ).setFiles({
    name: 'ticket.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await expect(phone.getByRole('img', { name: 'ticket.png' })).toBeVisible();
  // the people picker (search and tap) and the address (the phone's own selects), over the server's sources
  const handover = phone.getByRole('combobox', { name: 'Handover to' });
  await handover.tap();
  await handover.fill('王');
  await phone.getByRole('option', { name: /王五/ }).tap();
  await expect(phone.locator('.fr-tag', { hasText: '王五' })).toBeVisible();
  const stay = phone.getByRole('group', { name: 'Address during leave' });
  for (const level of ['Province', 'City', 'District']) {
    const select = stay.getByLabel(level, { exact: true });
    await expect(select).toBeEnabled();
    await expect(select.locator('option')).not.toHaveCount(1);
    // a province with cities and districts below it (Hebei)
    await select.selectOption(level === 'Province' ? { label: '河北省' } : { index: 1 });
  }
  await stay.getByLabel('Street address').fill('12 Harbour Road');
  await expect(phone.getByText('Some fields of the form need attention.')).toHaveCount(0);
  const province = await stay.getByLabel('Province', { exact: true }).locator('option:checked').textContent();
  await keepScreenshot(phone, 'mobile-start-en');
  await phone.getByRole('button', { name: 'Submit' }).tap();
  await expect(phone).toHaveURL(/\/m\/application\//);
  await expect(phone.getByText('Under approval').first()).toBeVisible();

  // the approver's mail: its link opens the phone's task page on a phone
  await expect.poll(() => mailsAbout().flatMap((mail) => mail.to)).toEqual(['lisi@xinghe-energy.cn']);
  const link = taskLinkIn(mailsAbout()[0]?.text ?? '');
  const approver = await openPhone(browser);
  const page = approver.page;
  await page.goto(link);
  await expect(page).toHaveURL(/\/m\/task\/[^/]+$/);
  await signInOnPhone(page, LISI);
  await expect(page.getByRole('heading', { name: 'Approval', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Reason')).toHaveValue(`Family visit ${RUN.tag}`);
  await expect(page.getByRole('img', { name: 'ticket.png' })).toBeVisible();
  await expect(page.locator('.fr-tag', { hasText: '王五' })).toBeVisible();
  const approverStay = page.getByRole('group', { name: 'Address during leave' });
  await expect(approverStay.getByLabel('Street address')).toHaveValue('12 Harbour Road');
  await expect(approverStay.getByLabel('Province', { exact: true }).locator('option:checked')).toHaveText(
    province ?? '',
  );
  await expect(page.getByRole('group', { name: 'Actions' }).getByRole('button')).toHaveText([
    'Approve',
    'Reject',
    'Copy to',
    'Add signers',
  ]);
  await keepScreenshot(page, 'mobile-task-en');

  await page.getByRole('button', { name: 'Approve' }).tap();
  const sheet = page.getByRole('dialog', { name: 'Approve' });
  await sheet.getByRole('button', { name: 'Approve' }).tap();
  await expect(sheet.getByRole('alert')).toHaveText('Sign in the box first.');
  const pad = sheet.getByRole('img', { name: 'Signature box, empty' });
  await drawSignature(page, pad);
  await expect(sheet.getByRole('img', { name: 'Signature box, signed' })).toBeVisible();
  await sheet.getByLabel('Opinion').tap();
  await expect(sheet.getByLabel('Opinion')).toBeFocused();
  await sheet.getByLabel('Opinion').fill('Enjoy the trip');
  await sheet.getByRole('button', { name: 'Approve' }).tap();
  await expect(page).toHaveURL(/\/m\/$/);
  await expect(page.getByRole('heading', { name: 'To do', level: 1 })).toBeVisible();

  // the applicant: my applications shows it approved, its page the approver's opinion and signature
  await phone.getByRole('button', { name: 'Back' }).tap();
  await phone.goto('/m/mine');
  const row = phone.getByRole('link').filter({ hasText: RUN.processName }).first();
  await expect(row).toContainText('Approved');
  await row.tap();
  await expect(phone.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  const timeline = phone.getByRole('list').filter({ hasText: 'Enjoy the trip' });
  await expect(timeline).toContainText('Approved');
  await expect(phone.getByRole('img', { name: /^Signature of / })).toBeVisible();
  await keepScreenshot(phone, 'mobile-application-en');
  await applicant.context.close();
  await approver.context.close();
});

test('in Arabic: the approver opens the mail link on a phone, the page reads right to left, and rejects', async ({
  browser,
  request,
}) => {
  const zhangsan = await tokenOf(request, ACCOUNTS.zhangsan);
  await callAs(request, zhangsan, 'POST', '/jflow/start', {
    processId: RUN.processId,
    itemName: `Arabic ${RUN.tag}`,
    params: { reason: 'سفر عمل' },
  });
  const link = await mailedLinkTo(request, `Arabic ${RUN.tag}`);
  const { context, page } = await openPhone(browser, 'ar_EG');
  await page.goto(link);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول إلى الموافقات' })).toBeVisible();
  await signInOnPhone(page, LISI, {
    userName: 'اسم المستخدم',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
  });
  await expect(page.getByRole('heading', { name: `Arabic ${RUN.tag}` })).toBeVisible();
  // right to left: the back button sits on the right edge, the title to its left
  const back = await page.getByRole('button', { name: 'رجوع' }).boundingBox();
  expect(back && back.x).toBeGreaterThan(300);
  await keepScreenshot(page, 'mobile-task-ar');
  await page.getByRole('button', { name: 'رفض' }).tap();
  const sheet = page.getByRole('dialog', { name: 'رفض' });
  await sheet.getByLabel('الرأي').fill('التواريخ غير صحيحة');
  await keepScreenshot(page, 'mobile-reject-ar');
  await sheet.getByRole('button', { name: 'رفض' }).tap();
  await expect(page.getByRole('heading', { name: 'المهام', level: 1 })).toBeVisible();
  const mine = await callAs<{ rows: { itemName: string; instanceState: number }[] }>(
    request,
    zhangsan,
    'GET',
    '/jflow/myProcess?pageNum=1&limit=50',
  );
  expect(mine.rows.find((row) => row.itemName === `Arabic ${RUN.tag}`)?.instanceState).toBe(2);
  await context.close();
});

test('pull down refreshes the list: a task that arrived meanwhile shows', async ({ browser, request }) => {
  const { context, page } = await openPhone(browser);
  await page.goto('/m/');
  await signInOnPhone(page, LISI);
  await expect(page.getByRole('heading', { name: 'To do', level: 1 })).toBeVisible();
  const zhangsan = await tokenOf(request, ACCOUNTS.zhangsan);
  const itemName = `Pulled ${RUN.tag}`;
  await expect(page.getByRole('link').filter({ hasText: itemName })).toHaveCount(0);
  await callAs(request, zhangsan, 'POST', '/jflow/start', {
    processId: RUN.processId,
    itemName,
    params: { reason: 'pull' },
  });
  await touchPath(page, [
    { x: 195, y: 150 },
    { x: 195, y: 190 },
    { x: 195, y: 240 },
    { x: 195, y: 260 },
  ]);
  await expect(page.getByRole('link').filter({ hasText: itemName })).toBeVisible();
  await context.close();
});

test('a signed-in phone opens a task link: the task was asked for while the page loaded, once, within the page’s policy', async ({
  browser,
  request,
}) => {
  const zhangsan = await tokenOf(request, ACCOUNTS.zhangsan);
  const itemName = `Linked ${RUN.tag}`;
  await callAs(request, zhangsan, 'POST', '/jflow/start', {
    processId: RUN.processId,
    itemName,
    params: { reason: 'link' },
  });
  const link = await mailedLinkTo(request, itemName);
  const { context, page } = await openPhone(browser);
  await page.goto('/m/');
  await signInOnPhone(page, LISI);
  await expect(page.getByRole('heading', { name: 'To do', level: 1 })).toBeVisible();

  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  // who asked for the task and its application: the script that sent each request, as the browser reports it
  const askedBy: { path: string; script: string }[] = [];
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ request: sent, initiator }) => {
    const path = new URL(sent.url).pathname;
    if (!/\/jflow\/(taskInfo|nodeInfo)$/.test(path)) return;
    const frame = initiator.stack?.callFrames[0] ?? initiator.stack?.parent?.callFrames[0];
    askedBy.push({
      path: path.split('/').pop() ?? '',
      script: new URL(frame?.url ?? 'about:blank').pathname,
    });
  });
  await page.goto(link);
  await expect(page.getByRole('heading', { name: itemName })).toBeVisible();
  await expect(page.getByLabel('Reason')).toHaveValue('link');
  await expect(page.getByRole('group', { name: 'Actions' }).getByRole('button').first()).toHaveText(
    'Approve',
  );
  // the page's own inline boot script asked, once each, while React and the pages' code were on their way; the app
  // took those answers instead of asking again
  expect(askedBy).toEqual([
    { path: 'taskInfo', script: expect.stringMatching(/^\/m\/task\//) },
    { path: 'nodeInfo', script: expect.stringMatching(/^\/m\/task\//) },
  ]);
  expect(violations).toEqual([]);
  await context.close();
});

test('an administrator of two tenants switches tenant on the phone, and the phone shows the other tenant', async ({
  browser,
}) => {
  const { context, page } = await openPhone(browser);
  await page.goto('/m/me');
  await signInOnPhone(page, ACCOUNTS.admin);
  await expect(page.getByRole('heading', { name: 'Me', level: 1 })).toBeVisible();
  const tenants = page.getByRole('group', { name: 'Tenant' });
  await expect(tenants.getByRole('radio')).toHaveCount(2);
  await expect(tenants.getByRole('radio', { name: /星河能源集团/ })).toBeChecked();
  const switchButton = page.getByRole('button', { name: 'Switch tenant' });
  await expect(switchButton).toBeDisabled();
  await tenants.getByText('云帆新能源').tap();
  await keepScreenshot(page, 'mobile-me-tenants-en');
  await switchButton.tap();
  await expect(page.getByRole('heading', { name: 'To do', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Me' }).tap();
  await expect(page.getByText(/^admin · 云帆新能源$/)).toBeVisible();
  await expect(tenants.getByRole('radio', { name: /云帆新能源/ })).toBeChecked();
  await context.close();
});
