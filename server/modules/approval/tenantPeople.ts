import type { UserRef } from '../../engine';

/** One tenant's people as the approval engine looks them up (`loadPeople`), kept in memory per instance. */
export interface TenantPeople {
  users: Map<string, UserRef & { organizeId: string; userName: string }>;
  byRole: Map<string, string[]>;
  byPosition: Map<string, string[]>;
  byOrganisation: Map<string, string[]>;
  /** Organisation id → its leaders' user ids (`leader_ids`, else the old free-text leader when it names someone). */
  leaders: Map<string, string[]>;
  /** Organisation id → its parent's id (top organisations are absent). */
  parents: Map<string, string>;
  /** User id → role ids and position ids. */
  rolesOf: Map<string, string[]>;
  positionsOf: Map<string, string[]>;
  adminId: string | null;
}
