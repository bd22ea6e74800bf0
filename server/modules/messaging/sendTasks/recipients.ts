/**
 * Who a send task reaches (console spec §2.3 "Send tasks"): people picked directly, by role, by position and by
 * organisation (with its sub-organisations), and explicit addresses. Each person's address comes from the directory
 * by the task's kind; recipients are deduplicated by address, and people without one are kept apart so the task lists
 * them as failed with the reason.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { RecipientsInputData } from '@shared/api/modules/messaging/channelSchemas';
import type { SendKind } from '@shared/messaging/channelKinds';
import type { Tx } from '../../../db/database';
import { organizations, positions, roles, userPositions, userRoles, users } from '../../../db/schema';
import { addressKey, addressOfUser, isAddressFor } from './addresses';
import { sendTaskFieldError } from './errors';
import { rowsOf } from './rowsOf';

export interface ResolvedRecipient {
  userId: string;
  userName: string;
  address: string;
  variables?: Record<string, string>;
}

export interface ResolvedRecipients {
  withAddress: ResolvedRecipient[];
  withoutAddress: ResolvedRecipient[];
}

/** The most recipients one task may have (a bigger audience is several tasks). */
export const MAX_RECIPIENTS = 50_000;

type Person = { userId: string; userName: string; nickName: string; email: string; phonenumber: string };
const personColumns = {
  userId: users.userId,
  userName: users.userName,
  nickName: users.nickName,
  email: users.email,
  phonenumber: users.phonenumber,
};

/** Refuses ids that are not the tenant's, naming the field and the first unknown id. */
const requireKnown = (field: string, asked: string[], found: Set<string>) => {
  const unknown = asked.find((id) => !found.has(id));
  if (unknown !== undefined) throw sendTaskFieldError(field, 'unknownId', { id: unknown });
};

const distinct = (ids: readonly string[] | undefined) => [...new Set(ids ?? [])];

/** The tenant's organisations under (and including) the given ones. */
const orgTree = async (tx: Tx, merchantId: string, orgIds: string[]) => {
  const rows = await tx.execute(sql`
    with recursive tree as (
      select organize_id from ${organizations}
      where merchant_id = ${merchantId} and organize_id in (select jsonb_array_elements_text(${JSON.stringify(orgIds)}::jsonb))
      union
      select o.organize_id from ${organizations} o join tree on o.parent_id = tree.organize_id
      where o.merchant_id = ${merchantId}
    ) select organize_id from tree`);
  return rowsOf<{ organize_id: string }>(rows).map((r) => r.organize_id);
};

const peopleOf = async (tx: Tx, merchantId: string, input: RecipientsInputData): Promise<Person[]> => {
  const people: Person[] = [];
  const inTenant = eq(users.merchantId, merchantId);
  const active = ne(users.status, '1');
  const userIds = distinct(input.userIds);
  if (userIds.length > 0) {
    const rows = await tx
      .select(personColumns)
      .from(users)
      .where(and(inTenant, inArray(users.userId, userIds)));
    requireKnown('recipients.userIds', userIds, new Set(rows.map((r) => r.userId)));
    people.push(...rows);
  }
  const roleIds = distinct(input.roleIds);
  if (roleIds.length > 0) {
    const known = await tx
      .select({ id: roles.roleId })
      .from(roles)
      .where(and(eq(roles.merchantId, merchantId), inArray(roles.roleId, roleIds)));
    requireKnown('recipients.roleIds', roleIds, new Set(known.map((r) => r.id)));
    people.push(
      ...(await tx
        .select(personColumns)
        .from(userRoles)
        .innerJoin(users, and(eq(users.userId, userRoles.userId), inTenant))
        .where(and(eq(userRoles.merchantId, merchantId), inArray(userRoles.roleId, roleIds), active))),
    );
  }
  const positionIds = distinct(input.positionIds);
  if (positionIds.length > 0) {
    const known = await tx
      .select({ id: positions.positionId })
      .from(positions)
      .where(and(eq(positions.merchantId, merchantId), inArray(positions.positionId, positionIds)));
    requireKnown('recipients.positionIds', positionIds, new Set(known.map((r) => r.id)));
    people.push(
      ...(await tx
        .select(personColumns)
        .from(userPositions)
        .innerJoin(users, and(eq(users.userId, userPositions.userId), inTenant))
        .where(
          and(
            eq(userPositions.merchantId, merchantId),
            inArray(userPositions.positionId, positionIds),
            active,
          ),
        )),
    );
  }
  const orgIds = distinct(input.orgIds);
  if (orgIds.length > 0) {
    const tree = await orgTree(tx, merchantId, orgIds);
    requireKnown('recipients.orgIds', orgIds, new Set(tree));
    people.push(
      ...(await tx
        .select(personColumns)
        .from(users)
        .where(and(inTenant, inArray(users.organizeId, tree), active))),
    );
  }
  return people;
};

/**
 * Resolves the recipients of a task of `kind`. A robot posts once to its group, whatever the list says. Explicit
 * addresses must suit the kind (a bad one is refused, naming it); site messages take people only.
 */
export const resolveRecipients = async (
  tx: Tx,
  merchantId: string,
  kind: SendKind,
  input: RecipientsInputData,
): Promise<ResolvedRecipients> => {
  if (kind === 'robot')
    return { withAddress: [{ userId: '', userName: '', address: '' }], withoutAddress: [] };
  const addresses = distinct(input.addresses?.map((a) => a.trim()).filter(Boolean));
  if (kind === 'letter' && addresses.length > 0)
    throw sendTaskFieldError('recipients.addresses', 'addressesNotForLetter');
  const bad = addresses.find((address) => !isAddressFor(kind, address));
  if (bad !== undefined) throw sendTaskFieldError('recipients.addresses', 'badAddress', { address: bad });

  const seen = new Set<string>();
  const seenPeople = new Set<string>();
  const result: ResolvedRecipients = { withAddress: [], withoutAddress: [] };
  for (const person of await peopleOf(tx, merchantId, input)) {
    if (seenPeople.has(person.userId)) continue;
    seenPeople.add(person.userId);
    const userName = person.nickName || person.userName;
    const address = addressOfUser(kind, person);
    if (!address || (kind !== 'letter' && !isAddressFor(kind, address))) {
      result.withoutAddress.push({ userId: person.userId, userName, address });
      continue;
    }
    const key = addressKey(kind, address);
    if (seen.has(key)) continue;
    seen.add(key);
    result.withAddress.push({ userId: person.userId, userName, address });
  }
  for (const address of addresses) {
    const key = addressKey(kind, address);
    if (seen.has(key)) continue;
    seen.add(key);
    result.withAddress.push({ userId: '', userName: '', address });
  }
  const total = result.withAddress.length + result.withoutAddress.length;
  if (total === 0) throw sendTaskFieldError('recipients', 'noRecipients');
  if (total > MAX_RECIPIENTS)
    throw sendTaskFieldError('recipients', 'tooManyRecipients', { max: MAX_RECIPIENTS });
  return result;
};
