import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import { encryptForLogin } from '../../server/auth/keys';
import { dbKind, startServer, type TestServer } from './harness';

/**
 * Issue 32, point 1: no public answer tells whether a user name exists or which tenant it belongs to. Tenant 2
 * tightens its password rule; anonymous callers get one answer whatever name they send.
 */
let server: TestServer;
let admin2: string;
beforeAll(async () => {
  server = await startServer({ registerMerchantId: 'M001' });
  admin2 = await server.tokenFor('admin2');
  const set = await server.request('POST', '/security/update', {
    token: admin2,
    body: { passwordMinLength: 17 },
  });
  expect(set.body.code).toBe('10000');
});
afterAll(() => server.close());

const enc = (plain: string) => encryptForLogin(server.deps.publicKeyPem, plain);
const ruleFor = async (query: string, token?: string) =>
  (await server.request('GET', `/security/passwordRule${query}`, { token })).body;

describe(`account lookup by anonymous callers on ${dbKind}`, () => {
  it('the public password rule is the same for tenant 2 names, a tenant 1 name and a made-up name', async () => {
    const answers = await Promise.all(
      [
        '?userName=sunqi',
        '?userName=admin2',
        '?userName=zhaoliu',
        '?userName=no-such-user',
        '',
        '?own=true',
      ].map((query) => ruleFor(query)),
    );
    const [first] = answers;
    expect(first).toMatchObject({ code: '10000', data: { minLength: 8 } });
    for (const answer of answers) expect(answer).toEqual(first);
  });

  it('a signed-in user reads the rule of their own tenant', async () => {
    const sunqi = await server.tokenFor('sunqi');
    expect((await ruleFor('?own=true', sunqi)).data).toMatchObject({ minLength: 17 });
    expect((await ruleFor('', sunqi)).data).toMatchObject({ minLength: 17 });
  });

  it('the account rule comes with the password ticket, after the password was proved, and is enforced on submit', async () => {
    await server.deps.db
      .update(users)
      .set({ passwordChangeRequired: true })
      .where(eq(users.userName, 'sunqi'));
    const wrong = await server.login('sunqi', 'Wrong@12345');
    expect(wrong.data).toBeNull();
    const signIn = await server.login('sunqi', 'Staff@12345');
    const { passwordTicket, passwordRule } = signIn.data as {
      passwordTicket?: string;
      passwordRule?: { minLength: number };
    };
    expect(passwordRule).toMatchObject({ minLength: 17, requireDigit: true });
    const short = await server.request('POST', '/user/resetPwdFirst', {
      body: { userName: 'sunqi', ticket: passwordTicket, password: enc('Short@12345') },
    });
    expect(short.body).toMatchObject({
      code: '40001',
      msg: 'Must be at least 17 characters with upper and lower case letters, digits and a special character',
      data: { field: 'password' },
    });
  });
});
