import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';
import { aForm, control, EVENT_PORT, fixtureForms, openForm, startEventEndpoint } from './runtimeSupport';

let endpoint: Awaited<ReturnType<typeof startEventEndpoint>>;
test.beforeAll(async () => {
  endpoint = await startEventEndpoint();
});
test.afterAll(async () => endpoint.close());
test.beforeEach(async ({ page }) => useEnglish(page));

const result = async (page: Page) => {
  const shown = page.getByTestId('result');
  const answers = Number(await shown.getAttribute('data-answers'));
  await page.getByRole('button', { name: 'Get data' }).click();
  // getData answers asynchronously: wait for this click's answer, not the one shown before it
  await expect(shown).toHaveAttribute('data-answers', String(answers + 1));
  const text = await shown.textContent();
  return JSON.parse(text || '{}') as {
    ok: boolean;
    data?: Record<string, unknown>;
    errors?: Array<{ key: string }>;
  };
};

test('every fixture form renders its labels without page errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  for (const { name, form } of fixtureForms()) {
    await openForm(page, form);
    await expect(page.locator('form.fr-form')).toBeVisible();
    const labels = form.list
      .filter(
        (c) =>
          typeof c.label === 'string' &&
          c.label &&
          !['divider', 'button', 'text', 'alert', 'html', 'card', 'grid', 'tabs', 'table'].includes(
            String(c.type),
          ),
      )
      .slice(0, 6);
    for (const item of labels)
      await expect(
        page.getByText(String(item.label), { exact: true }).first(),
        `${name}: ${String(item.label)}`,
      ).toBeAttached();
    await keepScreenshot(page, `runtime-fixture-${name.replace('.json', '')}`);
  }
  expect(problems).toEqual([]);
});

const applyForm = aForm([
  control('input', 'Applicant', 'applicant', { placeholder: 'Your name' }, [
    { required: true, message: 'Please enter the applicant' },
  ]),
  control('input', 'Mobile', 'mobile', { customRules: 'phone' }, [
    { required: true, message: 'Please enter the mobile number' },
  ]),
  control('number', 'Days', 'days', { min: 1, max: 30, precision: 1 }, [
    { required: true, message: 'Please enter the days' },
  ]),
  control(
    'select',
    'Leave type',
    'leaveType',
    {
      options: [
        { label: 'Annual', value: 'annual' },
        { label: 'Sick', value: 'sick' },
      ],
    },
    [{ required: true, message: 'Please choose a type' }],
  ),
  control('textarea', 'Reason', 'reason', { minRows: 4 }),
]);

test('filling a form: submit shows the errors, fixing them returns the data', async ({ page }) => {
  await openForm(page, applyForm);
  await page.getByLabel('Mobile').fill('12345');
  await page.getByLabel('Days').fill('45');
  await page.getByLabel('Days').blur();
  // like the designer's number control, a value over max is brought back to max on blur
  await expect(page.getByLabel('Days')).toHaveValue('30');
  const failed = await result(page);
  expect(failed.ok).toBe(false);
  expect(failed.errors?.map((e) => e.key)).toEqual(['applicant', 'mobile', 'leaveType']);
  // each message is shown under its field and announced as the field's description
  await expect(page.getByLabel('Applicant')).toHaveAccessibleDescription('Please enter the applicant');
  await expect(page.getByLabel('Mobile')).toHaveAccessibleDescription('Please enter a valid phone number');
  await expect(page.getByLabel('Leave type')).toHaveAccessibleDescription('Please choose a type');
  await expect(page.getByLabel('Applicant')).toBeFocused();
  await keepScreenshot(page, 'runtime-errors-desktop');
  await page.getByLabel('Applicant').fill('Zhang San');
  await page.getByLabel('Mobile').fill('13912345678');
  await page.getByLabel('Days').fill('2.54');
  await page.getByLabel('Days').blur();
  await expect(page.getByLabel('Days')).toHaveValue('2.5');
  await page.getByLabel('Leave type').selectOption('sick');
  await page.getByLabel('Reason').fill('Flu');
  await expect(page.getByLabel('Applicant')).toHaveAccessibleDescription('');
  const ok = await result(page);
  expect(ok).toEqual({
    ok: true,
    data: { applicant: 'Zhang San', mobile: '13912345678', days: 2.5, leaveType: 'sick', reason: 'Flu' },
  });
  await keepScreenshot(page, 'runtime-filled-desktop');
});

