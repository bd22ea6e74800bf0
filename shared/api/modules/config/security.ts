/** Endpoints of configuration administration: security (console spec §7.5). */
export const securityApi = {};
