import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/database';
import { systemKeys } from '../db/schema';
import { createSecretBox, parseSecretKey, secretBoxOf } from './secretBox';

describe('secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed, and never shows the plain text in the sealed value', () => {
    const sealed = box.seal('smtp-password-ä');
    expect(sealed).not.toContain('smtp-password');
    expect(box.open(sealed)).toBe('smtp-password-ä');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a changed value and a value sealed with another key', () => {
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    const data = Buffer.from(parts[3] ?? '', 'base64url');
    data[0] = (data[0] ?? 0) ^ 1;
    parts[3] = data.toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
    expect(() => box.open('plain text')).toThrow('not a sealed secret');
  });

  it.each([
    ['a'.repeat(64), true],
    [randomBytes(32).toString('base64'), true],
    ['too short', false],
    ['a'.repeat(62), false],
    [randomBytes(16).toString('base64'), false],
  ])('reads the configured key %s: %s', (text, isGood) => {
    if (isGood) expect(parseSecretKey(text)).toHaveLength(32);
    else expect(() => parseSecretKey(text)).toThrow('MESSAGE_SECRET_KEY must be 32 bytes');
  });
});

describe('the stored key', async () => {
  const first = await openDatabase({ dataDir: 'memory://' });
  afterAll(() => first.close());

  it('is created on first start and kept, so a later start opens what an earlier one sealed', async () => {
    const sealed = (await secretBoxOf(first.db, '')).seal('kept');
    const [key] = await first.db
      .select({ privatePem: systemKeys.privatePem })
      .from(systemKeys)
      .where(eq(systemKeys.name, 'channel-secrets'));
    const privatePem = key?.privatePem ?? '';
    expect(createSecretBox(Buffer.from(privatePem, 'base64')).open(sealed)).toBe('kept');
  });
});
