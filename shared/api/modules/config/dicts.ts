/** Endpoints of configuration administration: dicts (console spec §7.5). */
export const dictsApi = {};
