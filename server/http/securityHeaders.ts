import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PHONE_BOOT_SCRIPT } from '@shared/phone/phoneBoot';
import { PHONE_REDIRECT_SCRIPT } from '@shared/phone/phoneRedirect';

const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
/**
 * The two inline scripts, allowed by their hashes: the console's (phones go to /m/ before the console loads) and
 * the phone pages' boot script (starts the first screen's files and answers while the HTML is read).
 */
const inlineScripts = [PHONE_REDIRECT_SCRIPT, PHONE_BOOT_SCRIPT].map(hashSource).join(' ');

/**
 * The console's Content-Security-Policy. Scripts come only from this origin; Blueprint, Konva and Monaco set
 * inline styles; Monaco runs its language services in workers; image export (html-to-image) and uploads preview
 * through data: and blob: URLs; child apps load in a frame served by this origin; nobody else may frame us.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${inlineScripts}`,
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
 * Security headers on every answer (pages, assets, API, and the answers a route writes itself: downloads and the
 * letter stream). They are set on the raw response when the request arrives, so a hijacked reply carries them too;
 * a route that sets its own policy (the sandboxed demo child apps) overrides it, since headers given when the answer
 * is written take precedence over those set before.
 */
export const installSecurityHeaders = (app: FastifyInstance) => {
  // every request passes here: a callback hook, not an async one, costs no promise
  app.addHook('onRequest', (_req, reply, done) => {
    reply.raw.setHeader('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.raw.setHeader('x-content-type-options', 'nosniff');
    reply.raw.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
    done();
  });
};
