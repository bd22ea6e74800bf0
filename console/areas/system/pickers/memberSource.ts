import { api } from '@shared/api';
import type { ApiClient } from '@shared/api/client';
import type { ListItem } from './types';

const FRESH_MS = 30_000;
/** Rows of the quick first page, shown while the whole list (limit 9999) is on its way. */
export const FIRST_PAGE_ROWS = 100;

export interface MemberList {
  items: ListItem[];
  /** How many members the tenant has; more than `items.length` while only the first page is in. */
  total: number;
}

type Cached = { at: number; list: Promise<MemberList> };
const caches = { all: new WeakMap<ApiClient, Cached>(), first: new WeakMap<ApiClient, Cached>() };

const fetchMembers = (client: ApiClient, limit: number): Promise<MemberList> =>
  client.call(api.identity.allUser, { query: { pageNum: 1, limit } }).then((page) => ({
    total: page.total,
    items: page.rows.map((u) => ({
      id: u.userId,
      name: u.nickName || u.userName,
      hint: `${u.userName} · ${u.organizeName}`,
    })),
  }));

const freshHit = (
  cache: WeakMap<ApiClient, Cached>,
  client: ApiClient,
  now: number,
): Promise<MemberList> | undefined => {
  const hit = cache.get(client);
  return hit && now - hit.at < FRESH_MS ? hit.list : undefined;
};

const cachedLoad = (
  cache: WeakMap<ApiClient, Cached>,
  client: ApiClient,
  limit: number,
  now: number,
): Promise<MemberList> => {
  const hit = freshHit(cache, client, now);
  if (hit) return hit;
  const list = fetchMembers(client, limit);
  list.catch(() => cache.delete(client));
  cache.set(client, { at: now, list });
  return list;
};

/** The tenant's members (page 1, limit 9999, console spec §7.5), shared by pickers opened within 30 s of each other. */
export const loadMembers = (client: ApiClient, now = Date.now()): Promise<MemberList> =>
  cachedLoad(caches.all, client, 9999, now);

/** The first FIRST_PAGE_ROWS members in the same order: a picker is usable with these before the whole list is in. */
export const loadFirstMembers = (client: ApiClient, now = Date.now()): Promise<MemberList> =>
  cachedLoad(caches.first, client, FIRST_PAGE_ROWS, now);

/**
 * Both loads in order: the small first page, then the whole list once the first page is in, so the server
 * answers the small one first. A fresh whole list is used as it is.
 */
export const loadMembersInSteps = (
  client: ApiClient,
  now = Date.now(),
): { first: Promise<MemberList>; all: Promise<MemberList> } => {
  const fresh = freshHit(caches.all, client, now);
  if (fresh) return { first: fresh, all: fresh };
  const first = loadFirstMembers(client, now);
  const all = first.then(
    () => loadMembers(client),
    () => loadMembers(client),
  );
  return { first, all };
};

/** Starts loading members when a picker is about to open (from the click that opens it), before it renders. */
export const preloadMembers = (client: ApiClient): void => {
  const { first, all } = loadMembersInSteps(client);
  first.catch(() => undefined);
  all.catch(() => undefined);
};
