/** Tiny cookie helpers for the few cookies the console keeps (Admin-Token, sidebarStatus, size, currentProjectId). */
export const readCookie = (name: string): string | undefined => {
  const prefix = `${encodeURIComponent(name)}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
};

export const writeCookie = (name: string, value: string, days = 7) => {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
};

export const removeCookie = (name: string) => {
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
};

export const TOKEN_COOKIE = 'Admin-Token';
