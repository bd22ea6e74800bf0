import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_BASE } from '@shared/api/codes';
import { apiNotFound } from './errorHandler';

/** The mobile form page lives at /workflow-mobile/ and is built from runtime/mobile/index.html. */
const MOBILE_PREFIX = '/workflow-mobile';
const MOBILE_HTML = 'runtime/mobile/index.html';

/**
 * Serves the built front ends from one port. Paths that are not files fall back to the page that owns them
 * (history mode): the console's index.html, or the mobile page under /workflow-mobile/. API paths never do.
 */
export const serveFrontEnds = async (app: FastifyInstance, distDir: string) => {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, { root: distDir, wildcard: true, index: false, cacheControl: false });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (url.startsWith(API_BASE) || req.method !== 'GET' || !hasBuild) return apiNotFound(req, reply);
    reply.header('cache-control', 'no-cache');
    return reply.sendFile(url.startsWith(MOBILE_PREFIX) ? MOBILE_HTML : 'index.html');
  });
  app.addHook('onSend', async (req, reply) => {
    if ((req.url.startsWith('/assets/') || req.url.includes('/assets/')) && reply.statusCode === 200) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    }
  });
};
