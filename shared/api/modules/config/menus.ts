/** Endpoints of configuration administration: menus (console spec §7.5). */
export const menusApi = {};
