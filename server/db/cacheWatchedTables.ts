/**
 * The tables whose changes the database announces to the in-memory caches (migrations 0013_cache_triggers,
 * 0023_position_cache_watch, 0027_approval_cache_scopes). Only a write to one of them can make a cached value stale,
 * so only such a write makes a request wait for its changes to be heard (`createWriteCounter`). A check on a
 * migrated database keeps this list equal to the tables that carry the triggers.
 */
export const CACHE_WATCHED_TABLES: ReadonlySet<string> = new Set([
  'sessions',
  'users',
  'user_roles',
  'merchant_auths',
  'merchants',
  'themes',
  'organizations',
  'roles',
  'role_menus',
  'menus',
  'sys_apps',
  'user_positions',
  'positions',
  'position_roles',
  'languages',
  'notify_rules',
]);
