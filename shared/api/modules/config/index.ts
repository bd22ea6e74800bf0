import { menusApi } from './menus';
import { dictsApi } from './dicts';
import { appearanceApi } from './appearance';
import { securityApi } from './security';

/**
 * Endpoints of configuration administration (console spec §7.5): apps and menus, dictionaries and properties,
 * themes and language packs, security settings and data permissions. Each part declares its endpoints in its own file.
 */
export const configApi = { ...menusApi, ...dictsApi, ...appearanceApi, ...securityApi };
