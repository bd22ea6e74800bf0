/** Console spec §2.4 / §9: a child app loads 500 ms after its container appears. */
export const CHILD_APP_DELAY_MS = 500;
/** Without a 'ready' message in this time, the child app counts as failed to load. */
export const CHILD_APP_TIMEOUT_MS = 15_000;
/** Where this server serves the child apps' pages. */
export const SUB_APP_BASE = '/digital-portal/subapps';

/** The iframe address of a child app page; the child learns the host origin to check messages against. */
export const subAppUrl = (appCode: string, rest: string, hostOrigin: string, lang: string) => {
  const query = new URLSearchParams({ hostOrigin, lang });
  return `${SUB_APP_BASE}/${encodeURIComponent(appCode)}/${rest.split('/').map(encodeURIComponent).join('/')}?${query.toString()}`;
};
