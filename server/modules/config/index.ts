import type { AreaModule } from '../AreaModule';

/**
 * Configuration administration (console spec §7.5): each part (menus, dictionaries, properties, themes, language
 * packs, security settings) lives in its own folder and adds its routes here.
 */
export const configModule: AreaModule = {
  name: 'config',
  routes: () => [],
};
