/**
 * Tables shared by all tenants: with Citus they become reference tables (a full copy on every node), every other
 * table is distributed by `merchant_id`. A table lands here only when it is read before any tenant is known or
 * is the same for every tenant; the README's growth section repeats this list for operators.
 */
export const REFERENCE_TABLES: Readonly<Record<string, string>> = {
  'public.merchants': 'the tenants themselves: the tenant tree and the tenant switch read across tenants',
  'public.sys_apps': 'the app catalogue, the same for every tenant',
  'public.menus': 'the menu and button catalogue, the same for every tenant (roles pick from it)',
  'public.system_keys': 'server-wide key pairs (sign-in encryption, secret box), not owned by a tenant',
  'public.sessions': 'found by the token alone on every request, before the tenant is known',
  'public.auth_tickets': 'found by the ticket alone; a chat sign-in ticket has no tenant yet',
  'public.oauth_codes': "the built-in demo chat provider's codes: they belong to the outside provider",
  'public.oauth_bindings': 'an outside account is found at chat sign-in, before the tenant is known',
  'public.user_names':
    'the sign-in directory: user names are unique across tenants and signing in names no tenant',
  'public.analytics_marks':
    "how far the diagnosis's rollups are complete: one row per rollup for the whole server",
  'drizzle.__drizzle_migrations': 'migrations bookkeeping',
};
