import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ loginIpMaxFailures: 8 });
});
afterAll(() => server.close());

const MINUTE = 60_000;

describe(`login throttling on ${dbKind}`, () => {
  it('locks an account after 5 wrong passwords in 15 minutes, then lets it in once the lock ends', async () => {
    for (let i = 1; i <= 4; i++) {
      expect((await server.login('zhaoliu', `Wrong@${i}`, { ip: '10.0.0.1' })).msg).toBe(
        'Incorrect user name or password',
      );
    }
    const fifth = await server.login('zhaoliu', 'Wrong@5', { ip: '10.0.0.1' });
    expect(fifth.code).toBe('50001');
    expect(fifth.msg).toMatch(
      /^Too many wrong passwords: the account is locked until \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
    );

    const correctWhileLocked = await server.login('zhaoliu', 'Staff@12345', { ip: '10.0.0.2' });
    expect(correctWhileLocked.code).toBe('50001');
    expect(correctWhileLocked.msg).toMatch(/locked until/);

    server.clock.advance(15 * MINUTE + 1000);
    const after = await server.login('zhaoliu', 'Staff@12345', { ip: '10.0.0.2' });
    expect(after.code).toBe('10000');
  });

  it('does not count wrong passwords older than the window', async () => {
    for (let i = 1; i <= 4; i++) await server.login('wangwu', `Wrong@${i}`, { ip: '10.0.1.1' });
    server.clock.advance(16 * MINUTE);
    const fifth = await server.login('wangwu', 'Wrong@5', { ip: '10.0.1.1' });
    expect(fifth.msg).toBe('Incorrect user name or password');
    expect((await server.login('wangwu', 'Staff@12345', { ip: '10.0.1.1' })).code).toBe('10000');
  });

  it('refuses an address after too many failures, while other addresses still sign in', async () => {
    for (let i = 0; i < 8; i++) await server.login(`ghost${i}`, 'Wrong@1', { ip: '10.9.9.9' });
    const blocked = await server.login('lisi', 'Staff@12345', { ip: '10.9.9.9' });
    expect(blocked).toMatchObject({
      code: '42901',
      msg: 'Too many failed sign-ins from this address. Try again later.',
    });
    expect((await server.login('lisi', 'Staff@12345', { ip: '10.9.9.10' })).code).toBe('10000');
  });
});
