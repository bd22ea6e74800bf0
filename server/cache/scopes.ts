/**
 * What a write changed, named the way cached values name what they were read from. The database's triggers send the
 * scopes of the rows a transaction changed when it commits (migration 0013_cache_triggers); every cached value read
 * from one of them is dropped, on every instance.
 */
export type Scope =
  /** One session (sign-out, tenant switch). */
  | `session:${string}`
  /** A user: the row, roles, tenant grants or sessions (disable, lock, password, move, delete). */
  | `user:${string}`
  /** A tenant: its row, theme, roles and their menus, organisations. */
  | `tenant:${string}`
  /** A tenant's members, their roles and positions (the approval engine's people of that tenant). */
  | `people:${string}`
  /** Data every session reads (menus, apps), or a change that could not be narrowed down. */
  | 'everything';

export const scope = {
  session: (tokenHash: string): Scope => `session:${tokenHash}`,
  user: (userId: string): Scope => `user:${userId}`,
  tenant: (merchantId: string): Scope => `tenant:${merchantId}`,
  people: (merchantId: string): Scope => `people:${merchantId}`,
  everything: 'everything' as Scope,
};

const SCOPE_PATTERN = /^(session|user|tenant|people):.+$|^everything$/s;

export const isScope = (value: unknown): value is Scope =>
  typeof value === 'string' && SCOPE_PATTERN.test(value);
