/** Message templates and their categories (console spec §7.5 `temp/letter/*`, all POST JSON). */
export const templatesApi = {};
