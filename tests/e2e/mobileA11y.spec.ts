import { expect, test, type Page } from '@playwright/test';
import { startSmtpSink, type SmtpSink } from '../support/messaging';
import { callAs, tokenOf } from './apiSupport';
import { LISI, mailedSignatureFlow, openPhone, signInOnPhone } from './mobileSupport';
import { ACCOUNTS } from './support';
import { seriousViolations } from './axeSupport';

/**
 * Every phone page (issue 33) read by axe-core at 390 × 844: no serious or critical rule broken, in English and
 * in Arabic; every button, link and field a finger reaches is at least 44 × 44 px.
 */
test.describe.configure({ mode: 'serial' });

const RUN = {
  sink: undefined as SmtpSink | undefined,
  processId: '',
  processName: '',
  taskId: '',
  instanceId: '',
};
test.beforeAll(async ({ request }) => {
  const tag = `A11Y${Date.now().toString(36).toUpperCase()}`;
  RUN.sink = await startSmtpSink();
  Object.assign(RUN, await mailedSignatureFlow(request, RUN.sink.port, tag));
  const zhangsan = await tokenOf(request, ACCOUNTS.zhangsan);
  const { instanceId } = await callAs<{ instanceId: string }>(request, zhangsan, 'POST', '/jflow/start', {
    processId: RUN.processId,
    itemName: `Axe ${tag}`,
    params: { reason: 'axe' },
  });
  RUN.instanceId = instanceId;
  const lisi = await tokenOf(request, LISI);
  const todo = await callAs<{ rows: { id: string; taskId: string }[] }>(
    request,
    lisi,
    'GET',
    '/jflow/myTask?pageNum=1&limit=50&category=todo',
  );
  RUN.taskId = todo.rows.find((row) => row.id === instanceId)?.taskId ?? '';
});
test.afterAll(async () => RUN.sink?.close());

const seriousFindings = async (page: Page) =>
  (await seriousViolations(page)).map((violation) => `${violation.rule}: ${violation.targets.join(', ')}`);

/** Buttons, links and fields narrower or shorter than 44 px (inline text links inside prose excepted). */
const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'button, a[href], input:not([type=file]), select, textarea, [role=button]',
      ),
    ]
      .filter((element) => element.offsetParent !== null)
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ element, box }) => {
        const target = element.closest('label') ?? element;
        const outer = target.getBoundingClientRect();
        return Math.max(box.width, outer.width) < 44 || Math.max(box.height, outer.height) < 44;
      })
      .map(({ element }) => element.outerHTML.slice(0, 80)),
  );

for (const locale of ['en_US', 'ar_EG'] as const)
  test(`every phone page is clean for axe and thumb-sized (${locale})`, async ({ browser }) => {
    const applicant = await openPhone(browser, locale);
    const approver = await openPhone(browser, locale);
    const findings: string[] = [];
    const small: string[] = [];
    const look = async (page: Page, name: string, ready: () => Promise<void>) => {
      await ready();
      findings.push(...(await seriousFindings(page)).map((finding) => `${name}: ${finding}`));
      small.push(...(await smallTargets(page)).map((target) => `${name}: ${target}`));
    };
    const page = applicant.page;
    await page.goto('/m/');
    await look(page, 'sign-in', () => expect(page.locator('form input').first()).toBeVisible());
    await signInOnPhone(
      page,
      ACCOUNTS.zhangsan,
      locale === 'en_US'
        ? undefined
        : { userName: 'اسم المستخدم', password: 'كلمة المرور', submit: 'تسجيل الدخول' },
    );
    await expect(page.getByRole('navigation')).toBeVisible();
    for (const path of ['/m/', '/m/done', '/m/mine', '/m/cc', '/m/letters', '/m/me', '/m/start'])
      await look(page, path, async () => {
        await page.goto(path);
        await expect(page.locator('h1')).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /…$/ })).toHaveCount(0);
      });
    await look(page, 'start flow', async () => {
      await page.goto(`/m/start/${RUN.processId}`);
      await expect(page.locator('.m-form input').first()).toBeVisible();
    });
    await look(page, 'application', async () => {
      await page.goto(`/m/application/${RUN.instanceId}`);
      await expect(page.locator('.m-timeline-entry').first()).toBeVisible();
    });
    const other = approver.page;
    await other.goto(`/m/task/${RUN.taskId}`);
    await signInOnPhone(
      other,
      LISI,
      locale === 'en_US'
        ? undefined
        : { userName: 'اسم المستخدم', password: 'كلمة المرور', submit: 'تسجيل الدخول' },
    );
    await expect(other.getByRole('group').first()).toBeVisible();
    await look(other, 'task', () => expect(other.locator('.m-timeline-entry').first()).toBeVisible());
    await look(other, 'approve sheet', async () => {
      await other.locator('.m-actions .m-primary').tap();
      await expect(other.getByRole('dialog')).toBeVisible();
    });
    expect(findings).toEqual([]);
    expect(small).toEqual([]);
    await applicant.context.close();
    await approver.context.close();
  });
