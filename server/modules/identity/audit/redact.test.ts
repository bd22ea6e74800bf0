import { describe, expect, it } from 'vitest';
import { REDACTED, redactQueryParams, redactSecrets } from './redact';

describe('redactSecrets', () => {
  it.each([
    ['a password at the top', { userName: 'a', password: 'p' }, { userName: 'a', password: REDACTED }],
    [
      'mixed-case keys',
      { NewPassword: 'p', ClientSecret: 's', AUTHORIZATION: 'Bearer x' },
      { NewPassword: REDACTED, ClientSecret: REDACTED, AUTHORIZATION: REDACTED },
    ],
    [
      'api keys in several spellings',
      { apiKey: 'k', api_key: 'k', 'x-api-key': 'k' },
      { apiKey: REDACTED, api_key: REDACTED, 'x-api-key': REDACTED },
    ],
    [
      'tokens and ciphertexts',
      { accessToken: 't', passwordCipher: 'c' },
      { accessToken: REDACTED, passwordCipher: REDACTED },
    ],
    [
      'nested objects and arrays',
      { a: { b: [{ secret: 's', keep: 1 }] } },
      { a: { b: [{ secret: REDACTED, keep: 1 }] } },
    ],
    [
      'a whole object under a secret key',
      { credentials: { user: 'u', pass: 'p' } },
      { credentials: REDACTED },
    ],
    [
      'plain values unchanged',
      { days: 3, ok: true, none: null, list: ['x'] },
      { days: 3, ok: true, none: null, list: ['x'] },
    ],
  ])('%s', (_name, input, expected) => {
    expect(redactSecrets(input)).toEqual(expected);
  });

  it('cuts long strings and deep nesting', () => {
    expect(redactSecrets('x'.repeat(600))).toHaveLength(501);
    let deep: Record<string, unknown> = { password: 'p' };
    for (let i = 0; i < 20; i++) deep = { next: deep };
    expect(JSON.stringify(redactSecrets(deep))).not.toContain('"p"');
  });
});

describe('redactQueryParams', () => {
  it.each([
    [
      'a message',
      'Failed query: update users set password_hash = $1\nparams: scrypt$abc,U1',
      `Failed query: update users set password_hash = $1\nparams: ${REDACTED}`,
    ],
    [
      'a stack',
      'Error: Failed query: select 1\nparams: tok,en\n    at run (db.ts:1:1)',
      `Error: Failed query: select 1\nparams: ${REDACTED}\n    at run (db.ts:1:1)`,
    ],
    [
      'other errors unchanged',
      'TypeError: x is undefined\n    at f (a.ts:1:1)',
      'TypeError: x is undefined\n    at f (a.ts:1:1)',
    ],
  ])('%s', (_name, input, expected) => {
    expect(redactQueryParams(input)).toBe(expected);
  });
});
