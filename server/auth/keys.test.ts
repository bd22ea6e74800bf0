import { generateKeyPairSync, publicEncrypt, constants } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDecryptor, encryptForLogin, unpadPkcs1 } from './keys';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const decrypt = createDecryptor(privateKey);

/** A 256-byte block as the bare RSA step finds it: `lead`, `padding` non-zero bytes, 0x00, the message to the end. */
const block = (padding: number, message: number[], lead = [0x00, 0x02]) => {
  const bytes = Buffer.alloc(256, 0x41);
  Buffer.from(lead).copy(bytes, 0);
  bytes.fill(0x09, lead.length, lead.length + padding);
  bytes[lead.length + padding] = 0x00;
  Buffer.from(message).copy(bytes, 256 - message.length);
  return bytes;
};

describe('login password decryption', () => {
  it('reads what the browser encrypts, in any script', () => {
    for (const password of ['Staff@12345', '密码-Пароль-🔑', ''])
      expect(decrypt(encryptForLogin(publicKey, password))).toBe(password);
  });

  it('answers null for ciphertexts that are not a PKCS#1 v1.5 encryption of text', () => {
    const cipher = Buffer.from(encryptForLogin(publicKey, 'Staff@12345'), 'base64');
    const flipped = Buffer.from(cipher);
    flipped[100] = (flipped[100] ?? 0) ^ 0xff;
    const bare = (bytes: Buffer) =>
      publicEncrypt({ key: publicKey, padding: constants.RSA_NO_PADDING }, bytes).toString('base64');
    const cases: [string, string][] = [
      ['empty', ''],
      ['not base64 of 256 bytes', 'aGVsbG8='],
      ['a changed ciphertext', flipped.toString('base64')],
      ['a number past the modulus', Buffer.alloc(256, 0xff).toString('base64')],
      ['a block that is not type 2', bare(block(200, [0x41], [0x00, 0x01]))],
      ['padding shorter than 8 bytes', bare(block(3, [0x41]))],
      ['a message that is not UTF-8', bare(block(200, [0xff, 0xfe]))],
    ];
    for (const [name, input] of cases) expect(decrypt(input), name).toBeNull();
  });

  it('takes the padding off a well-formed block, and only off one', () => {
    expect(unpadPkcs1(block(251, [0x41, 0x42]))?.toString()).toBe('AB');
    expect(unpadPkcs1(block(8, []))?.length).toBe(256 - 11);
    expect(unpadPkcs1(block(7, []))).toBeNull();
    expect(unpadPkcs1(Buffer.alloc(255))).toBeNull();
  });
});
