import { describe, expect, it } from 'vitest';
import { resolveHomePage } from './homePage';

describe('resolveHomePage', () => {
  it('takes a role’s home page first, then the tenant’s, then /home', () => {
    expect(resolveHomePage(['/approval/todo', '/system/user'], '/message/letter')).toBe('/approval/todo');
    expect(resolveHomePage(['', ''], '/message/letter')).toBe('/message/letter');
    expect(resolveHomePage([], '')).toBe('/home');
    expect(resolveHomePage([], undefined)).toBe('/home');
  });

  it('skips pages that leave the site', () => {
    expect(resolveHomePage(['//evil.example', 'https://x.example/'], '/ok')).toBe('/ok');
    expect(resolveHomePage([], { path: '/x' })).toBe('/home');
  });
});
