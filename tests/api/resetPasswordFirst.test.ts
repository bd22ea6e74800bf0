import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { encryptForLogin } from '../../server/auth/keys';
import { users } from '../../server/db/schema';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const enc = (plain: string) => encryptForLogin(server.deps.publicKeyPem, plain);

const reset = (userName: string, ticket: string, next: string, language = 'en_US') =>
  server.request('POST', '/user/resetPwdFirst', {
    language,
    body: { userName, ticket, password: enc(next) },
  });

/** Marks an account as one whose password an administrator set (the next sign-in must change it). */
const requireChange = (userName: string) =>
  server.deps.db.update(users).set({ passwordChangeRequired: true }).where(eq(users.userName, userName));

/** Signs in and answers the first-login ticket (the sign-in gives no session). */
const ticketFor = async (userName: string, password: string) => {
  const answer = await server.login(userName, password);
  expect(answer.code).toBe('10000');
  expect((answer.data as { token?: string }).token).toBeUndefined();
  return (answer.data as { passwordTicket?: string }).passwordTicket ?? '';
};

const INVALID = 'The password change has expired or is not valid. Sign in again to change your password.';

describe(`first-login password change on ${dbKind}`, () => {
  it('an account an administrator created with a password gets a one-time ticket at sign-in, not a session', async () => {
    const admin = await server.tokenFor('admin');
    const body = {
      userName: 'firstday',
      nickName: '新员工',
      organizeId: 'O110',
      phonenumber: '13912345670',
      email: 'firstday@example.cn',
      password: enc('Given@2026'),
    };
    expect((await server.request('POST', '/user/add', { token: admin, body })).body.code).toBe('10000');
    const ticket = await ticketFor('firstday', 'Given@2026');
    expect(ticket.length).toBeGreaterThanOrEqual(32);
    expect((await reset('firstday', ticket, 'Mine@2026')).body.code).toBe('10000');
    expect((await server.login('firstday', 'Mine@2026')).data.token).toBeTruthy();
  });

  it('refuses a made-up ticket and an unknown user with the same message', async () => {
    const forged = await reset('wangwu', 'x'.repeat(43), 'Better@2026');
    const unknown = await reset('nobody-here', 'x'.repeat(43), 'Better@2026');
    expect(forged.body).toMatchObject({ code: '50001', msg: INVALID });
    expect(unknown.body).toEqual(forged.body);
    expect((await server.login('wangwu', 'Staff@12345')).code).toBe('10000');
  });

  it('a ticket opens only the account that signed in', async () => {
    await requireChange('sunqi');
    const ticket = await ticketFor('sunqi', 'Staff@12345');
    expect((await reset('lisi', ticket, 'Taken@2026')).body.msg).toBe(INVALID);
    expect((await server.login('lisi', 'Staff@12345')).code).toBe('10000');
  });

  it('wrong tickets count towards the sign-in lock', async () => {
    server.clock.advance(1000);
    for (let i = 0; i < 4; i++)
      expect((await reset('lisi', `guess-${i}-${'y'.repeat(30)}`, 'Better@2026')).body.msg).toBe(INVALID);
    const fifth = await reset('lisi', 'z'.repeat(43), 'Better@2026');
    expect(fifth.body.msg).toMatch(/^Too many wrong passwords: the account is locked until /);
    expect((await server.login('lisi', 'Staff@12345')).msg).toMatch(/^Too many wrong passwords/);
  });

  it('refuses a new password that breaks the rule, with the rule named', async () => {
    await requireChange('zhaoliu');
    const ticket = await ticketFor('zhaoliu', 'Staff@12345');
    const { body } = await reset('zhaoliu', ticket, 'simple', 'zh_CN');
    expect(body.code).toBe('40001');
    expect(body.msg).toBe('必须是包含大小写字母、数字和特殊符号的8位以上组合');
  });

  it('refuses the same password as the original', async () => {
    const ticket = await ticketFor('zhaoliu', 'Staff@12345');
    expect((await reset('zhaoliu', ticket, 'Staff@12345')).body.msg).toBe(
      'Original password and new password cannot be the same',
    );
  });

  it('a ticket expires after 10 minutes', async () => {
    const ticket = await ticketFor('zhaoliu', 'Staff@12345');
    server.clock.advance(10 * 60_000 + 1);
    expect((await reset('zhaoliu', ticket, 'Better@2026')).body.msg).toBe(INVALID);
  });

  it('changes the password once per ticket, ends open sessions, and the new password signs in', async () => {
    await server.deps.db
      .update(users)
      .set({ passwordChangeRequired: false })
      .where(eq(users.userName, 'zhaoliu'));
    const before = await server.tokenFor('zhaoliu');
    await requireChange('zhaoliu');
    const ticket = await ticketFor('zhaoliu', 'Staff@12345');
    expect((await reset('zhaoliu', ticket, 'Better@2026')).body.code).toBe('10000');
    expect((await reset('zhaoliu', ticket, 'Other@2026')).body.msg).toBe(INVALID);
    expect((await server.request('GET', '/getInfo', { token: before })).body.subCode).toBe(
      'auth-check-error',
    );
    expect((await server.login('zhaoliu', 'Staff@12345')).code).toBe('50001');
    expect((await server.login('zhaoliu', 'Other@2026')).code).toBe('50001');
    expect((await server.login('zhaoliu', 'Better@2026')).data.token).toBeTruthy();
  });
});