test('a hide rule shows a field only while its condition holds, and hidden fields are neither validated nor sent', async ({
  page,
}) => {
  const form = aForm(
    [
      control('radio', 'Trip type', 'tripType', {
        options: [
          { label: 'Domestic', value: 'domestic' },
          { label: 'Abroad', value: 'abroad' },
        ],
        defaultValue: 'domestic',
      }),
      control('input', 'Passport number', 'passport', {}, [
        { required: true, message: 'Please enter the passport number' },
      ]),
      control('input', 'Destination', 'destination'),
    ],
    {
      hideRules: [
        {
          range: 'all',
          conditions: [{ field: 'tripType', operator: '=', value: 'abroad' }],
          showKeys: ['passport'],
        },
      ],
    },
  );
  await openForm(page, form);
  await expect(page.getByLabel('Passport number')).toHaveCount(0);
  expect(await result(page)).toEqual({ ok: true, data: { tripType: 'domestic', destination: '' } });
  await page.getByRole('radio', { name: 'Abroad' }).check();
  await expect(page.getByLabel('Passport number')).toBeVisible();
  expect((await result(page)).errors?.map((e) => e.key)).toEqual(['passport']);
  await page.getByLabel('Passport number').fill('E1234567');
  await page.getByRole('radio', { name: 'Domestic' }).check();
  await expect(page.getByLabel('Passport number')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Abroad' }).check();
  await expect(page.getByLabel('Passport number')).toHaveValue('E1234567');
});

const cityEvent = (host: string) => ({
  uuid: 'e1',
  name: 'Load cities',
  triggerParam: 'province',
  requestMethod: 'POST',
  requestUrl: `http://${host}:${EVENT_PORT}/cities`,
  requestHeaders: {
    headers: [{ name: 'x-demo', value: '1' }],
    bodys: [{ name: 'province', type: 'formField', value: 'province' }],
  },
  responseFields: [
    { field: 'city', value: 'cities', isOptions: true, optionLabel: 'n', optionValue: 'v' },
    { field: 'capital', value: 'capital', isOptions: false },
  ],
});
const eventForm = (host: string) =>
  aForm(
    [
      control('select', 'Province', 'province', {
        options: [
          { label: 'Zhejiang', value: 'zj' },
          { label: 'Jiangsu', value: 'js' },
        ],
      }),
      control('select', 'City', 'city', { options: [] }),
      control('input', 'Capital', 'capital'),
    ],
    { formEvents: [cityEvent(host)] },
  );

test('an event fills a select from a local endpoint through POST /jflow/call', async ({ page }) => {
  await signIn(page, ACCOUNTS.zhangsan);
  await openForm(page, eventForm('localhost'));
  const call = page.waitForResponse((r) => r.url().endsWith('/jflow/call'));
  await page.getByLabel('Province').selectOption('js');
  expect(((await (await call).json()) as { code: string }).code).toBe('10000');
  await expect(page.getByLabel('City').locator('option')).toHaveText(['Please select', 'Nanjing', 'Suzhou']);
  await expect(page.getByLabel('Capital')).toHaveValue('Nanjing');
  await page.getByLabel('City').selectOption('sz');
  expect((await result(page)).data).toMatchObject({ province: 'js', city: 'sz', capital: 'Nanjing' });
});

test('the proxy refuses 127.0.0.1 when it is not allowlisted, and the form stays usable', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.zhangsan);
  await openForm(page, eventForm('127.0.0.1'));
  const call = page.waitForResponse((r) => r.url().endsWith('/jflow/call'));
  await page.getByLabel('Province').selectOption('zj');
  const answer = (await (await call).json()) as { code: string; msg: string };
  expect(answer.code).toBe('50001');
  expect(answer.msg).toBe(
    'The host 127.0.0.1 resolves to the loopback address 127.0.0.1, which is refused unless listed in OUTBOUND_ALLOWLIST',
  );
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.getByLabel('City').locator('option')).toHaveCount(1);
  await expect(page.getByLabel('Capital')).toHaveValue('');
});

test('a batch collects three rows', async ({ page }) => {
  const form = aForm([
    {
      type: 'batch',
      label: 'Expenses',
      key: 'expenses',
      model: 'expenses',
      options: { minLimit: 1, scrollY: 0 },
      rules: [{ required: false, message: '' }],
      list: [
        control('input', 'Item', 'item', {}, [{ required: true, message: 'Please enter the item' }]),
        control('number', 'Amount', 'amount', { min: 0 }),
      ],
    },
  ]);
  await openForm(page, form);
  await page.getByRole('button', { name: '+ Add' }).click();
  await page.getByRole('button', { name: '+ Add' }).click();
  const items = ['Taxi', 'Hotel', 'Meals'];
  for (const [index, item] of items.entries()) {
    await page.getByLabel(`Item (Row ${index + 1})`).fill(item);
    await page.getByLabel(`Amount (Row ${index + 1})`).fill(String((index + 1) * 100));
  }
  await expect(page.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  const data = (await result(page)).data as { expenses: Array<Record<string, unknown>> };
  expect(data.expenses.map(({ item, amount }) => ({ item, amount }))).toEqual([
    { item: 'Taxi', amount: 100 },
    { item: 'Hotel', amount: 200 },
    { item: 'Meals', amount: 300 },
  ]);
  await keepScreenshot(page, 'runtime-batch-desktop');
});
