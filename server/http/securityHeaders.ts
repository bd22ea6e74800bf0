import type { FastifyInstance } from 'fastify';

/**
 * The console's Content-Security-Policy. Scripts come only from this origin; Blueprint, Konva and Monaco set
 * inline styles; Monaco runs its language services in workers; image export (html-to-image) and uploads preview
 * through data: and blob: URLs; child apps load in a frame served by this origin; nobody else may frame us.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * Security headers on every answer (pages, assets, API). A route that sets its own policy (the sandboxed demo
 * child apps) keeps it.
 */
export const installSecurityHeaders = (app: FastifyInstance) => {
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });
};
