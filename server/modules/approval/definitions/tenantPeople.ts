/** A flow may name only its own tenant's people, roles, organisations and positions (checked on save and publish). */
import { and, eq, inArray } from 'drizzle-orm';
import {
  collectPeopleRefs,
  idsOfKind,
  type FlowNode,
  type PeopleRef,
  type PeopleRefKind,
} from '@shared/flow';
import type { Db } from '../../../db/database';
import { organizations, positions, roles, users } from '../../../db/schema';
import { business } from '../../../http/errors';

/** Of `ids`, those that belong to the tenant: one query per kind. */
const ownIds = async (
  db: Db,
  merchantId: string,
  kind: PeopleRefKind,
  ids: string[],
): Promise<Set<string>> => {
  if (ids.length === 0) return new Set();
  const rows =
    kind === 'user'
      ? await db
          .select({ id: users.userId })
          .from(users)
          .where(and(eq(users.merchantId, merchantId), inArray(users.userId, ids)))
      : kind === 'role'
        ? await db
            .select({ id: roles.roleId })
            .from(roles)
            .where(and(eq(roles.merchantId, merchantId), inArray(roles.roleId, ids)))
        : kind === 'organisation'
          ? await db
              .select({ id: organizations.organizeId })
              .from(organizations)
              .where(and(eq(organizations.merchantId, merchantId), inArray(organizations.organizeId, ids)))
          : await db
              .select({ id: positions.positionId })
              .from(positions)
              .where(and(eq(positions.merchantId, merchantId), inArray(positions.positionId, ids)));
  return new Set(rows.map((row) => row.id));
};

const KINDS: readonly PeopleRefKind[] = ['user', 'role', 'organisation', 'position'];

/** References in `tree` that are not of the tenant (unknown ids count as foreign), in tree order. */
export const foreignRefs = async (db: Db, merchantId: string, tree: FlowNode): Promise<PeopleRef[]> => {
  const refs = collectPeopleRefs(tree);
  const known = new Map<PeopleRefKind, Set<string>>();
  for (const kind of KINDS) known.set(kind, await ownIds(db, merchantId, kind, idsOfKind(refs, kind)));
  return refs.filter((ref) => !known.get(ref.kind)?.has(ref.id));
};

/** Refuses a tree naming anything of another tenant, with a message naming the first such node and what it names. */
export const checkTreeTenant = async (db: Db, merchantId: string, tree: FlowNode): Promise<void> => {
  const foreign = await foreignRefs(db, merchantId, tree);
  const first = foreign[0];
  if (!first) return;
  const sameNode = foreign.filter((ref) => ref.nodeId === first.nodeId && ref.kind === first.kind);
  const names = [...new Set(sameNode.map((ref) => ref.name))].join(', ');
  throw business(`approval:error.foreign.${first.kind}`, { node: first.nodeName, names });
};
