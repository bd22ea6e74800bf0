/*
 * The phone app's service worker (scope /m/). It keeps the app shell only: the page (/m/ and its history-mode
 * paths answer the same HTML) and the hashed files under /m/assets/. Everything else, the API above all
 * (/digital-portal/...), goes to the network untouched and is never stored, so no answer of one user is ever
 * shown to another. The page empties these caches when its user signs out.
 */
const SHELL = 'm-shell-v1';
const PAGE = '/m/';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.add(new Request(PAGE, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((n) => n.startsWith('m-shell-') && n !== SHELL).map((n) => caches.delete(n)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

const isAsset = (url) => url.pathname.startsWith('/m/assets/');
const isPage = (request, url) =>
  request.mode === 'navigate' && url.pathname.startsWith('/m/') && !url.pathname.startsWith('/m/assets/');

/** Hashed files never change: from the cache, else fetched once and kept. */
const asset = async (request) => {
  const cache = await caches.open(SHELL);
  const found = await cache.match(request);
  if (found) return found;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
};

/** The page: the cached shell at once, refreshed in the background for the next open (a new build). */
const page = async (event) => {
  const cache = await caches.open(SHELL);
  const cached = await cache.match(PAGE);
  const fresh = fetch(PAGE, { cache: 'no-cache' }).then(async (response) => {
    if (response.ok) await cache.put(PAGE, response.clone());
    return response;
  });
  if (cached) {
    event.waitUntil(fresh.catch(() => undefined));
    return cached;
  }
  return fresh;
};

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (isAsset(url)) event.respondWith(asset(request));
  else if (isPage(request, url)) event.respondWith(page(event));
});
