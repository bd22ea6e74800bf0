/**
 * Menus with the ignore-router option (console spec §4: '0' yes, '1' no) open their path outside the console's
 * router: a path on this site loads as a whole page, an http(s) address opens in a new browser tab.
 */
export const isWebAddress = (path: string): boolean => /^https?:\/\//i.test(path);
