/** Endpoints of configuration administration: appearance (console spec §7.5). */
export const appearanceApi = {};
