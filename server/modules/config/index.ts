import type { AreaModule } from '../AreaModule';
import { menusRoutes } from './menus/routes';
import { dictsRoutes } from './dicts/routes';
import { appearanceRoutes } from './appearance/routes';
import { securityRoutes } from './security/routes';

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
};
