import { constants, createPrivateKey, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import forge from 'node-forge';
import type { Db } from '../db/database';
import { systemKeys } from '../db/schema';

export interface KeyPair {
  publicPem: string;
  privatePem: string;
}

const LOGIN_KEY = 'login-rsa';

/** The login key pair: created on first start and kept in the database so every instance shares it. */
export const loadOrCreateLoginKeys = async (db: Db): Promise<KeyPair> => {
  const existing = await db.select().from(systemKeys).where(eq(systemKeys.name, LOGIN_KEY));
  if (existing[0]) return existing[0];
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  await db
    .insert(systemKeys)
    .values({ name: LOGIN_KEY, publicPem: publicKey, privatePem: privateKey })
    .onConflictDoNothing();
  const [row] = await db.select().from(systemKeys).where(eq(systemKeys.name, LOGIN_KEY));
  if (!row) throw new Error('login key pair could not be stored');
  return row;
};

/** RSA-2048: a ciphertext and its padded block are 256 bytes. */
const BLOCK_BYTES = 256;
/** PKCS#1 v1.5 encryption padding: 0x00 0x02, at least 8 non-zero random bytes, 0x00, then the message. */
const MIN_PADDING_BYTES = 8;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The message inside a PKCS#1 v1.5 encryption block (RFC 8017 §7.2.2), or null when the block is not one. */
export const unpadPkcs1 = (block: Buffer): Buffer | null => {
  if (block.length !== BLOCK_BYTES || block[0] !== 0x00 || block[1] !== 0x02) return null;
  const separator = block.indexOf(0x00, 2);
  return separator < 2 + MIN_PADDING_BYTES ? null : block.subarray(separator + 1);
};

/**
 * Decrypts the browser's jsencrypt ciphertext (RSA PKCS#1 v1.5, base64). Node's own crypto refuses this padding
 * (since the Marvin attack fixes), so Node does the bare RSA step natively and the padding is taken off here: a
 * pure JavaScript RSA step took about 90 ms of the event loop per sign-in. Any failure returns null, which callers
 * treat exactly like a wrong password (the password hash is computed either way, so no answer tells bad padding
 * from a wrong password).
 */
export const createDecryptor = (privatePem: string) => {
  const key = createPrivateKey(privatePem);
  return (cipherB64: string): string | null => {
    try {
      const cipher = Buffer.from(cipherB64, 'base64');
      if (cipher.length !== BLOCK_BYTES) return null;
      const message = unpadPkcs1(privateDecrypt({ key, padding: constants.RSA_NO_PADDING }, cipher));
      return message ? strictUtf8.decode(message) : null;
    } catch {
      return null;
    }
  };
};

/** What the browser does (jsencrypt): used by tests and the benchmark to log in like a real client. */
export const encryptForLogin = (publicPem: string, plain: string): string => {
  const key = forge.pki.publicKeyFromPem(publicPem);
  return forge.util.encode64(key.encrypt(forge.util.encodeUtf8(plain), 'RSAES-PKCS1-V1_5'));
};
