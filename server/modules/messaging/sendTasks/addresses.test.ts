import { describe, expect, it } from 'vitest';
import { addressKey, addressOfUser, isAddressFor } from './addresses';

describe('send-task addresses', () => {
  it.each([
    ['mail', 'a.b@example.com', true],
    ['mail', 'A@Sub.Example.cn', true],
    ['mail', 'no-at-sign', false],
    ['mail', 'two@@example.com', false],
    ['mail', 'a@localhost', false],
    ['mail', 'a b@example.com', false],
    ['sms', '13900001001', true],
    ['sms', '+86 139-0000-1001', true],
    ['sms', 'call me', false],
    ['voice', '12', false],
    ['miniProgram', 'oAbc_123-xyz', true],
    ['miniProgram', 'o/../x', false],
    ['robot', 'anything', false],
  ] as const)('%s address %s usable: %s', (kind, address, usable) => {
    expect(isAddressFor(kind, address)).toBe(usable);
  });

  it('treats a mail address in other case and a phone with spacing as the same recipient', () => {
    expect(addressKey('mail', 'Lisi@Example.com')).toBe(addressKey('mail', 'lisi@example.com'));
    expect(addressKey('sms', '139 0000-1001')).toBe(addressKey('sms', '13900001001'));
  });

  it("takes a person's address by the kind", () => {
    const person = { userId: 'U1', email: ' u1@example.com ', phonenumber: '13900001001' };
    expect(addressOfUser('letter', person)).toBe('U1');
    expect(addressOfUser('mail', person)).toBe('u1@example.com');
    expect(addressOfUser('voice', person)).toBe('13900001001');
    expect(addressOfUser('miniProgram', person)).toBe('');
  });
});
