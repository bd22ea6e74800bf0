/**
 * Channel writes (console spec §2.3 "Message channels"): add, update, status, delete, each in one transaction with
 * its audit entry. Settings are checked against the kind's list and the vendor; secrets are sealed before they
 * reach the database and never appear in the audit trail (only which ones are set, and which were replaced).
 */
import { and, eq } from 'drizzle-orm';
import type { ChannelKind } from '@shared/messaging/channelKinds';
import type { Tx } from '../../../db/database';
import { channelEntries, messageChannels } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { generateId } from '../../../ids';
import { secretBoxOf } from '../../../security/secretBox';
import { recordOperation } from '../../identity/common/audit';
import { channelFieldError, channelRule } from './errors';
import { channelUses, findChannel, secretsSetOf, storedSecretKeys, type ChannelRow } from './queries';
import { openSecrets, sealSecrets } from './secrets';
import { checkSettings } from './settings';

export interface ChannelInput {
  channelName: string;
  kind: ChannelKind;
  vendor: string;
  settings: Record<string, string | number | boolean>;
  clearSecrets?: string[];
  rateLimit?: number;
  status?: '0' | '1';
  remark?: string;
}

/** The audit snapshot: no secret values, no sealed blob. */
const snap = (row: ChannelRow, replaced: string[] = []) => ({
  channelName: row.channelName,
  kind: row.kind,
  vendor: row.vendor,
  settings: row.settings,
  secretsSet: secretsSetOf(row, storedSecretKeys(row)),
  ...(replaced.length ? { secretsReplaced: replaced } : {}),
  rateLimit: row.rateLimit,
  status: row.status,
  remark: row.remark,
});

const nameOf = (input: ChannelInput) => {
  const name = input.channelName.trim();
  if (!name) throw channelFieldError('channelName', 'channel.nameRequired');
  return name;
};

const boxOf = (deps: AppDeps) => secretBoxOf(deps.db, deps.config.messageSecretKey);

export const addChannel = async (deps: AppDeps, session: SessionContext, input: ChannelInput) => {
  const channelName = nameOf(input);
  const checked = checkSettings(input, {});
  const box = await boxOf(deps);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messageChannels)
      .values({
        channelId: generateId(now),
        merchantId: session.merchantId,
        channelName,
        kind: input.kind,
        vendor: input.vendor,
        settings: checked.settings,
        secrets: sealSecrets(checked.secrets, box),
        rateLimit: input.rateLimit ?? 20,
        status: input.status ?? '0',
        remark: input.remark ?? '',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const created = row as ChannelRow;
    await recordOperation(
      tx,
      session,
      {
        action: 'create',
        targetType: 'channel',
        targetId: created.channelId,
        targetName: created.channelName,
        after: snap(created),
      },
      now,
    );
    return { channelId: created.channelId };
  });
};

const own = (session: SessionContext, channelId: string) =>
  and(eq(messageChannels.merchantId, session.merchantId), eq(messageChannels.channelId, channelId));

/** Runs one change on a channel of the tenant in a transaction (row locked) and logs the field diff. */
const changeChannel = (
  deps: AppDeps,
  session: SessionContext,
  channelId: string,
  work: (tx: Tx, current: ChannelRow) => Promise<string[] | void>,
) => {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(messageChannels).where(own(session, channelId)).for('update');
    if (!current) throw notFound();
    const replaced = (await work(tx, current)) ?? [];
    const after = await findChannel(tx, session.merchantId, channelId);
    await recordOperation(
      tx,
      session,
      {
        action: after ? 'update' : 'delete',
        targetType: 'channel',
        targetId: channelId,
        targetName: current.channelName,
        before: snap(current),
        after: after ? snap(after, replaced) : undefined,
      },
      now,
    );
  });
};

export const updateChannel = async (
  deps: AppDeps,
  session: SessionContext,
  input: ChannelInput & { channelId: string },
) => {
  const channelName = nameOf(input);
  const box = await boxOf(deps);
  return changeChannel(deps, session, input.channelId, async (tx, current) => {
    // secrets the key cannot open any more are dropped here: entering them again repairs the channel
    const stored = (() => {
      try {
        return openSecrets(current, box);
      } catch {
        return {};
      }
    })();
    const checked = checkSettings(input, stored);
    await tx
      .update(messageChannels)
      .set({
        channelName,
        kind: input.kind,
        vendor: input.vendor,
        settings: checked.settings,
        secrets:
          checked.replaced.length || Object.keys(checked.secrets).join() !== storedSecretKeys(current).join()
            ? sealSecrets(checked.secrets, box)
            : current.secrets,
        rateLimit: input.rateLimit ?? current.rateLimit,
        status: input.status ?? current.status,
        remark: input.remark ?? current.remark,
        updatedAt: deps.now(),
      })
      .where(own(session, current.channelId));
    return checked.replaced;
  });
};

export const setChannelStatus = (
  deps: AppDeps,
  session: SessionContext,
  channelId: string,
  status: '0' | '1',
) =>
  changeChannel(deps, session, channelId, async (tx) => {
    await tx.update(messageChannels).set({ status, updatedAt: deps.now() }).where(own(session, channelId));
  });

/** Refused while an unfinished send task or a notification rule uses the channel (disable it instead). */
export const deleteChannel = (deps: AppDeps, session: SessionContext, channelId: string) =>
  changeChannel(deps, session, channelId, async (tx, current) => {
    const uses = await channelUses(tx, session.merchantId, channelId);
    if (uses.tasks > 0 || uses.rules > 0)
      throw channelRule('channel.inUse', { name: current.channelName, tasks: uses.tasks, rules: uses.rules });
    await tx.delete(messageChannels).where(own(session, channelId));
    await tx
      .delete(channelEntries)
      .where(and(eq(channelEntries.merchantId, session.merchantId), eq(channelEntries.channelId, channelId)));
  });
