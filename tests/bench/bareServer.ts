import Fastify from 'fastify';
import { openDatabase } from '../../server/db/database';
import { hashToken, tokenFromHeader } from '../../server/auth/tokens';
import {
  ALL_PERMISSIONS,
  loadSession,
  mergePermissions,
  positionPermsOf,
} from '../../server/auth/sessionStore';
import {
  activeRoles,
  appsById,
  loadUserWithMerchant,
  visibleMenus,
} from '../../server/modules/session/queries';
import { countsOf } from '../../server/modules/approval/tasks/instanceStore';

/**
 * The baselines of `npm run bench:api`, on the same machine as the real server:
 * - `/bare`: a small constant JSON envelope (no database);
 * - `/bare/getInfo` (with DATABASE_URL): the rows getInfo reads, on every request — the session behind the token,
 *   the user with tenant, organisation and theme, the active roles, the positions' permissions, the visible menus,
 *   their apps and the task counters — by the same statements through the same driver and pool size, answered as
 *   plain JSON. No contract, validation, cache, hooks or translation: what any server must do to answer it.
 */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ code: '10000', msg: 'ok', data: { userId: 'U1001', userName: 'admin' } }));

if (process.env.DATABASE_URL) {
  const { db } = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '' });
  app.get('/bare/getInfo', async (request) => {
    const token = tokenFromHeader(request.headers.authorization);
    const found = token ? await loadSession(db, hashToken(token), new Date()) : undefined;
    if (!found) return { code: '401', msg: 'unauthenticated', data: null };
    const { session } = found;
    const [user, roleRows, positionPerms, counts] = await Promise.all([
      loadUserWithMerchant(db, session),
      activeRoles(db, session),
      positionPermsOf(db, session),
      countsOf(db, session.merchantId, session.userId),
    ]);
    const menuRows = await visibleMenus(db, roleRows);
    const apps = await appsById(db, [...new Set(menuRows.map((menu) => menu.appId))]);
    const permissions = roleRows.some((role) => role.isSuper)
      ? [ALL_PERMISSIONS]
      : mergePermissions(menuRows.map((menu) => menu.perms).filter(Boolean), positionPerms);
    return {
      code: '10000',
      msg: 'ok',
      data: {
        ...user,
        sysApps: apps,
        homePages: roleRows.map((role) => role.homePage),
        permissions,
        ...counts,
      },
    };
  });
}

await app.listen({ port: Number(process.env.PORT ?? 8390), host: '127.0.0.1' });
console.log('ready');
