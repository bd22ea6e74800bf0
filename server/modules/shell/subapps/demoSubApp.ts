import type { FastifyInstance } from 'fastify';
import { isLocale, isRtl, DEFAULT_LOCALE } from '@shared/i18n/locales';
import { translatorFor } from '../../../i18n';

/** The demo sub-apps served by this server (console spec §1 known sub-app prefixes). */
export const DEMO_SUB_APPS = ['market-ui', 'hudong', 'millstone'] as const;
export const SUB_APP_BASE = '/digital-portal/subapps';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * One small page per demo sub-app. It runs in the console's sandboxed iframe (opaque origin) and exercises every
 * bridge message: show the approval modal by task id (with its callback), navigate by route name, close a tab and
 * collapse the side menu. It only accepts messages from the host origin it was given, coming from its parent.
 */
const page = (
  appCode: string,
  path: string,
  hostOrigin: string,
  locale: string,
  t: (key: string) => string,
) => `<!doctype html>
<html lang="${locale.replace('_', '-')}" dir="${isRtl(locale) ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><title>${escapeHtml(appCode)}</title>
<style>
body{font:14px/1.5 system-ui,sans-serif;margin:0;padding:24px;background:#f6f8fa;color:#1c2127}
h1{font-size:20px;margin:0 0 4px}.muted{color:#5f6b7c}.row{display:flex;gap:8px;align-items:center;margin:12px 0;flex-wrap:wrap}
button{font:inherit;padding:6px 14px;border-radius:4px;border:1px solid #8f99a8;background:#fff;cursor:pointer}
button:hover{background:#edeff2}input{font:inherit;padding:5px 8px;border:1px solid #8f99a8;border-radius:4px}
pre{background:#fff;border:1px solid #dce0e5;padding:8px;min-height:40px;white-space:pre-wrap}
label{min-width:120px}
</style></head>
<body>
<h1>${escapeHtml(t('demo.subApp.title'))}: ${escapeHtml(appCode)}</h1>
<p class="muted">${escapeHtml(t('demo.subApp.path'))}: <code id="path" dir="ltr">${escapeHtml(path)}</code></p>
<p>${escapeHtml(t('demo.subApp.counterLabel'))}: <b id="counter">0</b> <button id="inc">+1</button></p>
<div class="row"><label for="task">${escapeHtml(t('demo.subApp.taskId'))}</label><input id="task" value="T-demo-1"><button id="approval">${escapeHtml(t('demo.subApp.showApproval'))}</button></div>
<div class="row"><label for="route">${escapeHtml(t('demo.subApp.routeName'))}</label><input id="route" value="LetterNotificationNew"><button id="navigate">${escapeHtml(t('demo.subApp.navigate'))}</button></div>
<div class="row"><button id="collapse">${escapeHtml(t('demo.subApp.collapse'))}</button><button id="expand">${escapeHtml(t('demo.subApp.expand'))}</button><button id="close">${escapeHtml(t('demo.subApp.closeTab'))}</button></div>
<p>${escapeHtml(t('demo.subApp.hostSaid'))}:</p><pre id="log" dir="ltr" aria-label="${escapeHtml(t('demo.subApp.hostSaid'))}"></pre>
<script>
(function(){
  var HOST = ${JSON.stringify(hostOrigin)};
  var seq = 0;
  var log = document.getElementById('log');
  var send = function(msg){ msg.source = 'smartube-child'; msg.version = 1; msg.requestId = 'r' + (++seq); parent.postMessage(msg, HOST); return msg.requestId; };
  window.addEventListener('message', function(event){
    if (event.source !== parent || event.origin !== HOST) return;
    var data = event.data || {};
    if (data.source !== 'smartube-host') return;
    log.textContent = JSON.stringify(data);
  });
  var counter = 0;
  document.getElementById('inc').onclick = function(){ counter++; document.getElementById('counter').textContent = String(counter); };
  document.getElementById('approval').onclick = function(){ send({ type: 'showApproval', taskId: document.getElementById('task').value }); };
  document.getElementById('navigate').onclick = function(){ send({ type: 'navigate', routeName: document.getElementById('route').value }); };
  document.getElementById('collapse').onclick = function(){ send({ type: 'collapseMenu', collapsed: true }); };
  document.getElementById('expand').onclick = function(){ send({ type: 'collapseMenu', collapsed: false }); };
  document.getElementById('close').onclick = function(){ send({ type: 'closeTab' }); };
  send({ type: 'ready', appCode: ${JSON.stringify(appCode)} });
})();
</script>
</body></html>`;

const isSafeOrigin = (value: string) => /^https?:\/\/[\w.-]+(:\d+)?$/.test(value);

export const registerDemoSubApps = (app: FastifyInstance) => {
  app.get<{ Params: { appCode: string; '*': string }; Querystring: { hostOrigin?: string; lang?: string } }>(
    `${SUB_APP_BASE}/:appCode/*`,
    async (req, reply) => {
      const { appCode } = req.params;
      if (!(DEMO_SUB_APPS as readonly string[]).includes(appCode))
        return reply.status(404).type('text/plain').send('not found');
      const hostOrigin =
        req.query.hostOrigin && isSafeOrigin(req.query.hostOrigin) ? req.query.hostOrigin : '';
      const locale = isLocale(req.query.lang) ? req.query.lang : DEFAULT_LOCALE;
      const t = translatorFor(locale);
      const tConsole = (key: string) => t(`console:${key}`);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; frame-ancestors 'self'",
        )
        .send(page(appCode, `/${req.params['*']}`, hostOrigin, locale, tConsole));
    },
  );
};
