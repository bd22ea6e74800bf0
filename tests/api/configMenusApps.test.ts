import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './eventually';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let admin2: string;
let zhangsan: string;
beforeAll(async () => {
  server = await startServer();
  admin = await server.tokenFor('admin');
  admin2 = await server.tokenFor('admin2');
  zhangsan = await server.tokenFor('zhangsan');
});
afterAll(() => server.close());

const call = async <T = unknown>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  token = admin,
  language = 'en_US',
) => (await server.request<T>(method, path, { token, body, language })).body;

interface App {
  appId: string;
  appCode: string;
  appName: string;
  status: string;
  appOrder: number;
  menuCount: number;
}
const sysApps = async (token: string, language = 'en_US') =>
  (
    await call<{ sysApps: { appCode: string; appName: string }[] }>(
      'GET',
      '/getInfo',
      undefined,
      token,
      language,
    )
  ).data.sysApps;

const newApp = {
  appCode: 'crm',
  appName: '客户',
  appNameI18n: { en_US: 'Customers' },
  appLogo: '/files/crm.png',
  appCategory: '2',
  appOrder: 20,
  visible: '1',
  isMicro: '0',
  openType: 'NEW_TAB',
  appPath: '/smartube-app/crm',
} as const;

describe(`app administration on ${dbKind}`, () => {
  it('lists apps with names per language and filters', async () => {
    const en = await call<App[]>('GET', '/app/list');
    expect(en.data.map((a) => a.appCode).slice(0, 2)).toEqual(['system-new', 'MESSAGE']);
    expect(en.data[0]).toMatchObject({ appName: 'System management', status: '0' });
    expect(en.data[0]?.menuCount).toBeGreaterThan(10);
    const zh = await call<App[]>('GET', '/app/list', undefined, admin, 'zh_CN');
    expect(zh.data[0]?.appName).toBe('系统管理');
    const micro = await call<App[]>('GET', '/app/list?appCategory=2');
    expect(micro.data.map((a) => a.appCode)).toEqual(['market-ui', 'hudong', 'millstone']);
    const byName = await call<App[]>('GET', '/app/list?appName=message');
    expect(byName.data.map((a) => a.appCode)).toEqual(['MESSAGE']);
    expect((await call<App>('GET', '/app/detail?appId=A200')).data.appCode).toBe('MESSAGE');
    expect((await call('GET', '/app/detail?appId=none')).code).toBe('40401');
  });

  it('adds and edits an app with every field; refuses a duplicate code', async () => {
    const added = await call<{ appId: string }>('POST', '/app/add', newApp);
    expect(added.code).toBe('10000');
    const detail = await call<Record<string, unknown>>('GET', `/app/detail?appId=${added.data.appId}`);
    expect(detail.data).toMatchObject({ ...newApp, appName: 'Customers', status: '0', menuCount: 0 });
    const again = await call<{ field: string }>('POST', '/app/add', { ...newApp, appName: 'x' });
    expect(again).toMatchObject({
      code: '40001',
      msg: 'The app code crm is already used',
      data: { field: 'appCode' },
    });
    const edited = await call('POST', '/app/edit', {
      ...newApp,
      appId: added.data.appId,
      appCode: 'MESSAGE',
    });
    expect(edited.msg).toBe('The app code MESSAGE is already used');
    expect((await call('POST', '/app/add', { ...newApp, appCode: '9 bad' })).data).toEqual({
      field: 'appCode',
    });
    expect(
      (await call('POST', '/app/edit', { ...newApp, appId: added.data.appId, appOrder: 3, appName: '客户2' }))
        .code,
    ).toBe('10000');
    expect((await call('GET', `/app/delete?appId=${added.data.appId}`)).code).toBe('10000');
  });

  it('getInfo follows a disable at once, names follow Accept-Language; the system app stays', async () => {
    expect((await sysApps(zhangsan)).map((a) => a.appName)).toContain('Message centre');
    expect((await sysApps(zhangsan, 'zh_CN')).map((a) => a.appName)).toContain('消息中心');
    expect((await call('POST', '/app/changeStatus', { appId: 'A200', status: '1' })).code).toBe('10000');
    expect((await sysApps(zhangsan)).map((a) => a.appCode)).not.toContain('MESSAGE');
    expect((await call<unknown[]>('GET', '/getRouters?appId=A200', undefined, zhangsan)).data).toEqual([]);
    expect((await call('POST', '/app/changeStatus', { appId: 'A200', status: '0' })).code).toBe('10000');
    expect((await sysApps(zhangsan)).map((a) => a.appCode)).toContain('MESSAGE');
    const fixed = 'The system app system-new cannot be disabled, removed or renamed';
    expect(await call('POST', '/app/changeStatus', { appId: 'A100', status: '1' })).toMatchObject({
      msg: fixed,
    });
    expect(await call('GET', '/app/delete?appId=A100')).toMatchObject({ msg: fixed });
    expect((await call('GET', '/app/delete?appId=A200')).msg).toMatch(
      /^The app 消息中心 still has \d+ menus/,
    );
  });

  it('a disable reaches getInfo on another server instance too', async () => {
    const peer = await server.startPeer();
    const peerApps = async () =>
      (
        await peer.request<{ sysApps: { appCode: string }[] }>('GET', '/getInfo', { token: zhangsan })
      ).body.data.sysApps.map((a) => a.appCode);
    expect(await peerApps()).toContain('MESSAGE');
    await call('POST', '/app/changeStatus', { appId: 'A200', status: '1' });
    await eventually(async () => expect(await peerApps()).not.toContain('MESSAGE'));
    await call('POST', '/app/changeStatus', { appId: 'A200', status: '0' });
    await eventually(async () => expect(await peerApps()).toContain('MESSAGE'));
  });

  it('orders apps', async () => {
    expect((await call('POST', '/app/order', { appIds: ['A200', 'A100'] })).code).toBe('10000');
    const list = await call<App[]>('GET', '/app/list');
    expect(list.data.slice(0, 2).map((a) => [a.appCode, a.appOrder])).toEqual([
      ['MESSAGE', 1],
      ['system-new', 2],
    ]);
    await call('POST', '/app/order', { appIds: ['A100', 'A200'] });
  });

  it('another tenant’s administrator reads but cannot write; a user without the permission cannot read', async () => {
    expect((await call('GET', '/app/list', undefined, admin2)).code).toBe('10000');
    const msg = 'Apps and menus are shared by all tenants; only the platform tenant can change them';
    expect(await call('POST', '/app/add', { ...newApp, appCode: 'm2' }, admin2)).toMatchObject({ msg });
    expect(
      await call('POST', '/app/edit', { ...newApp, appId: 'A200', appCode: 'MESSAGE' }, admin2),
    ).toMatchObject({
      msg,
    });
    expect(await call('POST', '/app/changeStatus', { appId: 'A200', status: '1' }, admin2)).toMatchObject({
      msg,
    });
    expect(await call('POST', '/app/order', { appIds: ['A200'] }, admin2)).toMatchObject({ msg });
    expect(await call('GET', '/app/delete?appId=A301', undefined, admin2)).toMatchObject({ msg });
    expect((await call('GET', '/app/list', undefined, zhangsan)).code).toBe('40301');
  });
});
