/**
 * Sessions and getInfo answers are kept in each instance's memory; these tests prove that every change a user
 * would notice shows on the very next request, on this instance and on a second one sharing the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { encryptForLogin } from '../../server/auth/keys';
import { approve, ok, startApp, taskOn } from './approval.kit';
import { eventually } from './eventually';
import { dbKind, startServer, type TestServer } from './harness';

interface Info {
  user: { userId: string; nickName: string; merchantId: string; merchantName: string; organizeName: string };
  merchant: { merchantName: string };
  permissions: string[];
  sysApps: { appCode: string }[];
  homePages: string[];
  myTaskCount: number;
  myApprovalCount: number;
}

let server: TestServer;
let peer: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startServer();
  peer = await server.startPeer();
  admin = await server.tokenFor('admin');
});
afterAll(() => server.close());

const getInfo = (on: TestServer, token: string) =>
  on.request<Info>('GET', '/getInfo', { token }).then((r) => r.body);
const infoOf = async (on: TestServer, token: string) => ok(await getInfo(on, token));
const asAdmin = (path: string, body: unknown) =>
  server.request('POST', path, { token: admin, body }).then((r) => ok(r.body));
const expectSignedOut = async (on: TestServer, token: string) => {
  const answer = await getInfo(on, token);
  expect(answer.subCode).toBe('auth-check-error');
};

describe(`session and getInfo cache on ${dbKind}`, () => {
  it('a locked user is refused at once although the session was in memory, here and on the peer', async () => {
    const token = await server.tokenFor('lisi');
    await infoOf(server, token);
    await infoOf(peer, token);
    expect(peer.deps.cache.sessions.size).toBeGreaterThan(0);
    await asAdmin('/user/lock', { userId: 'U1003', lockDuration: 60, reason: 'audit' });
    await expectSignedOut(server, token);
    await eventually(() => expectSignedOut(peer, token));
    await asAdmin('/user/unlock', { userId: 'U1003' });
    await expectSignedOut(server, token);
  });

  it('a disabled user is refused at once, and a password reset ends the sessions', async () => {
    const wangwu = await server.tokenFor('wangwu');
    await infoOf(server, wangwu);
    await asAdmin('/user/changeStatus', { userId: 'U1004', status: 'STOP_USING' });
    await expectSignedOut(server, wangwu);
    await asAdmin('/user/changeStatus', { userId: 'U1004', status: 'NORMAL' });

    const zhaoliu = await server.tokenFor('zhaoliu');
    await infoOf(server, zhaoliu);
    await infoOf(peer, zhaoliu);
    await asAdmin('/user/resetPwd', {
      userId: 'U1005',
      password: encryptForLogin(server.deps.publicKeyPem, 'Reset@2026x'),
    });
    await expectSignedOut(server, zhaoliu);
    await eventually(() => expectSignedOut(peer, zhaoliu));
  });

  it('signing out ends the session on every instance', async () => {
    const token = await server.tokenFor('zhangsan');
    const other = await server.tokenFor('zhangsan');
    await infoOf(server, token);
    await infoOf(peer, token);
    ok((await peer.request('GET', '/logout', { token })).body);
    await expectSignedOut(peer, token);
    await eventually(() => expectSignedOut(server, token));
    expect((await infoOf(server, other)).user.userId).toBe('U1002');
  });

  it('a menu granted to a role shows in the next getInfo of its holders, here and on the peer', async () => {
    const token = await server.tokenFor('zhangsan');
    const before = await infoOf(server, token);
    await infoOf(peer, token);
    expect(before.sysApps.map((a) => a.appCode)).not.toContain('market-ui');
    const menus = [
      'm-approval',
      'm-approval-center',
      'm-approval-todo',
      'm-approval-apply',
      'm-approval-perm',
      'm-apply-perm',
      'm-message',
      'm-letter',
      'm-hudong',
      'm-hudong-home',
      'm-hudong-list',
      'm-market-ui',
      'm-market-ui-home',
      'm-market-ui-list',
    ];
    await asAdmin('/role/edit', { roleId: 'R103', roleName: '普通员工', roleKey: 'staff', menuIds: menus });
    expect((await infoOf(server, token)).sysApps.map((a) => a.appCode)).toContain('market-ui');
    await eventually(async () =>
      expect((await infoOf(peer, token)).sysApps.map((a) => a.appCode)).toContain('market-ui'),
    );

    await asAdmin('/role/updateHomePage', { roleId: 'R103', homePage: '/hudong/home' });
    expect((await infoOf(server, token)).homePages).toEqual(['/hudong/home']);
  });

  it('a role given to a user and a profile change show in the next getInfo', async () => {
    const token = await server.tokenFor('zhangsan');
    expect((await infoOf(server, token)).permissions).not.toContain('*:*:*');
    const base = {
      userId: 'U1002',
      userName: 'zhangsan',
      nickName: '张三',
      organizeId: 'O131',
      phonenumber: '13900001002',
      email: 'zhangsan@xinghe-energy.cn',
      scene: 'admin',
    };
    await asAdmin('/user/update', { ...base, roleIds: ['R101'] });
    expect((await infoOf(server, token)).permissions).toEqual(['*:*:*']);
    await asAdmin('/user/update', { ...base, nickName: 'Zhang San', roleIds: ['R103'] });
    const after = await infoOf(server, token);
    expect(after.user.nickName).toBe('Zhang San');
    expect(after.permissions).not.toContain('*:*:*');
  });

  it('tenant and organisation renames show in the next getInfo', async () => {
    const token = await server.tokenFor('zhangsan');
    expect((await infoOf(server, token)).user.organizeName).not.toBe('Platform team');
    await asAdmin('/organize/updateOrganize', { organizeId: 'O131', organizeName: 'Platform team' });
    expect((await infoOf(server, token)).user.organizeName).toBe('Platform team');
    await asAdmin('/merchant/updateMerchant', { merchantId: 'M001', merchantName: 'Xinghe Energy' });
    const info = await infoOf(server, token);
    expect(info.merchant.merchantName).toBe('Xinghe Energy');
    expect(info.user.merchantName).toBe('Xinghe Energy');
  });

  it('a tenant switch answers with the other tenant, and the old token stops working', async () => {
    const token = await server.tokenFor('admin');
    const home = await infoOf(server, token);
    expect(home.user.merchantId).toBe('M001');
    const switched = ok(
      (
        await server.request<{ token: string }>('GET', '/merchant/auth/change?targetMerchantId=M002', {
          token,
        })
      ).body,
    ).token;
    const away = await infoOf(server, switched);
    expect(away.user).toMatchObject({ userId: 'U1001', merchantId: 'M002', merchantName: '云帆新能源' });
    expect(away.merchant.merchantName).toBe('云帆新能源');
    await expectSignedOut(server, token);
    expect((await infoOf(server, admin)).user.merchantId).toBe('M001');
  });

  it("one user never gets another user's answer", async () => {
    const [zhangsan, lisi] = await Promise.all([server.tokenFor('zhangsan'), server.tokenFor('lisi')]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => infoOf(server, i % 2 ? zhangsan : lisi)),
    );
    answers.forEach((answer, i) => expect(answer.user.userId).toBe(i % 2 ? 'U1002' : 'U1003'));
  });

  it('task counters follow applications and approvals, here and on the peer', async () => {
    const [zhangsan, lisi, wangwu] = await Promise.all([
      server.tokenFor('zhangsan'),
      server.tokenFor('lisi'),
      server.tokenFor('wangwu'),
    ]);
    const counts = async (on: TestServer, token: string) => {
      const info = await infoOf(on, token);
      return [info.myTaskCount, info.myApprovalCount];
    };
    const [lisiTasks] = await counts(server, lisi);
    const [wangwuTasks] = await counts(peer, wangwu);
    const [, zhangsanRunning] = await counts(server, zhangsan);
    const instanceId = await startApp(server, zhangsan, 'P-LEAVE', {
      leaveType: '1',
      startDate: '2026-12-01',
      endDate: '2026-12-05',
      days: 5,
      reason: 'family',
    });
    expect((await counts(server, zhangsan))[1]).toBe((zhangsanRunning ?? 0) + 1);
    expect((await counts(server, lisi))[0]).toBe((lisiTasks ?? 0) + 1);
    ok(await approve(server, lisi, await taskOn(server, lisi, instanceId)));
    await eventually(async () => expect((await counts(peer, wangwu))[0]).toBe((wangwuTasks ?? 0) + 1));
  });

  it.runIf(dbKind === 'postgres')(
    'an instance that lost its LISTEN connection still refuses a user locked meanwhile, and hears changes again',
    async () => {
      const token = await server.tokenFor('zhangsan');
      await infoOf(peer, token);
      await server.deps.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()`);
      await asAdmin('/user/lock', { userId: 'U1002', lockDuration: 60, reason: 'while deaf' });
      await eventually(() => expectSignedOut(peer, token));
      await asAdmin('/user/unlock', { userId: 'U1002' });

      const next = await server.tokenFor('zhangsan');
      await eventually(async () => {
        await infoOf(peer, next);
        expect(peer.deps.cache.sessions.size).toBeGreaterThan(0);
      });
      ok((await server.request('GET', '/logout', { token: next })).body);
      await eventually(() => expectSignedOut(peer, next));
    },
  );
});
