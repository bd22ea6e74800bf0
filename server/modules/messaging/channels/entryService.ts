/**
 * Signs and vendor templates of SMS and voice channels (console spec §2.3 "SMS (account, sign, template), voice
 * (account, template)"): add, edit, delete, each in one transaction with its audit entry. A channel keeps exactly
 * one default per role while it has any: the first one added, the one marked, or the oldest left after a delete.
 */
import { and, eq, ne } from 'drizzle-orm';
import { entryRolesOf, type ChannelEntryRole } from '@shared/messaging/channelKinds';
import type { Tx } from '../../../db/database';
import { channelEntries } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { generateId } from '../../../ids';
import { recordOperation } from '../../identity/common/audit';
import { entriesOf, entryView, findEntry, type EntryRow } from './entryQueries';
import { channelFieldError } from './errors';
import { findChannel } from './queries';

export interface EntryInput {
  code: string;
  name?: string;
  isDefault?: boolean;
}

const checkedInput = (input: EntryInput) => {
  const code = input.code.trim();
  if (!code) throw channelFieldError('code', 'entry.codeRequired');
  return { code, name: input.name?.trim() || code };
};

const sameRole = (row: Pick<EntryRow, 'merchantId' | 'channelId' | 'role'>) =>
  and(
    eq(channelEntries.merchantId, row.merchantId),
    eq(channelEntries.channelId, row.channelId),
    eq(channelEntries.role, row.role),
  );

const refuseTakenCode = async (
  tx: Tx,
  row: Pick<EntryRow, 'merchantId' | 'channelId' | 'role'>,
  code: string,
  exceptId = '',
) => {
  const taken = (await entriesOf(tx, row.merchantId, row.channelId, row.role as ChannelEntryRole)).some(
    (e) => e.code === code && e.entryId !== exceptId,
  );
  if (taken) throw channelFieldError('code', `entry.codeTaken.${row.role}`, { code });
};

/** Makes `entryId` the only default of its role. */
const makeDefault = (tx: Tx, row: EntryRow) =>
  tx
    .update(channelEntries)
    .set({ isDefault: false })
    .where(and(sameRole(row), ne(channelEntries.entryId, row.entryId)));

/** After a change, the oldest entry of the role becomes default when none is. */
const keepOneDefault = async (tx: Tx, row: Pick<EntryRow, 'merchantId' | 'channelId' | 'role'>) => {
  const rows = await entriesOf(tx, row.merchantId, row.channelId, row.role as ChannelEntryRole);
  const [oldest] = rows;
  if (oldest && !rows.some((r) => r.isDefault))
    await tx
      .update(channelEntries)
      .set({ isDefault: true })
      .where(and(eq(channelEntries.merchantId, row.merchantId), eq(channelEntries.entryId, oldest.entryId)));
};

const audit = (
  tx: Tx,
  session: SessionContext,
  action: 'create' | 'update' | 'delete',
  row: EntryRow,
  now: Date,
  before?: EntryRow,
) =>
  recordOperation(
    tx,
    session,
    {
      action,
      targetType: 'channel',
      targetId: row.channelId,
      targetName: `${row.role}: ${row.code}`,
      ...(before ? { before: entryView(before) } : {}),
      ...(action === 'delete' ? {} : { after: entryView(row) }),
    },
    now,
  );

export const addEntry = async (
  deps: AppDeps,
  session: SessionContext,
  input: EntryInput & { channelId: string; role: ChannelEntryRole },
) => {
  const { code, name } = checkedInput(input);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const channel = await findChannel(tx, session.merchantId, input.channelId);
    if (!channel) throw notFound();
    if (!entryRolesOf(channel.kind).includes(input.role))
      throw channelFieldError('role', `entry.roleNotFor.${input.role}`, { name: channel.channelName });
    const key = { merchantId: session.merchantId, channelId: channel.channelId, role: input.role };
    await refuseTakenCode(tx, key, code);
    const [row] = await tx
      .insert(channelEntries)
      .values({ ...key, entryId: generateId(now), code, name, isDefault: !!input.isDefault, createdAt: now })
      .returning();
    const created = row as EntryRow;
    if (created.isDefault) await makeDefault(tx, created);
    await keepOneDefault(tx, key);
    await audit(tx, session, 'create', created, now);
    return { entryId: created.entryId };
  });
};

const lockedEntry = async (tx: Tx, session: SessionContext, entryId: string) => {
  const row = await findEntry(tx, session.merchantId, entryId);
  if (!row) throw notFound();
  return row;
};

export const updateEntry = async (
  deps: AppDeps,
  session: SessionContext,
  input: EntryInput & { entryId: string },
) => {
  const { code, name } = checkedInput(input);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const current = await lockedEntry(tx, session, input.entryId);
    await refuseTakenCode(tx, current, code, current.entryId);
    const isDefault = input.isDefault ?? current.isDefault;
    const [row] = await tx
      .update(channelEntries)
      .set({ code, name, isDefault })
      .where(
        and(eq(channelEntries.merchantId, session.merchantId), eq(channelEntries.entryId, current.entryId)),
      )
      .returning();
    const updated = row as EntryRow;
    if (updated.isDefault) await makeDefault(tx, updated);
    await keepOneDefault(tx, updated);
    await audit(tx, session, 'update', updated, now, current);
  });
};

export const deleteEntry = async (deps: AppDeps, session: SessionContext, entryId: string) => {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const current = await lockedEntry(tx, session, entryId);
    await tx
      .delete(channelEntries)
      .where(and(eq(channelEntries.merchantId, session.merchantId), eq(channelEntries.entryId, entryId)));
    await keepOneDefault(tx, current);
    await audit(tx, session, 'delete', current, now, current);
  });
};
