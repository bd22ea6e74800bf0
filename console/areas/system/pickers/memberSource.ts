import { api } from '@shared/api';
import type { ApiClient } from '@shared/api/client';
import type { ListItem } from './ListPicker';

const FRESH_MS = 30_000;
const cache = new WeakMap<ApiClient, { at: number; items: Promise<ListItem[]> }>();

/** The tenant's members (page 1, limit 9999), shared by pickers opened within 30 s of each other. */
export const loadMembers = (client: ApiClient, now = Date.now()): Promise<ListItem[]> => {
  const hit = cache.get(client);
  if (hit && now - hit.at < FRESH_MS) return hit.items;
  const items = client
    .call(api.identity.allUser, { query: { pageNum: 1, limit: 9999 } })
    .then((page) => page.rows.map((u) => ({ id: u.userId, name: u.nickName || u.userName, hint: `${u.userName} · ${u.organizeName}` })));
  items.catch(() => cache.delete(client));
  cache.set(client, { at: now, items });
  return items;
};
