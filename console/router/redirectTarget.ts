/**
 * Where the login page sends a user after signing in (console spec §4.1 rule 2, §2.1). One pure function serves
 * the guard, the login page and the re-login dialog, so a redirect never points at /login and never leaves the site.
 */
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';

/** A nested chain deeper than this is not worth unwrapping. */
const MAX_UNWRAP = 8;
/** Only resolves relative values; never appears in a result. */
const PROBE_ORIGIN = 'http://console.invalid';

const decoded = (pathname: string) => {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
};

/** The router matches paths decoded, case-insensitively and with or without a trailing slash. */
const isLoginPath = (pathname: string) => decoded(pathname).toLowerCase().replace(/\/+$/, '') === LOGIN_PATH;

/** A same-origin path: one leading '/', no '//' or '/\' (protocol-relative), no backslash or control character. */
const sameOriginUrl = (value: string): URL | undefined => {
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value))
    return undefined;
  try {
    const url = new URL(value, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN ? url : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The page to open after signing in: a same-origin path with its query and hash. A redirect to the login page
 * itself is unwrapped to the page that one wanted; anything else (empty, absolute URL, scheme, `//host`) is /home.
 */
export const safeRedirect = (value: string | null | undefined): string => {
  let current = value ?? '';
  for (let depth = 0; depth < MAX_UNWRAP; depth++) {
    const url = sameOriginUrl(current);
    if (!url) return HOME_PATH;
    if (!isLoginPath(url.pathname)) return `${url.pathname}${url.search}${url.hash}`;
    current = url.searchParams.get('redirect') ?? '';
  }
  return HOME_PATH;
};

/**
 * Where signing in leads: the page asked for, made safe; without one, '/', which opens the user's home page (a
 * role's, else the tenant's, else /home, as the server resolves it).
 */
export const afterSignIn = (redirect: string | null | undefined): string =>
  redirect ? safeRedirect(redirect) : '/';

/** The login page with a redirect back to `location` (path plus query), already made safe. */
export const loginPathFor = (location: string): string =>
  `${LOGIN_PATH}?redirect=${encodeURIComponent(safeRedirect(location))}`;
