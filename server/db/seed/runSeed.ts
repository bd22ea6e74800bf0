import { count, sql } from 'drizzle-orm';
import type { Db } from '../database';
import {
  languages,
  menus,
  merchantAuths,
  merchants,
  organizations,
  positions,
  roleMenus,
  roles,
  sysApps,
  themes,
  userNames,
  userPositions,
  userRoles,
  users,
} from '../schema';
import { hashPassword } from '../../auth/password';
import { SEED_APPS, type SeedMenu } from './apps';
import { seedShell } from './shell';
import { seedTemplates } from './templates';

import { SEED_LANGUAGES, SEED_THEMES } from './reference';
import { seedDicts } from './dicts';
import { seedTitleTexts } from './seedTitleTranslations';
import {
  SEED_MERCHANTS,
  SEED_MERCHANT_AUTHS,
  SEED_ORGANIZATIONS,
  SEED_POSITIONS,
  SEED_ROLES,
  SEED_ROLE_MENUS,
  SEED_USERS,
} from './tenants';

const flattenMenus = (appId: string, items: SeedMenu[], parentId = ''): (typeof menus.$inferInsert)[] =>
  items.flatMap((item, index) => [
    {
      menuId: item.id,
      appId,
      parentId,
      menuTitle: item.title[0],
      titleI18n: seedTitleTexts(item.title),
      menuType: item.type,
      name: item.name ?? '',
      path: item.path ?? '',
      component: item.component ?? '',
      perms: item.perms ?? '',
      icon: item.icon ?? '',
      visible: item.visible ?? '1',
      orderNum: index,
      extra: item.extra ?? {},
    },
    ...flattenMenus(appId, item.children ?? [], item.id),
  ]);

/** A role listing a page also gets that page's buttons. */
const withButtons = (ids: string[], all: (typeof menus.$inferInsert)[]) => {
  const chosen = new Set(ids);
  for (const menu of all)
    if (menu.menuType === 'F' && chosen.has(menu.parentId ?? '')) chosen.add(menu.menuId);
  return [...chosen];
};

const tenantOfRole = (roleId: string) => {
  const role = SEED_ROLES.find((candidate) => candidate.roleId === roleId);
  if (!role) throw new Error(`seed role menus name an unknown role ${roleId}`);
  return role.merchantId;
};

/** Seeds the demo data once: a database that already has tenants is left as it is. */
export const runSeed = async (db: Db): Promise<boolean> => {
  const [existing] = await db.select({ n: count() }).from(merchants);
  if ((existing?.n ?? 0) > 0) return false;
  const hashed = await Promise.all(
    SEED_USERS.map(async (u) => ({ ...u, passwordHash: await hashPassword(u.password) })),
  );
  const menuRows = SEED_APPS.flatMap((app) => flattenMenus(app.appId, app.menus));

  return db.transaction(async (tx) => {
    // Two instances starting at once: the second waits here, then finds the data and stops.
    await tx.execute(sql`select pg_advisory_xact_lock(7310001)`);
    const [again] = await tx.select({ n: count() }).from(merchants);
    if ((again?.n ?? 0) > 0) return false;
    await tx.insert(merchants).values(SEED_MERCHANTS);
    await tx.insert(organizations).values(SEED_ORGANIZATIONS);
    await tx.insert(positions).values(SEED_POSITIONS);
    await tx.insert(roles).values(SEED_ROLES);
    await tx
      .insert(users)
      .values(
        hashed.map(({ password: _password, roleIds: _roles, positionIds: _positions, ...user }) => user),
      );
    await tx
      .insert(userNames)
      .values(hashed.map(({ userName, userId, merchantId }) => ({ userName, userId, merchantId })));
    await tx
      .insert(userRoles)
      .values(
        hashed.flatMap((u) =>
          u.roleIds.map((roleId) => ({ userId: u.userId, roleId, merchantId: u.merchantId })),
        ),
      );
    const userPositionRows = hashed.flatMap((u) =>
      u.positionIds.map((positionId) => ({ userId: u.userId, positionId, merchantId: u.merchantId })),
    );
    await tx.insert(userPositions).values(userPositionRows);
    await tx.insert(merchantAuths).values(SEED_MERCHANT_AUTHS);
    await tx.insert(sysApps).values(
      SEED_APPS.map(({ menus: _menus, appName, ...app }) => ({
        ...app,
        appName: appName[0],
        appNameI18n: seedTitleTexts(appName),
      })),
    );
    await tx.insert(menus).values(menuRows);
    await tx
      .insert(roleMenus)
      .values(
        Object.entries(SEED_ROLE_MENUS).flatMap(([roleId, ids]) =>
          withButtons(ids, menuRows).map((menuId) => ({ roleId, menuId, merchantId: tenantOfRole(roleId) })),
        ),
      );
    await seedDicts(tx, 'M001');
    await seedDicts(tx, 'M002');
    await tx
      .insert(languages)
      .values(
        SEED_MERCHANTS.flatMap((m) =>
          SEED_LANGUAGES.map((l, sort) => ({ ...l, merchantId: m.merchantId, enabled: 'ENABLED', sort })),
        ),
      );
    await tx.insert(themes).values(SEED_THEMES);
    await seedShell(tx);
    await seedTemplates(tx, ['M001', 'M002']);
    await (await import('./approval')).seedApproval(tx);
    return true;
  });
};
