import { describe, expect, it } from 'vitest';
import { PHONE_REDIRECT_SCRIPT } from './phoneRedirect';

/** Runs the inline script against a fake window; answers where it sent the page (or null). */
const run = (url: string, width: number, stored: Record<string, string> = {}) => {
  const parsed = new URL(url, 'http://portal.test');
  let target: string | null = null;
  const storage = {
    getItem: (key: string) => stored[key] ?? null,
    setItem: (key: string, value: string) => (stored[key] = value),
  };
  const win = {
    innerWidth: width,
    document: { documentElement: { clientWidth: width } },
    sessionStorage: storage,
    location: { pathname: parsed.pathname, search: parsed.search, replace: (to: string) => (target = to) },
  };
  new Function('window', 'URLSearchParams', PHONE_REDIRECT_SCRIPT)(win, URLSearchParams);
  return target;
};

describe('phone redirect (console index.html)', () => {
  it('keeps desk-sized screens on the console', () => {
    expect(run('/approval/todo?taskId=7', 1280)).toBeNull();
    expect(run('/', 768)).toBeNull();
  });

  it.each([
    ['/approval/todo?taskId=7', '/m/task/7'],
    ['/approval/apply?instanceId=42', '/m/application/42'],
    ['/approval/todo?taskId=a%2Fb', '/m/task/a%2Fb'],
    ['/login?redirect=%2Fhome', '/m/sign-in'],
    ['/approval/done', '/m/done'],
    ['/approval/apply', '/m/mine'],
    ['/approval/cc', '/m/cc'],
    ['/system/user', '/m/'],
    ['/', '/m/'],
  ])('sends a phone from %s to %s', (from, to) => {
    expect(run(from, 390)).toBe(to);
  });

  it('stays on the console for the rest of the session once the phone user asked for the desktop version', () => {
    const stored: Record<string, string> = {};
    expect(run('/?desktop=1', 390, stored)).toBeNull();
    expect(run('/approval/todo?taskId=7', 390, stored)).toBeNull();
  });

  it('does nothing while the width is unknown', () => {
    expect(run('/', 0)).toBeNull();
  });
});
