/**
 * Reminders to fill in (workflow spec §2.6): at a reminder card's day and time, the named people who have not
 * submitted an application of the flow in the current period get an in-app letter. Each reminder fires once per
 * period: the run row `<processId>:<reminderId>:<period>` is inserted with the letters in one transaction, so a
 * second server instance, a second tick or a restart finds it and sends nothing. Times are read in UTC.
 */
import { and, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { FlowReminder, NamedRef } from '@shared/flow/types';
import type { Tx } from '../../../db/database';
import { wfInstances, wfProcesses, wfProcessVersions, wfReminderRuns } from '../../../db/schema';
import type { AppDeps } from '../../../http/context';
import { sendLetters } from '../../messaging/sendLetters';
import { readersOf } from '../../messaging/readerLocales';
import { writeApprovalNotifications } from '../../messaging/notifyRules/approvalNotifications';
import { directoryOf, loadPeople } from '../directory';
import { startPeriodic } from '../periodic';

const DAY_MS = 86_400_000;

/** A reminder due now: the period it fires for and when that period began (ms). */
export interface DuePeriod {
  period: string;
  periodStart: number;
}

const refsOf = (value: unknown): NamedRef[] =>
  Array.isArray(value)
    ? value.flatMap((item: unknown) => {
        const ref = item as Partial<NamedRef> | null;
        return ref && typeof ref.id === 'string' ? [{ id: ref.id, name: String(ref.name ?? ref.id) }] : [];
      })
    : [];

/** The reminders stored in a settings bag, read defensively (the bag is free-form JSON). */
export const remindersOf = (settings: Record<string, unknown>): FlowReminder[] =>
  (Array.isArray(settings.reminders) ? (settings.reminders as unknown[]) : []).flatMap((item) => {
    const r = item as Partial<FlowReminder> | null;
    if (!r || typeof r.id !== 'string' || typeof r.time !== 'string' || !/^\d{2}:\d{2}$/.test(r.time))
      return [];
    const who = (r.who ?? {}) as Partial<Record<'members' | 'roles' | 'organisations', unknown>>;
    return [
      {
        id: r.id,
        day: Number.isInteger(r.day) ? Number(r.day) : 0,
        time: r.time,
        isEnabled: r.isEnabled === true,
        who: {
          members: refsOf(who.members),
          roles: refsOf(who.roles),
          organisations: refsOf(who.organisations),
        },
        message: typeof r.message === 'string' ? r.message.slice(0, 500) : '',
      },
    ];
  });

/**
 * Whether the reminder is due at `now` and for which period: day 0 fires on each working day (Monday to Friday)
 * from its time until the day ends, for that day; day N fires from day N's time until the month ends, for that
 * month (so a server that was down at the time still sends it once it is back).
 */
export const duePeriod = (reminder: FlowReminder, now: number): DuePeriod | null => {
  const date = new Date(now);
  const [hours = 0, minutes = 0] = reminder.time.split(':').map(Number);
  const dayStart = now - (now % DAY_MS);
  const iso = date.toISOString();
  if (reminder.day === 0) {
    const weekday = date.getUTCDay();
    if (weekday === 0 || weekday === 6) return null;
    if (now < dayStart + (hours * 60 + minutes) * 60_000) return null;
    return { period: iso.slice(0, 10), periodStart: dayStart };
  }
  const monthStart = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  const due = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), reminder.day, hours, minutes);
  if (now < due) return null;
  return { period: iso.slice(0, 7), periodStart: monthStart };
};

interface PublishedFlow {
  id: string;
  merchantId: string;
  processName: string;
  settings: Record<string, unknown>;
}

/** Published flows with reminders, with the settings of their latest version. */
const flowsWithReminders = async (deps: AppDeps): Promise<PublishedFlow[]> => {
  const rows = await deps.db
    .select({
      id: wfProcesses.id,
      merchantId: wfProcesses.merchantId,
      processName: wfProcesses.processName,
      settings: wfProcessVersions.settings,
    })
    .from(wfProcesses)
    .innerJoin(
      wfProcessVersions,
      and(
        eq(wfProcessVersions.processId, wfProcesses.id),
        eq(wfProcessVersions.merchantId, wfProcesses.merchantId),
        eq(wfProcessVersions.version, wfProcesses.version),
      ),
    )
    .where(
      and(
        gt(wfProcesses.version, 0),
        sql`jsonb_array_length(coalesce(${wfProcessVersions.settings} -> 'reminders', '[]'::jsonb)) > 0`,
      ),
    );
  return rows;
};

