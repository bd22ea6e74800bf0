import type { AreaModule } from '../AreaModule';
import { menusRoutes } from './menus/routes';
import { dictsRoutes } from './dicts/routes';
import { appearanceRoutes } from './appearance/routes';
import { securityRoutes } from './security/routes';
import { menusProvision } from './menus/provision';
import { dictsProvision } from './dicts/provision';
import { appearanceProvision } from './appearance/provision';
import { securityProvision } from './security/provision';

/**
 * Configuration administration (console spec §7.5): each part (apps and menus, dictionaries and properties, themes
 * and language packs, security settings and data permissions) lives in its own folder and adds its routes here.
 */
export const configModule: AreaModule = {
  name: 'config',
  routes: (deps) => [
    ...menusRoutes(deps),
    ...dictsRoutes(deps),
    ...appearanceRoutes(deps),
    ...securityRoutes(deps),
  ],
  provisionTenant: async (tx, merchantId, template) => {
    await menusProvision(tx, merchantId, template);
    await dictsProvision(tx, merchantId, template);
    await appearanceProvision(tx, merchantId, template);
    await securityProvision(tx, merchantId, template);
  },
};
