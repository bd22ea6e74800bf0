/**
 * Phone pages in the browser tests: a phone-sized context (390 × 844, touch, mobile viewport) in a chosen
 * language, real touch gestures through the DevTools protocol (a finger drawing, a pull down), and the set-up of
 * a flow whose task assignments go out as mails with the task link.
 */
import {
  expect,
  type APIRequestContext,
  type Browser,
  type CDPSession,
  type Locator,
  type Page,
} from '@playwright/test';
import { createDefaultConfig } from '../../shared/form/defaults';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { callAs, tokenOf } from './apiSupport';
import { messagingSetup } from './messagingSupport';
import { ACCOUNTS } from './support';

export const PHONE = { width: 390, height: 844 };
export const LISI = { userName: 'lisi', password: 'Staff@12345' };
const LISI_ID = 'U1003';

/** A phone of its own (own cookies and storage) with the language already chosen. */
export const openPhone = async (browser: Browser, locale = 'en_US') => {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  await context.addInitScript((language) => {
    if (!localStorage.getItem('admin-language')) localStorage.setItem('admin-language', language);
  }, locale);
  const page = await context.newPage();
  return { context, page };
};

/** Signs in on the phone's sign-in page with taps, as a person does. */
export const signInOnPhone = async (
  page: Page,
  account: { userName: string; password: string },
  labels = EN,
) => {
  await page.getByLabel(labels.userName).fill(account.userName);
  await page.getByLabel(labels.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: labels.submit }).tap();
};
const EN = { userName: 'User name', password: 'Password', submit: 'Sign in' };

type Point = { x: number; y: number };

/** One finger on the screen, moving through the points (Input.dispatchTouchEvent: real touch, pointer events follow). */
export const touchPath = async (page: Page, points: Point[]) => {
  // one session per page: one finger
  const cdp = sessions.get(page) ?? (await page.context().newCDPSession(page));
  sessions.set(page, cdp);
  const [first, ...rest] = points;
  if (!first) return;
  // each event carries its moment: a finger moves a step every 16 ms (a frame), as a hand does
  const start = Date.now() / 1000;
  const at = (step: number) => start + step * 0.016;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [first], timestamp: at(0) });
  for (const [index, point] of rest.entries())
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [point],
      timestamp: at(index + 1),
    });
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchEnd',
    touchPoints: [],
    timestamp: at(points.length),
  });
};
const sessions = new WeakMap<Page, CDPSession>();

/** A signature stroke drawn with the finger across the pad. */
export const drawSignature = async (page: Page, pad: Locator) => {
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  const at = (fx: number, fy: number) => ({ x: box.x + box.width * fx, y: box.y + box.height * fy });
  await touchPath(page, [
    at(0.1, 0.6),
    at(0.25, 0.3),
    at(0.4, 0.7),
    at(0.55, 0.35),
    at(0.7, 0.65),
    at(0.9, 0.4),
  ]);
};

const form = {
  list: [
    {
      type: 'input',
      key: 'reason',
      model: 'reason',
      label: 'Reason',
      options: {},
      rules: [{ required: true, message: '' }],
    },
    { type: 'uploadImg', key: 'photo', model: 'photo', label: 'Photo', options: { limit: 3 }, rules: [] },
    {
      type: 'userSelect',
      key: 'handover',
      model: 'handover',
      label: 'Handover to',
      options: { multiple: false },
      rules: [],
    },
    { type: 'address', key: 'stay', model: 'stay', label: 'Address during leave', options: {}, rules: [] },
  ],
  config: createDefaultConfig(),
};

/**
 * A published one-approver flow (lisi) that asks for a handwritten signature, whose "task to handle" goes to the
 * approver as a mail through the SMTP sink at `smtpPort`; answers the flow's name and id.
 */
export const mailedSignatureFlow = async (request: APIRequestContext, smtpPort: number, tag: string) => {
  const admin = await tokenOf(request, ACCOUNTS.admin);
  const { id: formId } = await callAs<{ id: string }>(
    request,
    admin,
    'POST',
    '/workflow/form/config/update',
    {
      formName: `Phone form ${tag}`,
      jsonContent: JSON.stringify(form),
    },
  );
  const processName = `Phone leave ${tag}`;
  const { id } = await callAs<{ id: string }>(request, admin, 'POST', '/jflow/add', {
    processName,
    processType: 'hr',
    formIds: [formId],
    modelContent: JSON.stringify(flow([approver('a1', [LISI_ID])])),
    settings: { handwrittenSignature: true },
  });
  await callAs(request, admin, 'GET', `/jflow/deploy?id=${id}`);
  const setup = messagingSetup(request, admin);
  const channelId = await setup.mailChannel(`Phone mail ${tag}`, smtpPort);
  const templateId = await setup.mailTemplate(
    `Phone to-do ${tag}`,
    'task.created',
    `Phone ${tag}: {{processName}}`,
    '{{applicant}} waits for you: {{taskUrl}}',
  );
  await callAs(request, admin, 'POST', '/message/notify-rule/save', {
    flowId: id,
    event: 'task.created',
    templateId,
    channelIds: [channelId],
  });
  return { processName, processId: id };
};

/** The task link in a mail's text. */
export const taskLinkIn = (text: string) => {
  const link = /waits for you: (http:\/\/\S+\/approval\/todo\?taskId=\S+)/.exec(text)?.[1];
  expect(link, 'the mail links to the task').toBeTruthy();
  return link ?? '';
};
