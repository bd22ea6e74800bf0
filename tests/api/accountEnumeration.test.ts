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
  server = await startServer({ registerMerchantId: 'M001', loginIpMaxFailures: 8 });
  admin2 = await server.tokenFor('admin2');
  const set = await server.request('POST', '/security/update', {
    token: admin2,
    body: { passwordMinLength: 17 },
  });
  expect(set.body.code).toBe('10000');
});
afterAll(() => server.close());

const enc = (plain: string) => encryptForLogin(server.deps.publicKeyPem, plain);
/** A self-registration from address `ip`. */
const registerFrom = (ip: string, userName: string) =>
  server.request('POST', '/register', {
    body: { userName, nickName: 'N', phonenumber: '', email: 'n@example.com', password: enc('Newbie@2026') },
    headers: { 'x-forwarded-for': ip },
  });
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

  it('an unknown name "locks" on the same attempt as an account, for the same time, in the same words', async () => {
    const attempt = async (userName: string, password: string, ip: string) =>
      server.login(userName, password, { ip });
    // Each name tries from its own address, so the per-address limit stays out of the way.
    for (let round = 1; round <= 7; round += 1) {
      const known = await attempt('zhaoliu', `Wrong@${round}`, `10.1.0.${round}`);
      const unknown = await attempt('nobody-at-all', `Wrong@${round}`, `10.2.0.${round}`);
      expect(unknown, `attempt ${round}`).toEqual(known);
      expect(known.msg, `attempt ${round}`).toMatch(
        round < 5
          ? /^Incorrect user name or password$/
          : /^Too many wrong passwords: the account is locked until /,
      );
    }
    server.clock.advance(15 * 60_000 + 1000);
    const known = await attempt('zhaoliu', 'Wrong@8', '10.1.1.1');
    const unknown = await attempt('nobody-at-all', 'Wrong@8', '10.2.1.1');
    expect(unknown).toEqual(known);
    expect(known.msg).toBe('Incorrect user name or password');
    expect((await attempt('zhaoliu', 'Staff@12345', '10.1.1.2')).code).toBe('10000');
  });

  it('the first-login change answers an unknown name and a known one with a bad ticket alike, lock included', async () => {
    const change = (userName: string, ip: string) =>
      server.request('POST', '/user/resetPwdFirst', {
        body: { userName, ticket: 'x'.repeat(43), password: enc('Better@20261121') },
        headers: { 'x-forwarded-for': ip },
      });
    for (let round = 1; round <= 6; round += 1) {
      const known = await change('lisi', `10.3.0.${round}`);
      const unknown = await change('nobody-else', `10.4.0.${round}`);
      expect(unknown.body, `attempt ${round}`).toEqual(known.body);
    }
    expect((await change('lisi', '10.3.1.1')).body.msg).toMatch(/locked until/);
  });

  it('registration refuses a taken name, and taken names count against the address, not the account', async () => {
    const register = (userName: string) => registerFrom('10.5.0.1', userName);
    const taken = await register('wangwu');
    expect(taken.body).toMatchObject({ code: '50001', msg: 'This user name is already taken' });
    for (let round = 0; round < 7; round += 1) await register('wangwu');
    expect((await register('free-name-1')).body).toMatchObject({
      msg: 'Too many failed sign-ins from this address. Try again later.',
    });
    // the account whose name was asked about is not locked by it
    expect((await server.login('wangwu', 'Staff@12345', { ip: '10.5.0.2' })).code).toBe('10000');
  });

  /** The median time of `runs` calls of `act`, in milliseconds. */
  const medianMs = async (runs: number, act: (run: number) => Promise<unknown>) => {
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      await act(run);
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0;
  };

  it('an unknown name costs the sign-in and the registration the same work as a known one (the password is hashed)', async () => {
    // Without the hash an unknown name answers in a few milliseconds, a tenth of the time or less.
    const known = await medianMs(4, (run) =>
      server.login('zhangsan', `Wrong@${run}`, { ip: `10.6.0.${run}` }),
    );
    const unknown = await medianMs(4, (run) =>
      server.login('ghost-name', `Wrong@${run}`, { ip: `10.7.0.${run}` }),
    );
    expect(unknown, `known ${known} ms, unknown ${unknown} ms`).toBeGreaterThan(known * 0.5);
    const register = (userName: string, run: number) => registerFrom(`10.8.${run}.1`, userName);
    const free = await medianMs(4, (run) => register(`fresh-name-${run}`, run));
    const taken = await medianMs(4, (run) => register('zhaoliu', run + 10));
    expect(taken, `free ${free} ms, taken ${taken} ms`).toBeGreaterThan(free * 0.5);
  });
});
