import { describe, expect, it } from 'vitest';
import { isExactlyListed, isHostAllowed, parseAllowlist } from './allowlist';
import { checkTarget, type Resolver } from './checkTarget';

const list = parseAllowlist([' api.partner.com ', '*.corp.example', 'localhost', '', '10.9.9.9']);

describe('allowlist', () => {
  it.each([
    ['api.partner.com', true],
    ['API.Partner.com.', true],
    ['evil-api.partner.com', false],
    ['partner.com', false],
    ['corp.example', true],
    ['a.b.corp.example', true],
    ['corp.example.evil.com', false],
    ['xcorp.example', false],
    ['localhost', true],
    ['10.9.9.9', true],
    ['127.0.0.1', false],
  ])('%s allowed: %s', (host, expected) => expect(isHostAllowed(list, host)).toBe(expected));

  it('opens private addresses only to exact entries, never to wildcards', () => {
    expect(isExactlyListed(list, 'localhost', '127.0.0.1')).toBe(true);
    expect(isExactlyListed(list, 'db.corp.example', '10.0.0.5')).toBe(false);
    expect(isExactlyListed(list, 'db.corp.example', '10.9.9.9')).toBe(true);
  });
});

const fakeDns =
  (table: Record<string, string[]>): Resolver =>
  async (host) => {
    const found = table[host];
    if (!found) throw new Error('ENOTFOUND');
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('checkTarget', () => {
  const dns = fakeDns({
    'api.partner.com': ['203.0.113.10'],
    'intranet.corp.example': ['10.0.0.5'],
    'mixed.corp.example': ['203.0.113.11', '192.168.1.1'],
    'www.corp.example': ['2001:db8::1', '198.51.100.7'],
    localhost: ['::1', '127.0.0.1'],
  });

  it('accepts a public name and returns its checked addresses, IPv4 first', async () => {
    const checked = await checkTarget('https://www.corp.example/a?b=1', list, dns);
    expect(checked.addresses.map((a) => a.address)).toEqual(['198.51.100.7', '2001:db8::1']);
  });

  it('refuses a wildcard name that resolves to a private address, even when only one address is private', async () => {
    await expect(checkTarget('http://intranet.corp.example/', list, dns)).rejects.toMatchObject({
      key: 'proxy.address.private',
      params: { address: '10.0.0.5' },
    });
    await expect(checkTarget('http://mixed.corp.example/', list, dns)).rejects.toMatchObject({
      key: 'proxy.address.private',
      params: { address: '192.168.1.1' },
    });
  });

  it('accepts loopback for an exactly listed name, refuses unlisted hosts, bad URLs and unknown names', async () => {
    expect((await checkTarget('http://localhost:9/x', list, dns)).addresses[0]?.address).toBe('127.0.0.1');
    await expect(checkTarget('http://other.com/', list, dns)).rejects.toMatchObject({
      key: 'proxy.notAllowed',
    });
    await expect(checkTarget('file:///etc/passwd', list, dns)).rejects.toMatchObject({ key: 'proxy.badUrl' });
    await expect(checkTarget('http://user:pw@api.partner.com/', list, dns)).rejects.toMatchObject({
      key: 'proxy.credentialsInUrl',
    });
    await expect(checkTarget('http://nope.corp.example/', list, dns)).rejects.toMatchObject({
      key: 'proxy.dnsFailed',
    });
    await expect(checkTarget('http://0x7f000001/', list, dns)).rejects.toMatchObject({
      key: 'proxy.address.loopback',
    });
  });
});
