import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_BASE } from '@shared/api/codes';
import { apiNotFound } from './errorHandler';

/** The mobile form page lives at /workflow-mobile/ and is built from runtime/mobile/index.html. */
const MOBILE_PREFIX = '/workflow-mobile';
const MOBILE_HTML = 'runtime/mobile/index.html';
/** The phone pages for applicants and approvers live at /m/ and are built from mobile/index.html into dist/m. */
const PHONE_PREFIX = '/m';
const PHONE_HTML = 'm/index.html';
const isPhonePath = (url: string) => url === PHONE_PREFIX || url.startsWith(`${PHONE_PREFIX}/`);

/** A path naming a file (`/assets/x.js`, `/favicon.svg`): when missing it is a plain 404, never a page. */
const looksLikeFile = (url: string) =>
  url.startsWith('/assets/') || url.startsWith('/m/assets/') || /\.[a-z0-9]{1,8}$/i.test(url);

const pathOf = (req: FastifyRequest) => req.url.split('?')[0] ?? '/';

/** The page that owns a console, phone or mobile-form route (history mode): served fresh, so a new build is picked up. */
const pageFor = (url: string) => {
  if (isPhonePath(url)) return PHONE_HTML;
  return url.startsWith(MOBILE_PREFIX) ? MOBILE_HTML : 'index.html';
};
const sendPage = (reply: FastifyReply, url: string) =>
  reply.header('cache-control', 'no-cache').sendFile(pageFor(url));

/**
 * Serves the built front ends from one port. Files are served as they are; a directory is never listed or
 * refused. Paths that are not files fall back to the page that owns them: the console's index.html, or the mobile
 * page under /workflow-mobile/. A missing file is a plain 404, and API paths keep their 404 envelope.
 */
export const serveFrontEnds = async (app: FastifyInstance, distDir: string) => {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: false,
      redirect: false,
      cacheControl: false,
      // a build may hold compressed copies beside its files (the phone pages do: mobile/vite.config.ts); they are
      // sent to browsers that accept them, the file itself to the others
      preCompressed: true,
      // A directory (`/`, `/assets/`) is not a file: leave it to the page fallback below instead of a 403.
      allowedPath: (pathName) => !pathName.endsWith('/'),
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = pathOf(req);
    const isPageRequest = req.method === 'GET' || req.method === 'HEAD';
    if (url.startsWith(API_BASE) || !isPageRequest || !hasBuild) return apiNotFound(req, reply);
    if (looksLikeFile(url)) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    return sendPage(reply, url);
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    const url = pathOf(req);
    if ((url.startsWith('/assets/') || url.startsWith('/m/assets/')) && reply.statusCode === 200) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    }
    // the phone pages' service worker is looked at on every open, so a new build reaches phones at once
    if (url === '/m/sw.js' && reply.statusCode === 200) reply.header('cache-control', 'no-cache');
    done(null, payload);
  });
};
