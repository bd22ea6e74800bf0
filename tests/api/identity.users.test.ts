import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { letters, operationLogs, sessions, users } from '../../server/db/schema';
import { encryptForLogin } from '../../server/auth/keys';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startServer();
  admin = await server.tokenFor('admin');
});
afterAll(() => server.close());

const enc = (plain: string) => encryptForLogin(server.deps.publicKeyPem, plain);
const good = {
  userName: 'newbie',
  nickName: 'New Bie',
  organizeId: 'O110',
  phonenumber: '13912345678',
  email: 'newbie@example.cn',
};
const add = (body: Record<string, unknown>, language = 'en_US') =>
  server.request<{ userId: string }>('POST', '/user/add', { token: admin, body, language });

describe(`identity users on ${dbKind}`, () => {
  it('answers every §5 create/edit rule with its message, in English and Chinese', async () => {
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ ...good, userName: '' }, 'userName', 'please enter user name', '请输入用户名'],
      [{ ...good, userName: 'ab' }, 'userName', 'please enter at least 3 characters', '请至少输入3个字符'],
      [{ ...good, userName: 'a'.repeat(21) }, 'userName', 'at most 20 characters', '最多 20 个字符'],
      [{ ...good, nickName: '   ' }, 'nickName', 'please enter name', '请输入姓名'],
      [{ ...good, nickName: 'x'.repeat(26) }, 'nickName', 'at most 25 characters', '最多 25 个字符'],
      [{ ...good, organizeId: '' }, 'organizeId', 'please select organisation', '请选择组织'],
      [{ ...good, phonenumber: '' }, 'phonenumber', 'please enter phone number', '请输入手机号'],
      [{ ...good, phonenumber: '11234567890' }, 'phonenumber', 'data format error', '数据格式错误'],
      [{ ...good, email: '' }, 'email', 'please enter email', '请输入邮箱'],
      [{ ...good, email: 'not-an-email' }, 'email', 'data format error', '数据格式错误'],
      [{ ...good, email: `${'a'.repeat(45)}@b.com` }, 'email', 'at most 50 characters', '最多 50 个字符'],
    ];
    for (const [body, field, en, zh] of cases) {
      const answer = (await add(body)).body;
      expect(answer, field).toMatchObject({ code: '40001', msg: en, data: { field } });
      expect((await add(body, 'zh_CN')).body.msg).toBe(zh);
    }
    expect(await server.deps.db.select().from(users).where(eq(users.userName, 'newbie'))).toHaveLength(0);
  });

  it('creates a user, shows it in the list with filters, and logs the create with a diff', async () => {
    const created = (
      await add({ ...good, roleIds: ['R103'], positionIds: ['P102'], password: enc('Newbie@123') })
    ).body;
    expect(created.code).toBe('10000');
    const dup = (await add(good)).body;
    expect(dup).toMatchObject({ code: '40001', msg: 'This user name is already taken' });
    const list = (
      await server.request<{
        total: number;
        rows: { userName: string; roleInfos: { roleName: string }[]; organizeName: string }[];
      }>('GET', '/user/list?userName=newb&phonenumber=1391234', { token: admin })
    ).body;
    expect(list.data.total).toBe(1);
    expect(list.data.rows[0]).toMatchObject({
      userName: 'newbie',
      organizeName: '人力资源部',
      roleInfos: [{ roleName: '普通员工' }],
    });
    const detail = (
      await server.request<{ user: { nickName: string }; roleIds: string[]; positionIds: string[] }>(
        'GET',
        `/user/${created.data.userId}`,
        { token: admin },
      )
    ).body;
    expect(detail.data).toMatchObject({
      user: { nickName: 'New Bie' },
      roleIds: ['R103'],
      positionIds: ['P102'],
    });
    const [log] = await server.deps.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.targetId, created.data.userId));
    expect(log).toMatchObject({
      action: 'create',
      targetType: 'user',
      userName: 'admin',
      merchantId: 'M001',
    });
    expect(log?.changes).toContainEqual({ field: 'nickName', before: null, after: 'New Bie' });
    expect(JSON.stringify(log?.changes)).not.toContain('scrypt');
    // The password the administrator gave signs in, and the first sign-in must change it (a one-time ticket, no session).
    const firstSignIn = (await server.login('newbie', 'Newbie@123')) as {
      code: string;
      data: { token?: string; passwordTicket?: string };
    };
    expect(firstSignIn.code).toBe('10000');
    expect(firstSignIn.data.passwordTicket).toBeTruthy();
    expect(firstSignIn.data.token).toBeUndefined();
  });

  it('filters by status and sorts', async () => {
    const locked = (
      await server.request<{ rows: { userName: string }[] }>('GET', '/user/list?status=2', { token: admin })
    ).body;
    expect(locked.data.rows).toEqual([]);
    const sorted = (
      await server.request<{ rows: { userName: string }[] }>(
        'GET',
        '/user/list?orderByColumn=userName&isAsc=asc&limit=3',
        { token: admin },
      )
    ).body;
    expect(sorted.data.rows.map((r) => r.userName)).toEqual(['admin', 'lisi', 'newbie']);
  });

  it('self-edit uses the self rules and changes only profile fields', async () => {
    const token = await server.tokenFor('zhangsan');
    const base = {
      userId: 'U1002',
      userName: 'zhangsan',
      nickName: '张三',
      phonenumber: '',
      email: 'zhangsan@xinghe-energy.cn',
      organizeId: 'O131',
    };
    const blank = (await server.request('POST', '/user/update', { token, body: { ...base, nickName: '  ' } }))
      .body;
    expect(blank).toMatchObject({ code: '40001', msg: 'cannot be empty' });
    const badMail = (await server.request('POST', '/user/update', { token, body: { ...base, email: 'x@y' } }))
      .body;
    expect(badMail.msg).toBe('data format error');
    const noMail = (await server.request('POST', '/user/update', { token, body: { ...base, email: '' } }))
      .body;
    expect(noMail.msg).toBe('cannot be empty');
    const ok = (
      await server.request('POST', '/user/update', {
        token,
        body: { ...base, nickName: 'Zhang', organizeId: 'O100', roleIds: ['R101'] },
      })
    ).body;
    expect(ok.code).toBe('10000');
    const [row] = await server.deps.db.select().from(users).where(eq(users.userId, 'U1002'));
    expect(row).toMatchObject({ nickName: 'Zhang', phonenumber: '', organizeId: 'O131' });
    const other = (
      await server.request('POST', '/user/update', { token, body: { ...base, userId: 'U1003' } })
    ).body;
    expect(other.code).toBe('40301');
  });

  it('locks with duration and reason: sessions end, sign-in refused; unlock restores', async () => {
    const lisi = await server.tokenFor('lisi');
    const missing = (
      await server.request('POST', '/user/lock', { token: admin, body: { userId: 'U1003', reason: 'audit' } })
    ).body;
    expect(missing).toMatchObject({ code: '40001', msg: 'please enter lock time' });
    const lock = (
      await server.request('POST', '/user/lock', {
        token: admin,
        body: { userId: 'U1003', lockDuration: 60, reason: 'audit' },
      })
    ).body;
    expect(lock.code).toBe('10000');
    expect((await server.request('GET', '/getInfo', { token: lisi })).body.code).toBe('40101');
    const refused = await server.login('lisi', 'Staff@12345');
    expect(refused.code).not.toBe('10000');
    expect(refused.msg).toMatch(/^The account is locked/);
    const row = (
      await server.request<{ rows: { lockedReason: string; lockedTime: string; unlockingTime: string }[] }>(
        'GET',
        '/user/list?status=2',
        { token: admin },
      )
    ).body.data.rows[0];
    expect(row?.lockedReason).toBe('audit');
    expect(new Date(row?.unlockingTime ?? 0).getTime() - new Date(row?.lockedTime ?? 0).getTime()).toBe(
      3_600_000,
    );
    expect(
      (await server.request('POST', '/user/unlock', { token: admin, body: { userId: 'U1003' } })).body.code,
    ).toBe('10000');
    expect((await server.login('lisi', 'Staff@12345')).code).toBe('10000');
  });

  it('STOP_USING disables and ends sessions; NORMAL restores', async () => {
    const token = await server.tokenFor('wangwu');
    expect(
      (
        await server.request('POST', '/user/changeStatus', {
          token: admin,
          body: { userId: 'U1004', status: 'STOP_USING' },
        })
      ).body.code,
    ).toBe('10000');
    expect((await server.request('GET', '/getInfo', { token })).body.code).toBe('40101');
    expect((await server.login('wangwu', 'Staff@12345')).code).not.toBe('10000');
    const open = await server.deps.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, 'U1004')));
    expect(open.every((s) => s.revokedAt)).toBe(true);
    await server.request('POST', '/user/changeStatus', {
      token: admin,
      body: { userId: 'U1004', status: 'NORMAL' },
    });
    expect((await server.login('wangwu', 'Staff@12345')).code).toBe('10000');
    const self = (
      await server.request('POST', '/user/changeStatus', {
        token: admin,
        body: { userId: 'U1001', status: 'STOP_USING' },
      })
    ).body;
    expect(self.msg).toBe('You cannot disable your own account');
  });

  it('resets passwords: admin mode, own mode and centre mode with a lettered code', async () => {
    const weak = (
      await server.request('POST', '/user/resetPwd', {
        token: admin,
        body: { userId: 'U1005', password: enc('weakpass') },
      })
    ).body;
    expect(weak.msg).toBe(
      'Must be a combination of 8 or more characters with upper and lower case letters, digits and special symbols',
    );
    expect(
      (
        await server.request('POST', '/user/resetPwd', {
          token: admin,
          body: { userId: 'U1005', password: enc('Reset@2026x') },
        })
      ).body.code,
    ).toBe('10000');
    const zhao = await server.tokenFor('zhaoliu', 'Reset@2026x');
    const noOriginal = (
      await server.request('POST', '/user/resetPwdBySelf', {
        token: zhao,
        body: { password: enc('Other@2026x') },
      })
    ).body;
    expect(noOriginal.msg).toBe('Please enter the original password');
    const same = (
      await server.request('POST', '/user/resetPwdBySelf', {
        token: zhao,
        body: { originalPassword: enc('Reset@2026x'), password: enc('Reset@2026x') },
      })
    ).body;
    expect(same.msg).toBe('Original password and new password cannot be the same');
    const wrong = (
      await server.request('POST', '/user/resetPwdBySelf', {
        token: zhao,
        body: { originalPassword: enc('Wrong@2026x'), password: enc('Other@2026x') },
      })
    ).body;
    expect(wrong.msg).toBe('The original password is incorrect');
    expect(
      (
        await server.request('POST', '/user/resetPwdBySelf', {
          token: zhao,
          body: { originalPassword: enc('Reset@2026x'), password: enc('Other@2026x') },
        })
      ).body.code,
    ).toBe('10000');
    const zhao2 = await server.tokenFor('zhaoliu', 'Other@2026x');
    const sent = (
      await server.request<{ expiresInSeconds: number }>('POST', '/user/send/verification', { token: zhao2 })
    ).body;
    expect(sent.data.expiresInSeconds).toBe(600);
    expect((await server.request('POST', '/user/send/verification', { token: zhao2 })).body.msg).toMatch(
      /Please wait \d+ s/,
    );
    const [letter] = await server.deps.db
      .select()
      .from(letters)
      .where(eq(letters.userId, 'U1005'))
      .orderBy(desc(letters.sendTime));
    const code = /(\d{6})/.exec(letter?.content ?? '')?.[1] ?? '';
    expect(code).toHaveLength(6);
    const bad = (
      await server.request('POST', '/user/resetPwdBySelf', {
        token: zhao2,
        body: { password: enc('Third@2026x'), verifyCode: code === '000000' ? '111111' : '000000' },
      })
    ).body;
    expect(bad.msg).toBe('The verification code is incorrect');
    server.clock.advance(11 * 60_000);
    const late = (
      await server.request('POST', '/user/resetPwdBySelf', {
        token: zhao2,
        body: { password: enc('Third@2026x'), verifyCode: code },
      })
    ).body;
    expect(late.msg).toBe('The verification code has expired, please send a new one');
  });

  it('removes a user and refuses to remove yourself', async () => {
    const id = (await add({ ...good, userName: 'tobegone' })).body.data.userId;
    expect((await server.request('GET', `/user/remove/${id}`, { token: admin })).body.code).toBe('10000');
    expect((await server.request('GET', `/user/${id}`, { token: admin })).body.code).toBe('40401');
    expect((await server.request('GET', '/user/remove/U1001', { token: admin })).body.msg).toBe(
      'You cannot remove your own account',
    );
  });

  it('denies an admin route without its permission string', async () => {
    const token = await server.tokenFor('sunqi');
    const denied = (await server.request('GET', '/user/list', { token })).body;
    expect(denied.code).toBe('40301');
    expect(denied.msg).toContain('system:user:list');
    expect((await server.request('POST', '/user/add', { token, body: good })).body.code).toBe('40301');
  });
});
