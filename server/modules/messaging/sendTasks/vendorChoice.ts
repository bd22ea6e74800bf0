/**
 * The SMS sign and vendor template a send task goes out with (console spec §2.3 "SMS (account, sign, template)"):
 * the entries the sender chose, which must belong to the task's channel, else the channel's defaults. A channel
 * that needs a sign or template and has none is refused here, before anything is written.
 */
import { entryRolesOf, type ChannelEntryRole } from '@shared/messaging/channelKinds';
import type { Tx } from '../../../db/database';
import { entriesOf } from '../channels/entryQueries';
import type { ChannelRow } from './checks';
import { sendTaskFieldError } from './errors';

const FIELD_OF: Record<ChannelEntryRole, string> = { sign: 'signId', template: 'vendorTemplateId' };

export const chooseVendorCodes = async (
  tx: Tx,
  channel: ChannelRow | undefined,
  chosen: { signId?: string; vendorTemplateId?: string },
) => {
  const codes = { signCode: '', vendorTemplateCode: '' };
  if (!channel) return codes;
  const entries = await entriesOf(tx, channel.merchantId, channel.channelId);
  const codeOf = (role: ChannelEntryRole) => {
    const wanted = role === 'sign' ? chosen.signId : chosen.vendorTemplateId;
    const mine = entries.filter((e) => e.role === role);
    const entry = wanted ? mine.find((e) => e.entryId === wanted) : mine.find((e) => e.isDefault);
    if (wanted && !entry) throw sendTaskFieldError(FIELD_OF[role], `unknownEntry.${role}`);
    if (!entry) throw sendTaskFieldError(FIELD_OF[role], `noEntry.${role}`, { name: channel.channelName });
    return entry.code;
  };
  const roles = entryRolesOf(channel.kind);
  if (roles.includes('sign')) codes.signCode = codeOf('sign');
  if (roles.includes('template')) codes.vendorTemplateCode = codeOf('template');
  return codes;
};

/** The role an SMS or voice channel has no default for (it cannot send what names none), else undefined. */
export const roleWithoutDefault = async (tx: Tx, channel: ChannelRow) => {
  const entries = await entriesOf(tx, channel.merchantId, channel.channelId);
  return entryRolesOf(channel.kind).find((role) => !entries.some((e) => e.role === role && e.isDefault));
};
