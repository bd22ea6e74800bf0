import { describe, expect, it } from 'vitest';
import { cookieText } from './cookies';

describe('cookieText', () => {
  const expires = new Date('2026-11-22T00:00:00Z');

  it('keeps the session token to this site only, and Secure over HTTPS', () => {
    expect(cookieText('Admin-Token', 'a=b', expires, 'Strict', true)).toBe(
      'Admin-Token=a%3Db; expires=Sun, 22 Nov 2026 00:00:00 GMT; path=/; SameSite=Strict; Secure',
    );
  });

  it('leaves out Secure on plain HTTP, where the browser would drop the cookie', () => {
    expect(cookieText('size', 'small', expires, 'Lax', false)).toBe(
      'size=small; expires=Sun, 22 Nov 2026 00:00:00 GMT; path=/; SameSite=Lax',
    );
  });
});
