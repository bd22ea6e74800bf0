import { describe, expect, it } from 'vitest';
import { afterSignIn, loginPathFor, safeRedirect } from './redirectTarget';

describe('safeRedirect', () => {
  it.each([
    ['/system/user', '/system/user'],
    ['/system/user?tab=2&x=a%20b', '/system/user?tab=2&x=a%20b'],
    ['/home#top', '/home#top'],
    ['/smartube-app/hudong/list?sourceApp=system-new', '/smartube-app/hudong/list?sourceApp=system-new'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['home'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['/x\\y'],
    ['https://evil.example/home'],
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['  /home'],
    ['/login'],
    ['/login?x=1'],
    ['/LOGIN/'],
    ['/%6Cogin'],
    ['/a/../login'],
    ['/login?redirect=https%3A%2F%2Fevil.example'],
    ['/login?redirect=%2F%2Fevil.example'],
  ])('falls back to /home for %s', (value) => {
    expect(safeRedirect(value)).toBe('/home');
  });

  it('unwraps nested login redirects to the page the innermost one wanted', () => {
    expect(safeRedirect('/login?redirect=%2Fsystem%2Fuser')).toBe('/system/user');
    expect(safeRedirect('/login?redirect=%2Flogin%3Fredirect%3D%252Fsystem%252Fuser%253Ftab%253D2')).toBe(
      '/system/user?tab=2',
    );
  });

  it('gives up on an absurdly deep chain', () => {
    let value = '/system/user';
    for (let i = 0; i < 20; i++) value = `/login?redirect=${encodeURIComponent(value)}`;
    expect(safeRedirect(value)).toBe('/home');
  });
});

describe('loginPathFor', () => {
  it('names the page to come back to', () => {
    expect(loginPathFor('/system/user?a=1')).toBe('/login?redirect=%2Fsystem%2Fuser%3Fa%3D1');
  });

  it('never nests a login redirect inside another', () => {
    expect(loginPathFor('/login?redirect=%2Fsystem%2Fuser')).toBe('/login?redirect=%2Fsystem%2Fuser');
    expect(loginPathFor('/login')).toBe('/login?redirect=%2Fhome');
  });
});

describe('afterSignIn', () => {
  it('opens the page asked for, else / (which leads to the user’s home page)', () => {
    expect(afterSignIn('/system/user')).toBe('/system/user');
    expect(afterSignIn('https://evil.example/')).toBe('/home');
    expect(afterSignIn(null)).toBe('/');
    expect(afterSignIn('')).toBe('/');
  });
});
