import { describe, expect, it } from 'vitest';
import { checkUrlShape, hostMatches, isPrivateAddress } from './allowlist';

describe('callback URL allowlist', () => {
  it.each([
    ['hooks.example.com', ['hooks.example.com'], true],
    ['a.example.com', ['*.example.com'], true],
    // One rule with the form-event proxy: `*.domain` covers the domain itself and every name under it.
    ['example.com', ['*.example.com'], true],
    ['evil-example.com', ['*.example.com'], false],
    ['other.org', ['hooks.example.com'], false],
  ])('host %s against %j → %s', (host, list, expected) => {
    expect(hostMatches(host, list)).toBe(expected);
  });

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '100.64.0.1',
  ])('%s is private', (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each(['8.8.8.8', '172.32.0.1', '2001:4860::8888'])('%s is public', (address) =>
    expect(isPrivateAddress(address)).toBe(false),
  );

  it('refuses unlisted hosts, non-http schemes and garbage', () => {
    expect(checkUrlShape('https://other.org/x', ['hooks.example.com'])).toEqual({
      ok: false,
      reasonKey: 'approval:push.notAllowed',
    });
    expect(checkUrlShape('ftp://hooks.example.com/x', ['hooks.example.com'])).toEqual({
      ok: false,
      reasonKey: 'approval:push.badUrl',
    });
    expect(checkUrlShape('not a url', ['hooks.example.com'])).toEqual({
      ok: false,
      reasonKey: 'approval:push.badUrl',
    });
  });
});
