/**
 * The service worker (public/sw.js) keeps the app shell (the page and its hashed files) so the second open is
 * instant. It never keeps API answers; signing out empties its caches as well.
 */
export const SHELL_CACHE_PREFIX = 'm-shell-';

export const registerServiceWorker = () => {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  void navigator.serviceWorker.register('/m/sw.js', { scope: '/m/' }).catch(() => undefined);
};

export const clearShellCaches = async () => {
  if (!('caches' in window)) return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(SHELL_CACHE_PREFIX)).map((name) => caches.delete(name)),
  );
};
