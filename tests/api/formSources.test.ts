/**
 * Form sources (issue 28 "pickers with real data"): people and organisations searched and paged in the caller's
 * tenant only, the region dataset sent once with cache headers, and an unknown region code refused naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGION_DATASET, type FormDocument, type RegionEntry } from '@shared/form';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { ADMIN, dbKind, startServer, type TestServer } from './harness';
import { IDS, approve, ok, publish, simpleForm, startApp, taskOn, todo } from './approval.kit';

let server: TestServer;
const tokens: Record<string, string> = {};
const t = (name: string) => tokens[name] ?? '';

beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'zhangsan', 'lisi', 'sunqi']) tokens[name] = await server.tokenFor(name);
});
afterAll(() => server.close());

interface PersonRow {
  userId: string;
  nickName: string;
  userName: string;
  organizeName: string;
}
interface OrgRow {
  organizeId: string;
  organizeName: string;
  path: string[];
}
const people = async (token: string, query: string) =>
  ok(
    (
      await server.request<{ total: number; rows: PersonRow[] }>('GET', `/form/source/people?${query}`, {
        token,
      })
    ).body,
  );
const orgs = async (token: string, query: string) =>
  ok(
    (
      await server.request<{ total: number; rows: OrgRow[] }>('GET', `/form/source/organizations?${query}`, {
        token,
      })
    ).body,
  );

describe(`people and organisation pickers on ${dbKind}`, () => {
  it('finds people by name, account or job number; any signed-in member may search', async () => {
    const byAccount = await people(t('zhangsan'), 'keyword=lisi');
    expect(byAccount.rows.map((row) => row.userId)).toEqual([IDS.lisi]);
    expect(byAccount.total).toBe(1);
    const nick = byAccount.rows[0]?.nickName ?? '';
    expect(nick).not.toBe('');
    const byName = await people(t('zhangsan'), `keyword=${encodeURIComponent(nick)}`);
    expect(byName.rows.map((row) => row.userId)).toContain(IDS.lisi);
    expect(byName.rows[0]?.organizeName).not.toBe('');
    const none = await people(t('zhangsan'), 'keyword=%25_nobody');
    expect(none).toEqual({ total: 0, rows: [] });
  });

  it('pages the list: the pages join up to the total without repeats', async () => {
    const all = await people(t('zhangsan'), 'limit=100');
    expect(all.total).toBeGreaterThanOrEqual(5);
    const first = await people(t('zhangsan'), 'limit=2&pageNum=1');
    const second = await people(t('zhangsan'), 'limit=2&pageNum=2');
    expect(first.total).toBe(all.total);
    expect([...first.rows, ...second.rows].map((row) => row.userId)).toEqual(
      all.rows.slice(0, 4).map((row) => row.userId),
    );
    const past = await people(t('zhangsan'), `limit=2&pageNum=${all.total + 1}`);
    expect(past).toEqual({ total: all.total, rows: [] });
  });

  it("never lists another tenant's people or organisations", async () => {
    const ours = await people(t('zhangsan'), 'limit=100');
    const theirs = await people(t('sunqi'), 'limit=100');
    expect(theirs.rows.map((row) => row.userName)).toContain('sunqi');
    expect(theirs.rows.map((row) => row.userName)).not.toContain('zhangsan');
    expect(ours.rows.map((row) => row.userName)).not.toContain('sunqi');
    expect((await people(t('sunqi'), 'keyword=zhangsan')).total).toBe(0);
    const ourOrgs = await orgs(t('zhangsan'), 'limit=100');
    const theirOrgs = await orgs(t('sunqi'), 'limit=100');
    const ourIds = new Set(ourOrgs.rows.map((row) => row.organizeId));
    expect(theirOrgs.rows.length).toBeGreaterThan(0);
    expect(theirOrgs.rows.some((row) => ourIds.has(row.organizeId))).toBe(false);
  });

  it('finds organisations by name with the names above them, in pages', async () => {
    const all = await orgs(t('zhangsan'), 'limit=100');
    const nested = all.rows.find((row) => row.path.length > 0);
    expect(nested).toBeDefined();
    const found = await orgs(t('zhangsan'), `keyword=${encodeURIComponent(nested?.organizeName ?? '')}`);
    expect(found.rows).toContainEqual(nested);
    const page = await orgs(t('zhangsan'), 'limit=1&pageNum=2');
    expect(page).toEqual({ total: all.total, rows: all.rows.slice(1, 2) });
  });

  it('refuses a caller without a session and odd paging', async () => {
    const anonymous = await server.request('GET', '/form/source/people');
    expect(anonymous.body.subCode).toBe('auth-check-error');
    const huge = await server.request('GET', '/form/source/people?limit=100000', { token: t('zhangsan') });
    expect(huge.body.code).toBe('40001');
  });
});

describe(`region dataset on ${dbKind}`, () => {
  const url = (query = '') => `${server.baseUrl}${ADMIN}/form/source/regions${query}`;

  it('sends every province, city and district once, gzip, cached for good under its version', async () => {
    const answer = await fetch(url(`?v=${REGION_DATASET}`), { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = answer.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const body = (await answer.json()) as { code: string; data: RegionEntry[] };
    expect(body.code).toBe('10000');
    expect(body.data.length).toBe(34);
    const zhejiang = body.data.find(([code]) => code === '330000');
    expect(zhejiang?.[1]).toBe('浙江省');
    const hangzhou = zhejiang?.[2]?.find(([code]) => code === '330100');
    expect(hangzhou?.[1]).toBe('杭州市');
    expect(hangzhou?.[2]?.find(([code]) => code === '330106')?.[1]).toBe('西湖区');
    const beijing = body.data.find(([code]) => code === '110000');
    expect(beijing?.[2]?.find(([code]) => code === '110105')?.[1]).toBe('朝阳区');
    const again = await fetch(url(`?v=${REGION_DATASET}`), { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('is the same for everyone, compressed well below its raw size; an unversioned ask is revalidated', async () => {
    const raw = await server.request('GET', '/form/source/regions', { token: t('sunqi') });
    const anonymous = await fetch(url(), {
      headers: { 'accept-language': 'en_US', 'accept-encoding': 'identity' },
    });
    expect(anonymous.headers.get('cache-control')).toBe('public, no-cache');
    expect((await anonymous.json()) as unknown).toEqual(raw.body);
    const gzip = await fetch(url(), { headers: { 'accept-encoding': 'gzip', 'accept-language': 'en_US' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const rawBytes = Number(anonymous.headers.get('content-length'));
    const gzipBytes = Number(gzip.headers.get('content-length'));
    expect(gzipBytes).toBeLessThan(rawBytes / 2);
    // fetch inflates the gzip body: it is the raw answer again.
    expect((await gzip.arrayBuffer()).byteLength).toBe(rawBytes);
  });
});

describe(`addresses in submitted forms on ${dbKind}`, () => {
  const form: FormDocument = simpleForm([
    {
      type: 'address',
      key: 'addr',
      model: 'addr',
      label: 'Office address',
      options: {},
      rules: [{ required: false, message: '' }],
    },
    {
      type: 'userSelect',
      key: 'who',
      model: 'who',
      label: 'Colleague',
      options: {},
      rules: [{ required: false, message: '' }],
    },
  ] as unknown as FormDocument['list']);
  let processId = '';
  beforeAll(async () => {
    processId = await publish(
      server,
      t('admin'),
      flow([approver('a1', [IDS.lisi])]),
      { summaryMode: 'custom', summaryFields: ['addr', 'who'] },
      form,
    );
  });
  const start = (params: Record<string, unknown>, language = 'en_US') =>
    server.request('POST', '/jflow/start', { token: t('zhangsan'), language, body: { processId, params } });

  it('refuses an unknown region code, or one under another region, naming the field', async () => {
    const unknown = (await start({ days: 1, addr: { province: '330000', city: '339900' } })).body;
    expect(unknown).toMatchObject({ code: '40001', data: { field: 'addr' } });
    expect(unknown.msg).toBe('Invalid Office address: unknown region code 339900');
    const misplaced = (await start({ days: 1, addr: { province: '330000', city: '110100' } }, 'zh_CN')).body;
    expect(misplaced.code).toBe('40001');
    expect(misplaced.msg).toContain('Office address');
    expect(misplaced.msg).toContain('110100');
    const odd = (await start({ days: 1, addr: { province: 'x'.repeat(20) } })).body;
    expect(odd.code).toBe('40001');
  });

  it('refuses a picker value that is not a list of people with ids and names, naming the field', async () => {
    const bare = (await start({ days: 1, who: [IDS.lisi] })).body;
    expect(bare).toMatchObject({
      code: '40001',
      msg: 'Invalid Colleague: choose from the list',
      data: { field: 'who' },
    });
    const arabic = (await start({ days: 1, who: 'U1003' }, 'ar_EG')).body;
    expect(arabic.code).toBe('40001');
    expect(arabic.msg).toContain('Colleague');
    expect(arabic.msg).toContain('اختر من القائمة');
  });

  it("stores the codes with the dataset's names and the people with theirs; the approver sees them", async () => {
    const instanceId = await startApp(server, t('zhangsan'), processId, {
      days: 1,
      addr: {
        province: '330000',
        city: '330100',
        district: '330106',
        provinceName: 'spoofed',
        detail: '1 Lake Rd',
      },
      who: [{ value: IDS.lisi, label: 'Li Si' }],
    });
    const taskId = await taskOn(server, t('lisi'), instanceId);
    const row = (await todo(server, t('lisi'))).find(
      (candidate) => candidate.id === instanceId,
    ) as unknown as {
      summary: { key: string; value: string }[];
    };
    // The summary names what was chosen.
    expect(row.summary.map((item) => item.value)).toEqual(['浙江省 杭州市 西湖区 1 Lake Rd', 'Li Si']);
    const task = ok(
      (
        await server.request<{ variable: string }>('GET', `/jflow/taskInfo?taskId=${taskId}`, {
          token: t('lisi'),
        })
      ).body,
    );
    const variable = JSON.parse(task.variable) as Record<string, unknown>;
    expect(variable.addr).toEqual({
      province: '330000',
      city: '330100',
      district: '330106',
      provinceName: '浙江省',
      cityName: '杭州市',
      districtName: '西湖区',
      detail: '1 Lake Rd',
    });
    expect(variable.who).toEqual([{ value: IDS.lisi, label: 'Li Si' }]);
    ok(await approve(server, t('lisi'), taskId, { params: variable }));
  });

  it('takes a municipality with its districts straight under it', async () => {
    const instanceId = await startApp(server, t('zhangsan'), processId, {
      days: 1,
      addr: { province: '110000', district: '110105' },
    });
    expect(instanceId).not.toBe('');
    expect((await start({ days: 1, addr: { province: '330000', district: '330106' } })).body.code).toBe(
      '40001',
    );
  });
});
