import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { openTodo, test } from './personPages';
import { createDefaultConfig } from '../../shared/form/defaults';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { callAs, tokenOf } from './apiSupport';
import { ACCOUNTS, keepScreenshot } from './support';

const LISI = { userName: 'lisi', password: 'Staff@12345' };
const LISI_ID = 'U1003';
const REASON = 'Conference in Lisbon';

const form = {
  list: [{ type: 'input', key: 'reason', model: 'reason', label: 'Reason', options: {}, rules: [] }],
  config: createDefaultConfig(),
};

/** A one-approver flow (lisi) with `settings`, published, and an application by zhangsan; answers its names. */
const applicationWith = async (request: APIRequestContext, settings: Record<string, unknown>) => {
  const stamp = Date.now().toString(36);
  const admin = await tokenOf(request, ACCOUNTS.admin);
  const { id: formId } = await callAs<{ id: string }>(
    request,
    admin,
    'POST',
    '/workflow/form/config/update',
    {
      formName: `Print form ${stamp}`,
      jsonContent: JSON.stringify(form),
    },
  );
  const processName = `Print flow ${stamp}`;
  const { id } = await callAs<{ id: string }>(request, admin, 'POST', '/jflow/add', {
    processName,
    processType: 'hr',
    formIds: [formId],
    modelContent: JSON.stringify(flow([approver('a1', [LISI_ID])])),
    settings,
  });
  await callAs(request, admin, 'GET', `/jflow/deploy?id=${id}`);
  const itemName = `Trip ${stamp}`;
  const zhangsan = await tokenOf(request, ACCOUNTS.zhangsan);
  await callAs(request, zhangsan, 'POST', '/jflow/start', {
    processId: id,
    itemName,
    params: { reason: REASON },
  });
  return { processName, itemName };
};

/** Drags the mouse across the pad: one stroke. */
const drawOn = async (page: Page, pad: Locator, fromY: number) => {
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  await page.mouse.move(box.x + 40, box.y + fromY);
  await page.mouse.down();
  for (const [dx, dy] of [
    [80, 30],
    [140, -10],
    [220, 40],
    [300, 0],
  ] as const)
    await page.mouse.move(box.x + 40 + dx, box.y + fromY + dy, { steps: 4 });
  await page.mouse.up();
};

const openPrint = async (page: Page, from: Locator) => {
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await from.getByRole('button', { name: 'Print', exact: true }).click();
  const view = page.getByRole('dialog', { name: 'Print preview' });
  await expect(view.getByText('To download a PDF, choose "Save as PDF"', { exact: false })).toBeVisible();
  return view;
};

test('with the signature switch on: draw, undo, sign and agree; the timeline and the default print show it', async ({
  personPage,
  request,
}) => {
  const { processName, itemName } = await applicationWith(request, { handwrittenSignature: true });
  const lisi = await personPage(LISI);
  const modal = await openTodo(lisi, itemName);
  await modal.getByRole('button', { name: 'Agree' }).click();
  const pad = lisi.getByRole('dialog', { name: 'Handwritten signature' });
  const sign = pad.getByRole('button', { name: 'Sign and agree' });
  await expect(sign).toBeDisabled();
  const canvas = pad.getByRole('group', { name: 'Signature pad' });
  await drawOn(lisi, canvas, 60);
  await expect(sign).toBeEnabled();
  await pad.getByRole('button', { name: 'Undo last stroke' }).click();
  await expect(sign).toBeDisabled();
  await drawOn(lisi, canvas, 70);
  await drawOn(lisi, canvas, 110);
  await keepScreenshot(lisi, 'signature-pad');
  await sign.click();
  await expect(lisi.getByText('Operation successful!').first()).toBeVisible();

  const zhangsan = await personPage(ACCOUNTS.zhangsan);
  await zhangsan.goto('/approval/apply');
  await zhangsan
    .getByRole('row')
    .filter({ hasText: processName })
    .getByRole('button', { name: 'View' })
    .click();
  const dynamics = zhangsan.getByRole('dialog').filter({ hasText: 'End of process' });
  const signature = dynamics.getByRole('img', { name: /^Signature of / });
  await expect(signature).toBeVisible();
  expect(await signature.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const view = await openPrint(zhangsan, dynamics);
  const sheet = view.getByRole('article', { name: itemName });
  await expect(sheet.getByRole('rowheader', { name: 'Reason' })).toBeVisible();
  await expect(sheet.getByRole('cell', { name: REASON })).toBeVisible();
  await expect(sheet.getByRole('img', { name: /^Signature of / })).toBeVisible();
  await keepScreenshot(zhangsan, 'print-default');
  await view.getByRole('button', { name: 'Print / save as PDF' }).click();
  expect(await zhangsan.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});

test('with the switch off the pad is absent; a custom print template renders its placeholders', async ({
  personPage,
  request,
}) => {
  const { itemName } = await applicationWith(request, {
    printTemplate: 'custom',
    customPrintTemplate:
      '<h1>Custom {{title}}</h1><p>Applicant: {{initiator}}</p><p>Why: {{field:reason}}</p><script>window.bad = 1</script>{{timeline}}',
  });
  const lisi = await personPage(LISI);
  const modal = await openTodo(lisi, itemName);
  const view = await openPrint(lisi, modal);
  await expect(view.getByRole('heading', { name: `Custom ${itemName}` })).toBeVisible();
  await expect(view.getByText(`Why: ${REASON}`)).toBeVisible();
  await expect(view.getByText(/^Applicant: \S/)).toBeVisible();
  await expect(view.getByRole('columnheader', { name: 'Opinion' })).toBeVisible();
  expect(await lisi.evaluate(() => (window as unknown as { bad?: number }).bad)).toBeUndefined();
  await view.getByRole('button', { name: 'Close' }).first().click();
  await expect(view).toHaveCount(0);

  await modal.getByRole('button', { name: 'Agree' }).click();
  await expect(lisi.getByText('Operation successful!').first()).toBeVisible();
  await expect(lisi.getByRole('dialog', { name: 'Handwritten signature' })).toHaveCount(0);
});
