import type { FastifyInstance } from 'fastify';
import { LETTER_STREAM_PATH, type ConsoleChangeData } from '@shared/api/modules/shell';
import { resolveSession } from '../../../auth/sessionStore';
import { tokenFromHeader } from '../../../auth/tokens';
import type { AppDeps } from '../../../http/context';
import { startChangeFeed } from '../live/changeFeed';
import { letterFingerprint, letterTip } from './queries';

/** How often an open stream looks for new letters, and how often it sends a keep-alive comment. */
export const STREAM_CHECK_MS = Number(process.env.LETTER_STREAM_CHECK_MS ?? 2000);
const HEARTBEAT_MS = 20_000;
/** How soon a browser reconnects to a stream that ended because its server instance is shutting down. */
const RECONNECT_MS = 1000;

/**
 * GET /letter/stream: Server-Sent Events carrying the bell's tip data (`event: tip`) whenever the user's letters
 * change, and `event: change` whenever menus, apps, properties, the theme or the languages of the session's tenant
 * change (issue 29 "Live changes"). Authenticated by the Admin-Token cookie (EventSource cannot send headers); 401
 * without a valid session.
 */
export const registerLetterStream = async (app: FastifyInstance, deps: AppDeps) => {
  const open = new Set<(reconnectMs?: number) => void>();
  const changes = await startChangeFeed(deps.database.notifications);
  app.addHook('onClose', (_app, done) => {
    changes.close();
    done();
  });
  // Open streams would keep a closing server draining until its time runs out: each is ended as closing begins,
  // telling the browser to come back soon, which the load balancer sends to another instance.
  app.addHook('preClose', (done) => {
    for (const close of [...open]) close(RECONNECT_MS);
    done();
  });
  app.get(LETTER_STREAM_PATH, async (req, reply) => {
    const cookies = (req.cookies ?? {}) as Record<string, string | undefined>;
    const token = tokenFromHeader(cookies['Admin-Token']) ?? tokenFromHeader(req.headers.authorization);
    const session = token ? await resolveSession(deps.db, token, deps.now()) : undefined;
    if (!session) return reply.status(401).send({ code: '40101', msg: 'unauthenticated', data: null });

    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    let last = '';
    let isClosed = false;
    let isChecking = false;
    const check = async () => {
      // while the database is slow or switching to its standby a check may outlast the interval: checks that
      // would queue up behind it (one per interval per open stream) are skipped, not piled onto the pool
      if (isClosed || isChecking) return;
      isChecking = true;
      try {
        const stillValid = await resolveSession(deps.db, token as string, deps.now());
        if (!stillValid) {
          out.write('event: expired\ndata: {}\n\n');
          return close();
        }
        // a tenant switch keeps the token: the console hears its new tenant's changes from now on
        console.merchantId = stillValid.merchantId;
        const print = await letterFingerprint(deps.db, session);
        if (print === last) return;
        const tip = await letterTip(deps.db, session);
        // remembered only once the tip is sent: a tip query cut off (a failover) is tried again at the next check
        last = print;
        out.write(`event: tip\ndata: ${JSON.stringify(tip)}\n\n`);
      } catch {
        // the database may be closing with the server; the client falls back to polling
      } finally {
        isChecking = false;
      }
    };
    const timer = setInterval(() => void check(), STREAM_CHECK_MS);
    const heartbeat = setInterval(() => !isClosed && out.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const console = {
      merchantId: session.merchantId,
      send: (change: ConsoleChangeData) =>
        !isClosed && out.write(`event: change\ndata: ${JSON.stringify(change)}\n\n`),
    };
    const stopChanges = changes.add(console);
    const close = (reconnectMs?: number) => {
      if (isClosed) return;
      isClosed = true;
      stopChanges();
      open.delete(close);
      clearInterval(timer);
      clearInterval(heartbeat);
      if (reconnectMs !== undefined) out.write(`retry: ${reconnectMs}\n\n`);
      out.end();
    };
    open.add(close);
    req.raw.on('close', () => close());
    out.write('retry: 5000\n\n');
    await check();
  });
};
