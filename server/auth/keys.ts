import { generateKeyPairSync } from 'node:crypto';
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

/**
 * Decrypts the browser's jsencrypt ciphertext (RSA PKCS#1 v1.5, base64). Node's own crypto refuses this padding,
 * so node-forge does it. Any failure returns null, which callers treat exactly like a wrong password.
 */
export const createDecryptor = (privatePem: string) => {
  const key = forge.pki.privateKeyFromPem(privatePem);
  return (cipherB64: string): string | null => {
    try {
      const bytes = forge.util.decode64(cipherB64);
      if (bytes.length !== 256) return null;
      return forge.util.decodeUtf8(key.decrypt(bytes, 'RSAES-PKCS1-V1_5'));
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
