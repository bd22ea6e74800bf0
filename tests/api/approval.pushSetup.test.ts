/**
 * Data push setup (workflow spec §2.5 template setting; §7 field aliases and callback config): field aliases
 * round trip, scoped by tenant, with bad input named; aliases name the pushed fields; a setup removed keeps its
 * push log, and only its own tenant may remove it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { dbKind, startServer, type TestServer } from './harness';
import { IDS, ok, publish, startApp, type Page } from './approval.kit';

let server: TestServer;
/** Nothing listens on the discard port: pushes there fail fast and are logged like any other attempt. */
const HOOK = 'http://127.0.0.1:9';
const tokens: Record<string, string> = {};
const t = (name: string) => tokens[name] ?? '';

beforeAll(async () => {
  server = await startServer({ outboundAllowlist: ['127.0.0.1'] });
  for (const name of ['admin', 'lisi', 'zhangsan', 'admin2']) tokens[name] = await server.tokenFor(name);
});
afterAll(async () => {
  await server.close();
});

interface AliasRow {
  fieldKey: string;
  model: string;
  fieldLabel: string;
  alias: string;
}
interface Setup {
  id: string;
  url: string;
}

const templateWithForm = async () => {
  const processId = await publish(server, t('admin'), flow([approver('a1', [IDS.lisi])]));
  const forms = ok(
    (
      await server.request<{ forms: { id: string }[] }>(
        'GET',
        `/workflow/form/config/processFormDetail?processId=${processId}`,
        { token: t('admin') },
      )
    ).body,
  );
  return { processId, formId: forms.forms[0]?.id ?? '' };
};

const aliasesOf = async (formId: string, token = t('admin')) =>
  (await server.request<AliasRow[]>('GET', `/workflow/form/field/alisa/list?formId=${formId}`, { token }))
    .body;
const setAliases = (formId: string, items: { fieldKey: string; alias: string }[], token = t('admin')) =>
  server.request('POST', '/workflow/form/field/alisa/update', { token, body: { formId, items } });
const aliasMap = async (formId: string) =>
  Object.fromEntries(ok(await aliasesOf(formId)).map((row) => [row.fieldKey, row.alias]));

const addSetup = async (processId: string, path: string) =>
  ok(
    (
      await server.request<{ id: string }>('POST', '/workflow/callback/config/add', {
        token: t('admin'),
        body: {
          processId,
          url: `${HOOK}/${path}`,
          method: 'POST',
          dataFormat: 'json',
          fieldMapping: [],
          events: [],
          enabled: true,
        },
      })
    ).body,
  ).id;
const setupsOf = async (processId: string, token = t('admin')) =>
  (await server.request<Setup[]>('GET', `/workflow/callback/config/list?processId=${processId}`, { token }))
    .body;

