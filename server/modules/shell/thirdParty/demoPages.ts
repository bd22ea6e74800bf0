import type { FastifyInstance } from 'fastify';
import { localeFromHeader } from '@shared/i18n/locales';
import { oauthCodes } from '../../../db/schema';
import type { AppDeps } from '../../../http/context';
import { newToken } from '../../../auth/tokens';
import { translatorFor } from '../../../i18n';
import { DEMO_APPROVE_PATH, DEMO_AUTHORIZE_PATH } from './provider';

const CODE_TTL_MS = 5 * 60_000;
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Only our own chat-login page may receive codes (no open redirect). */
const isOwnCallback = (uri: string) => uri === '/dingdingLogin';

/**
 * The built-in demo chat-app provider: an authorize page where the person names their chat account and approves,
 * then a redirect back to /dingdingLogin with a one-time code (valid 5 minutes).
 */
export const registerDemoProvider = (app: FastifyInstance, deps: AppDeps) => {
  app.get<{ Querystring: { redirect_uri?: string; state?: string } }>(
    DEMO_AUTHORIZE_PATH,
    async (req, reply) => {
      const t = translatorFor(localeFromHeader(req.headers['accept-language']));
      const redirect = req.query.redirect_uri ?? '';
      if (!isOwnCallback(redirect)) return reply.status(400).type('text/plain').send('bad redirect_uri');
      const html = `<!doctype html><html><head><meta charset="utf-8"><title>${esc(t('console:demo.oauth.title'))}</title>
<style>body{font:14px system-ui,sans-serif;background:#0f9d58;display:flex;align-items:center;justify-content:center;min-height:100vh;margin:0}
form{background:#fff;padding:24px;border-radius:8px;width:320px}h1{font-size:18px;margin:0 0 12px}label{display:block;margin:8px 0 4px}
input{width:100%;box-sizing:border-box;padding:6px}button{margin-top:16px;width:100%;padding:8px;background:#0f9d58;color:#fff;border:0;border-radius:4px;font:inherit}</style></head>
<body><form method="get" action="${DEMO_APPROVE_PATH}"><h1>${esc(t('console:demo.oauth.title'))}</h1>
<p>${esc(t('console:demo.oauth.hint'))}</p>
<label for="account">${esc(t('console:demo.oauth.account'))}</label><input id="account" name="account" value="zhangsan.chat" required maxlength="64">
<input type="hidden" name="redirect_uri" value="${esc(redirect)}"><input type="hidden" name="state" value="${esc(req.query.state ?? '')}">
<button type="submit">${esc(t('console:demo.oauth.approve'))}</button></form></body></html>`;
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );

  app.get<{ Querystring: { account?: string; redirect_uri?: string; state?: string } }>(
    DEMO_APPROVE_PATH,
    async (req, reply) => {
      const account = (req.query.account ?? '').trim().slice(0, 64);
      const redirect = req.query.redirect_uri ?? '';
      if (!account || !isOwnCallback(redirect))
        return reply.status(400).type('text/plain').send('bad request');
      const now = deps.now();
      const code = newToken();
      await deps.db
        .insert(oauthCodes)
        .values({ code, externalId: account, expiresAt: new Date(now.getTime() + CODE_TTL_MS) });
      const query = new URLSearchParams({ code, state: (req.query.state ?? '').slice(0, 100) });
      return reply.redirect(`${redirect}?${query.toString()}`);
    },
  );
};
