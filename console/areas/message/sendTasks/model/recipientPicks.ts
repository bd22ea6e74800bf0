import type { RecipientsInputData } from '@shared/api/modules/messaging/channelSchemas';

/** A picked directory record (the pickers' value). */
export interface Picked {
  id: string;
  name: string;
}

/** Who a task goes to, as picked: people, roles, positions, organisations, and typed addresses. */
export interface RecipientPicks {
  users: Picked[];
  roles: Picked[];
  positions: Picked[];
  orgs: Picked[];
  /** As typed: one address a line (commas and semicolons separate too). */
  addresses: string;
}

export const NO_PICKS: RecipientPicks = { users: [], roles: [], positions: [], orgs: [], addresses: '' };

/** The typed addresses, trimmed, each once, in the order typed. */
export const parseAddresses = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\n,;]+/)
      .map((a) => a.trim())
      .filter(Boolean),
  ),
];

export const hasRecipients = (picks: RecipientPicks): boolean =>
  picks.users.length + picks.roles.length + picks.positions.length + picks.orgs.length > 0 ||
  parseAddresses(picks.addresses).length > 0;

/** The recipients part of a send task request; empty groups left out. */
export const recipientsToSend = (picks: RecipientPicks): RecipientsInputData => {
  const ids = (list: Picked[]) => list.map((p) => p.id);
  const addresses = parseAddresses(picks.addresses);
  return {
    ...(picks.users.length ? { userIds: ids(picks.users) } : {}),
    ...(picks.roles.length ? { roleIds: ids(picks.roles) } : {}),
    ...(picks.positions.length ? { positionIds: ids(picks.positions) } : {}),
    ...(picks.orgs.length ? { orgIds: ids(picks.orgs) } : {}),
    ...(addresses.length ? { addresses } : {}),
  };
};