describe(`field aliases on ${dbKind}`, () => {
  it('lists the data fields, saves aliases, keeps unnamed ones, clears with a blank', async () => {
    const { formId } = await templateWithForm();
    const before = ok(await aliasesOf(formId));
    expect(before.map((row) => [row.fieldKey, row.model, row.fieldLabel, row.alias])).toEqual([
      ['days', 'days', 'Days', ''],
      ['reason', 'reason', 'Reason', ''],
      ['secret', 'secret', 'Secret', ''],
      ['serialNo', 'serialNo', 'No', ''],
    ]);
    ok(
      (
        await setAliases(formId, [
          { fieldKey: 'days', alias: ' leave_days ' },
          { fieldKey: 'reason', alias: '事由' },
        ])
      ).body,
    );
    expect(await aliasMap(formId)).toEqual({ days: 'leave_days', reason: '事由', secret: '', serialNo: '' });
    ok((await setAliases(formId, [{ fieldKey: 'reason', alias: '' }])).body);
    expect(await aliasMap(formId)).toEqual({ days: 'leave_days', reason: '', secret: '', serialNo: '' });
  });

  it('names what is wrong and changes nothing', async () => {
    const { formId } = await templateWithForm();
    ok((await setAliases(formId, [{ fieldKey: 'days', alias: 'leave_days' }])).body);
    const refusals: [{ fieldKey: string; alias: string }[], string][] = [
      [
        [
          { fieldKey: 'reason', alias: 'why' },
          { fieldKey: 'nope', alias: 'x' },
        ],
        'Invalid items[1].fieldKey: The form has no field nope.',
      ],
      [
        [{ fieldKey: 'reason', alias: 'the reason' }],
        'Invalid items[0].alias: The alias “the reason” may hold only letters, digits, _ . and -.',
      ],
      [
        [{ fieldKey: 'reason', alias: 'leave_days' }],
        'Invalid items[0].alias: Two fields would be pushed under the name “leave_days”.',
      ],
      [
        [{ fieldKey: 'reason', alias: 'secret' }],
        'Invalid items[0].alias: Two fields would be pushed under the name “secret”.',
      ],
      [
        [
          { fieldKey: 'reason', alias: 'a' },
          { fieldKey: 'reason', alias: 'b' },
        ],
        'Invalid items[1].fieldKey: The field reason is listed twice.',
      ],
    ];
    for (const [items, message] of refusals) {
      const answer = (await setAliases(formId, items)).body;
      expect(answer.code).toBe('40001');
      expect(answer.msg).toBe(message);
    }
    const tooLong = (await setAliases(formId, [{ fieldKey: 'reason', alias: 'x'.repeat(101) }])).body;
    expect(tooLong.code).toBe('40001');
    expect(tooLong.msg).toMatch(/alias/);
    expect(await aliasMap(formId)).toEqual({ days: 'leave_days', reason: '', secret: '', serialNo: '' });
  });

  it('another tenant can neither read nor change the aliases of a form; a member without the role neither', async () => {
    const { formId } = await templateWithForm();
    ok((await setAliases(formId, [{ fieldKey: 'days', alias: 'leave_days' }])).body);
    expect((await aliasesOf(formId, t('admin2'))).code).toBe('40401');
    expect((await setAliases(formId, [{ fieldKey: 'days', alias: 'x' }], t('admin2'))).body.code).toBe(
      '40401',
    );
    expect((await setAliases(formId, [{ fieldKey: 'days', alias: 'x' }], t('lisi'))).body.code).toBe('40301');
    expect((await aliasMap(formId)).days).toBe('leave_days');
  });

  it('a push without a mapping sends each field under its alias', async () => {
    const { processId, formId } = await templateWithForm();
    ok((await setAliases(formId, [{ fieldKey: 'days', alias: 'leave_days' }])).body);
    await startApp(server, t('zhangsan'), processId, { days: 2, reason: 'trip' });
    const id = await addSetup(processId, 'aliases');
    const answer = ok(
      (
        await server.request<{ requestBody: string }>('GET', `/jflow/pushDataTest?id=${id}`, {
          token: t('admin'),
        })
      ).body,
    );
    const body = JSON.parse(answer.requestBody) as Record<string, unknown>;
    expect(body.leave_days).toBe(2);
    expect(body.reason).toBe('trip');
    expect(body).not.toHaveProperty('days');
  });
});

describe(`removing a data push setup on ${dbKind}`, () => {
  it('lists the setups of a template; a removed one leaves the list, its push log stays', async () => {
    const { processId } = await templateWithForm();
    const first = await addSetup(processId, 'first');
    const second = await addSetup(processId, 'second');
    expect(
      ok(await setupsOf(processId))
        .map((setup) => setup.id)
        .sort(),
    ).toEqual([first, second].sort());
    ok((await server.request('GET', `/jflow/pushDataTest?id=${first}`, { token: t('admin') })).body);
    const logOf = async () =>
      ok(
        (
          await server.request<Page<{ url: string; isTest: boolean }>>(
            'GET',
            `/jflow/callLog?processId=${processId}`,
            { token: t('admin') },
          )
        ).body,
      );
    expect((await logOf()).rows.map((row) => row.url)).toEqual([`${HOOK}/first`]);

    ok(
      (await server.request('GET', `/workflow/callback/config/remove?id=${first}`, { token: t('admin') }))
        .body,
    );
    expect(ok(await setupsOf(processId)).map((setup) => setup.id)).toEqual([second]);
    expect(
      (await server.request('GET', `/workflow/callback/config/detail?id=${first}`, { token: t('admin') }))
        .body.code,
    ).toBe('40401');
    const log = await logOf();
    expect(log.total).toBe(1);
    expect(log.rows[0]).toMatchObject({ url: `${HOOK}/first`, isTest: true });
    // removing it again: not found, nothing else changes
    expect(
      (await server.request('GET', `/workflow/callback/config/remove?id=${first}`, { token: t('admin') }))
        .body.code,
    ).toBe('40401');
  });

  it('another tenant cannot remove a setup nor list it; a member without the role cannot remove it', async () => {
    const { processId } = await templateWithForm();
    const id = await addSetup(processId, 'kept');
    const remove = (token: string) =>
      server.request('GET', `/workflow/callback/config/remove?id=${id}`, { token });
    expect((await remove(t('admin2'))).body.code).toBe('40401');
    expect((await remove(t('lisi'))).body.code).toBe('40301');
    expect(ok(await setupsOf(processId, t('admin2')))).toEqual([]);
    expect(ok(await setupsOf(processId)).map((setup) => setup.id)).toEqual([id]);
    const noSession = await server.request('GET', `/workflow/callback/config/remove?id=${id}`);
    expect(noSession.body.code).not.toBe('10000');
    expect(ok(await setupsOf(processId)).map((setup) => setup.id)).toEqual([id]);
  });
});