/** The reminder's people who have not submitted an application of the flow since the period began. */
const laggards = async (
  source: { db: Tx; cache: AppDeps['cache'] },
  flow: PublishedFlow,
  reminder: FlowReminder,
  since: number,
) => {
  const tx = source.db;
  const people = await loadPeople(source, flow.merchantId);
  const directory = directoryOf(people);
  const who = reminder.who ?? { members: [], roles: [], organisations: [] };
  const named = [
    ...who.members.flatMap((ref) => (people.users.has(ref.id) ? [ref.id] : [])),
    ...directory.usersOfRoles(who.roles.map((ref) => ref.id)).map((user) => user.userId),
    ...directory.usersOfOrganisations(who.organisations.map((ref) => ref.id)).map((user) => user.userId),
  ];
  const ids = [...new Set(named)];
  if (ids.length === 0) return [];
  const submitted = await tx
    .selectDistinct({ userId: wfInstances.createBy })
    .from(wfInstances)
    .where(
      and(
        eq(wfInstances.merchantId, flow.merchantId),
        eq(wfInstances.processId, flow.id),
        inArray(wfInstances.createBy, ids),
        gte(wfInstances.createTime, since),
      ),
    );
  const done = new Set(submitted.map((row) => row.userId));
  return ids.filter((id) => !done.has(id));
};

/** Fires one reminder for one period, once: answers the letters sent (0 when it had fired already). */
const fire = async (deps: AppDeps, flow: PublishedFlow, reminder: FlowReminder, due: DuePeriod, now: Date) =>
  deps.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(wfReminderRuns)
      .values({
        id: `${flow.id}:${reminder.id}:${due.period}`,
        merchantId: flow.merchantId,
        processId: flow.id,
        reminderId: reminder.id,
        period: due.period,
      })
      .onConflictDoNothing()
      .returning({ id: wfReminderRuns.id });
    const run = claimed[0];
    if (!run) return 0;
    const to = await laggards({ db: tx, cache: deps.cache }, flow, reminder, due.periodStart);
    const params = { processName: flow.processName };
    const readers = await readersOf(tx, flow.merchantId, to);
    // the send task's name is read by the tenant's administrators: in the tenant's default language
    const t = readers.translatorOf('');
    await sendLetters(
      tx,
      to.map((userId) => ({
        merchantId: flow.merchantId,
        userId,
        category: 'approval.fillReminder',
        title: readers.translatorOf(userId)('approval:fillReminder.letterTitle', params),
        content:
          reminder.message?.trim() ||
          readers.translatorOf(userId)('approval:fillReminder.letterContent', params),
      })),
      now,
    );
    // the tenant's notification rule for this event sends the same reminder by mail, robot or SMS too
    await writeApprovalNotifications(
      tx,
      to.map((userId) => ({
        kind: 'letter' as const,
        to: userId,
        template: 'fillReminder' as const,
        params: {},
      })),
      {
        merchantId: flow.merchantId,
        processId: flow.id,
        processName: flow.processName,
        now,
        t,
        applicantId: '',
        actorName: '',
        consoleUrl: deps.config.publicUrl,
      },
    );
    await tx
      .update(wfReminderRuns)
      .set({ sent: to.length })
      .where(and(eq(wfReminderRuns.id, run.id), eq(wfReminderRuns.merchantId, flow.merchantId)));
    return to.length;
  });

/** Fires every enabled reminder that is due at `now` and has not fired for its period; answers the letters sent. */
export const runDueReminders = async (deps: AppDeps, now: Date = deps.now()): Promise<number> => {
  let sent = 0;
  for (const flow of await flowsWithReminders(deps)) {
    for (const reminder of remindersOf(flow.settings)) {
      if (!reminder.isEnabled) continue;
      const due = duePeriod(reminder, now.getTime());
      if (due) sent += await fire(deps, flow, reminder, due, now);
    }
  }
  return sent;
};

/** Checks the reminders every `intervalMs` until stopped. */
export const startReminderWorker = (deps: AppDeps, intervalMs = 30_000) =>
  startPeriodic(() => runDueReminders(deps), intervalMs);
