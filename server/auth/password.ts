import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptOnce = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;
let runs = 0;
const scrypt = (password: string, salt: Buffer, keylen: number) => {
  runs += 1;
  return scryptOnce(password, salt, keylen);
};

/**
 * How many scrypt hashes this process has computed. A sign-in or registration for a name that does not exist
 * must cost the same hashing as one that does (no account lookup by timing); the API tests count it.
 */
export const passwordHashRuns = () => runs;
const KEY_LENGTH = 32;

/** `scrypt$<salt b64>$<hash b64>` with node's default cost (N=16384, r=8, p=1). */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length || KEY_LENGTH);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/** A hash no password matches, used to spend the same time when there is nothing to compare against. */
export const DECOY_HASH = `scrypt$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEY_LENGTH).toString('base64')}`;
