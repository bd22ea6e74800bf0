/** Tiny cookie helpers for the few cookies the console and the phone pages keep (Admin-Token, sidebarStatus, size, currentProjectId). */
export const readCookie = (name: string): string | undefined => {
  const prefix = `${encodeURIComponent(name)}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
};

export type SameSite = 'Lax' | 'Strict';

/** The `document.cookie` text that sets a cookie; `Secure` whenever the page itself came over HTTPS. */
export const cookieText = (
  name: string,
  value: string,
  expires: Date,
  sameSite: SameSite,
  isHttps: boolean,
) =>
  `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires.toUTCString()}; path=/; SameSite=${sameSite}` +
  (isHttps ? '; Secure' : '');

const isHttps = () => window.location.protocol === 'https:';

export const writeCookie = (name: string, value: string, days = 7, sameSite: SameSite = 'Lax') => {
  document.cookie = cookieText(name, value, new Date(Date.now() + days * 86_400_000), sameSite, isHttps());
};

export const removeCookie = (name: string, sameSite: SameSite = 'Lax') => {
  document.cookie = cookieText(name, '', new Date(0), sameSite, isHttps());
};

/** The session token (console spec §4). Strict: a link from another site never carries it along. */
export const TOKEN_COOKIE = 'Admin-Token';
