import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, dbKind, startServer, type TestServer } from './harness';

/**
 * Console spec §3 (merchant logo, app needProject), §2.3 (merchant home page and theme config) and §7.2 tenant
 * authorisations: what an administrator of tenants changes, and what the people of those tenants then get.
 */
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startServer();
  admin = await server.tokenFor('admin');
});
afterAll(() => server.close());

const call = async <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown, token = admin) =>
  (await server.request<T>(method, path, { token, body, language: 'en_US' })).body;

interface Info {
  merchant: { icon: string };
  sysApps: { appCode: string; needProject: boolean }[];
  themeConfig: string;
  homePage: string;
}
const infoOf = async (userName: string) =>
  (await call<Info>('GET', '/getInfo', undefined, await server.tokenFor(userName))).data;

describe(`tenant administration on ${dbKind}`, () => {
  it('an app’s “needs a project” flag is edited and reaches the people who use the app', async () => {
    const apps = await call<{ appId: string; appCode: string; needProject: boolean }[]>('GET', '/app/list');
    const market = apps.data.find((a) => a.appCode === 'market-ui');
    if (!market) throw new Error('the seeded market-ui app is missing');
    const detail = await call<Record<string, unknown>>('GET', `/app/detail?appId=${market.appId}`);
    const flip = !market.needProject;
    const { appId, appCode, appName } = detail.data as { appId: string; appCode: string; appName: string };
    expect((await call('POST', '/app/edit', { appId, appCode, appName, needProject: flip })).code).toBe(
      '10000',
    );
    expect((await call<{ needProject: boolean }>('GET', `/app/detail?appId=${appId}`)).data.needProject).toBe(
      flip,
    );
    expect((await infoOf('lisi')).sysApps.find((a) => a.appCode === 'market-ui')?.needProject).toBe(flip);
    // leaving the flag out keeps it
    expect((await call('POST', '/app/edit', { appId, appCode, appName })).code).toBe('10000');
    expect((await call<{ needProject: boolean }>('GET', `/app/detail?appId=${appId}`)).data.needProject).toBe(
      flip,
    );
  });

  it('a tenant authorisation is edited: another role in the same tenant, never a role of another tenant', async () => {
    const child = await call<{ merchantId: string }>('POST', `${ADMIN}/merchant/addMerchant`, {
      merchantName: 'Fengyuan Solar',
    });
    const childId = child.data.merchantId;
    const { roles } = await import('../../server/db/schema');
    await server.deps.db.insert(roles).values([
      { roleId: 'RF1', merchantId: childId, roleName: 'Field engineer', roleKey: 'field' },
      { roleId: 'RF2', merchantId: childId, roleName: 'Site manager', roleKey: 'site' },
    ]);
    const added = await call<{ authId: string }>('POST', `${ADMIN}/merchant/auth/add`, {
      userId: 'U1002',
      merchantId: childId,
      roleId: 'RF1',
    });
    expect(added.code).toBe('10000');
    const { authId } = added.data;
    const roleOf = async () =>
      (await call<{ roleName: string }>('GET', `${ADMIN}/merchant/auth/detail?authId=${authId}`)).data
        .roleName;
    const moved = await call('POST', `${ADMIN}/merchant/auth/update`, {
      authId,
      userId: 'U1002',
      merchantId: childId,
      roleId: 'RF2',
    });
    expect(moved.code).toBe('10000');
    expect(await roleOf()).toBe('Site manager');
    const foreign = await call('POST', `${ADMIN}/merchant/auth/update`, {
      authId,
      userId: 'U1002',
      merchantId: childId,
      roleId: 'R103',
    });
    expect(foreign.code).not.toBe('10000');
    expect(await roleOf()).toBe('Site manager');
  });

  it('a tenant’s logo is set and reaches its people; an address that is not a picture is refused', async () => {
    const admin2 = await server.tokenFor('admin2');
    const logo = '/digital-portal/common/download?fileName=logo%2Fyunfan.png';
    const update = (icon: string) =>
      call(
        'POST',
        `${ADMIN}/merchant/updateMerchant`,
        { merchantId: 'M002', merchantName: '云帆新能源', icon },
        admin2,
      );
    expect((await update(logo)).code).toBe('10000');
    expect((await infoOf('sunqi')).merchant.icon).toBe(logo);
    expect(await update('javascript:alert(1)')).toMatchObject({
      code: '40001',
      msg: 'The picture must be an uploaded file or an https address',
      data: { field: 'icon' },
    });
    expect((await infoOf('sunqi')).merchant.icon).toBe(logo);
  });

  it('the platform administrator edits another tenant’s theme and home page; that tenant cannot edit the platform’s', async () => {
    const before = await call<{ config: string }>('GET', '/theme/get?merchantId=M002');
    expect(before.code).toBe('10000');
    const config = JSON.stringify({
      ...JSON.parse(before.data.config),
      themeColor: '#722ed1',
      homePage: '/message/letter',
    });
    expect((await call('POST', '/theme/update', { config, merchantId: 'M002' })).code).toBe('10000');
    const theirs = await infoOf('admin2');
    expect(JSON.parse(theirs.themeConfig)).toMatchObject({
      themeColor: '#722ed1',
      homePage: '/message/letter',
    });
    expect(theirs.homePage).toBe('/message/letter');
    // the platform's own theme did not change
    expect(JSON.parse((await infoOf('admin')).themeConfig).themeColor).not.toBe('#722ed1');

    const tenants = await call<{ merchantId: string }[]>('GET', '/theme/tenants');
    const ids = tenants.data.map((m) => m.merchantId);
    expect(ids[0]).toBe('M001');
    expect(ids).toContain('M002');
    const admin2 = await server.tokenFor('admin2');
    expect((await call<{ merchantId: string }[]>('GET', '/theme/tenants', undefined, admin2)).data).toEqual([
      { merchantId: 'M002', merchantName: '云帆新能源' },
    ]);
    expect((await call('GET', '/theme/get?merchantId=M001', undefined, admin2)).code).toBe('40401');
    expect((await call('POST', '/theme/update', { config, merchantId: 'M001' }, admin2)).code).toBe('40401');
    expect((await call('POST', '/theme/update', { config, merchantId: 'nowhere' })).code).toBe('40401');
  });
});
