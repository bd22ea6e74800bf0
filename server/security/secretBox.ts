/**
 * Secrets at rest (channel passwords, signing secrets, API keys): AES-256-GCM with one key per installation. The key
 * comes from MESSAGE_SECRET_KEY (32 bytes, base64 or hex) or is created on first start and kept in `system_keys`, so
 * every instance behind a load balancer opens what another one sealed. A sealed value is
 * `v1.<iv>.<tag>.<ciphertext>` (base64url parts); a wrong key or a changed byte fails to open instead of answering
 * garbage.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { systemKeys } from '../db/schema';

const KEY_NAME = 'channel-secrets';
const VERSION = 'v1';

export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the value was not sealed with this key or was changed. */
  open(sealed: string): string;
}

export const createSecretBox = (key: Buffer): SecretBox => {
  if (key.length !== 32) throw new Error('a secret box key has 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || data === undefined)
        throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
};

/** Reads a configured key: 64 hex digits or base64 of 32 bytes. Anything else stops the start with a clear reason. */
export const parseSecretKey = (text: string): Buffer => {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (key.length !== 32)
    throw new Error('MESSAGE_SECRET_KEY must be 32 bytes, written as 64 hex digits or in base64');
  return key;
};

/** The stored key, created on first start; concurrent first starts agree on the row that was inserted first. */
const loadOrCreateStoredKey = async (db: Db): Promise<Buffer> => {
  const read = async () => (await db.select().from(systemKeys).where(eq(systemKeys.name, KEY_NAME)))[0];
  const existing = await read();
  if (existing) return Buffer.from(existing.privatePem, 'base64');
  await db
    .insert(systemKeys)
    .values({ name: KEY_NAME, publicPem: '', privatePem: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const row = await read();
  if (!row) throw new Error('the channel secret key could not be stored');
  return Buffer.from(row.privatePem, 'base64');
};

const boxes = new WeakMap<Db, Promise<SecretBox>>();

/**
 * The secret box of this database: from the configured key when there is one, else the stored key. Loaded once
 * per database handle.
 */
export const secretBoxOf = (
  db: Db,
  configuredKey = process.env.MESSAGE_SECRET_KEY ?? '',
): Promise<SecretBox> => {
  let box = boxes.get(db);
  if (!box) {
    box = (
      configuredKey.trim() ? Promise.resolve(parseSecretKey(configuredKey)) : loadOrCreateStoredKey(db)
    ).then(createSecretBox);
    box.catch(() => boxes.delete(db));
    boxes.set(db, box);
  }
  return box;
};
