/**
 * Endpoints of configuration administration (console spec §7.5): apps and menus, dictionaries, properties,
 * themes, language packs, security settings. Each part declares its endpoints in its own file and adds one line here.
 */
export const configApi = {};
