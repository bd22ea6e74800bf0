/**
 * Persistence of engine results: the instance row (JSON state + version, locked FOR UPDATE by every action)
 * and one row per task, written with an optimistic `version` check so a task is changed once.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import type { FormDocument } from '@shared/form';
import type { Db, Tx } from '../../../db/database';
import { wfInstances, wfProcessVersions, wfTasks } from '../../../db/schema';
import type { EngineInstance, EngineSuccess, EngineTask } from '../../../engine';
import { parseFormDocument } from '../forms/formRules';

export type InstanceRecord = typeof wfInstances.$inferSelect;

/** Thrown inside a transaction when a task row changed under us: the caller answers 'already handled'. */
export class StaleTaskError extends Error {
  constructor(readonly taskId: string) {
    super(`task ${taskId} changed concurrently`);
  }
}

export const taskRow = (merchantId: string, instanceId: string, task: EngineTask): typeof wfTasks.$inferInsert => ({
  id: task.id,
  merchantId,
  instanceId,
  nodeId: task.nodeId,
  nodeName: task.nodeName,
  taskType: task.taskType,
  assigneeId: task.assignee?.userId ?? '',
  assigneeName: task.assignee?.userName ?? '',
  candidateIds: task.candidates.map((c) => c.userId),
  taskState: task.taskState,
  startTime: task.startTime,
  endTime: task.endTime,
  comment: task.comment,
  handledBy: task.handledBy ?? '',
  isRead: task.isRead ?? false,
  version: task.version,
});

/** Locks the instance row for the rest of the transaction; null when it is not the tenant's. */
export const lockInstance = async (tx: Tx, merchantId: string, id: string): Promise<InstanceRecord | null> => {
  const [row] = await tx.select().from(wfInstances).where(and(eq(wfInstances.id, id), eq(wfInstances.merchantId, merchantId))).for('update');
  return row ?? null;
};

/**
 * Locks the instance of a task in one statement (the task lookup is a sub-select evaluated once, then the
 * instance row is found by its key and locked); null when the task is not the tenant's.
 */
export const lockInstanceOfTask = async (tx: Tx, merchantId: string, taskId: string): Promise<InstanceRecord | null> => {
  const instanceOfTask = tx.select({ instanceId: wfTasks.instanceId }).from(wfTasks)
    .where(and(eq(wfTasks.id, taskId), eq(wfTasks.merchantId, merchantId)));
  const [row] = await tx.select().from(wfInstances)
    .where(and(eq(wfInstances.id, sql`${instanceOfTask}`), eq(wfInstances.merchantId, merchantId))).for('update');
  return row ?? null;
};

export const readInstance = async (db: Db | Tx, merchantId: string, id: string): Promise<InstanceRecord | null> => {
  const [row] = await db.select().from(wfInstances).where(and(eq(wfInstances.id, id), eq(wfInstances.merchantId, merchantId)));
  return row ?? null;
};

export const engineStateOf = (row: InstanceRecord): EngineInstance => row.data as EngineInstance;

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

/** Task columns an upsert overwrites (everything but the keys). */
const upsertSet = {
  nodeId: excluded('node_id'), nodeName: excluded('node_name'), taskType: excluded('task_type'),
  assigneeId: excluded('assignee_id'), assigneeName: excluded('assignee_name'), candidateIds: excluded('candidate_ids'),
  taskState: excluded('task_state'), startTime: excluded('start_time'), endTime: excluded('end_time'),
  comment: excluded('comment'), handledBy: excluded('handled_by'), isRead: excluded('is_read'), version: excluded('version'),
};

/**
 * Writes the new instance state and the changed tasks in one statement: the instance UPDATE (version-checked)
 * and one multi-row INSERT … ON CONFLICT DO UPDATE for the tasks, as data-modifying CTEs. An existing task row
 * is only overwritten while its stored version is the one this step read; a new task never overwrites anything.
 * A short count aborts the transaction.
 */
export const saveResult = async (tx: Tx, row: InstanceRecord, result: EngineSuccess) => {
  const instance = result.instance;
  const moveInstance = tx.update(wfInstances)
    .set({ data: instance, version: instance.version, state: instance.state, endTime: instance.endTime })
    .where(and(eq(wfInstances.id, row.id), eq(wfInstances.version, row.version)))
    .returning({ id: wfInstances.id });
  if (result.tasks.length === 0) {
    if ((await moveInstance).length !== 1) throw new StaleTaskError(row.id);
    return;
  }
  const known = new Map(engineStateOf(row).tasks.map((task) => [task.id, task.version]));
  const expected = result.tasks.flatMap((task) => {
    const before = known.get(task.id);
    return before === undefined ? [] : [and(eq(wfTasks.id, task.id), eq(wfTasks.version, before))];
  });
  const writeTasks = tx.insert(wfTasks)
    .values(result.tasks.map((task) => taskRow(row.merchantId, row.id, task)))
    .onConflictDoUpdate({ target: wfTasks.id, set: upsertSet, setWhere: expected.length > 0 ? or(...expected) : sql`false` })
    .returning({ id: wfTasks.id });
  const answer = await tx.execute(sql`with moved as ${moveInstance}, written as ${writeTasks}
    select (select count(*) from moved)::int as instances, (select count(*) from written)::int as tasks`);
  const [counts] = (answer as { rows: { instances: number; tasks: number }[] }).rows;
  if (counts?.instances !== 1 || counts.tasks !== result.tasks.length) throw new StaleTaskError(row.id);
};

export const insertInstance = async (tx: Tx, values: typeof wfInstances.$inferInsert, tasks: EngineTask[]) => {
  await tx.insert(wfInstances).values(values);
  if (tasks.length > 0) await tx.insert(wfTasks).values(tasks.map((task) => taskRow(values.merchantId, values.id, task)));
};

export interface VersionForms {
  documents: FormDocument[];
  forms: { id: string; formName: string; jsonContent: string }[];
  displayMode: string;
}

/** Frozen versions never change, so their parsed forms are kept in memory. */
const versionCache = new Map<string, VersionForms>();

export const formsOfVersion = async (db: Db | Tx, versionId: string): Promise<VersionForms> => {
  const cached = versionCache.get(versionId);
  if (cached) return cached;
  const [row] = await db.select({ forms: wfProcessVersions.forms, displayMode: wfProcessVersions.displayMode })
    .from(wfProcessVersions).where(eq(wfProcessVersions.id, versionId));
  const forms = row?.forms ?? [];
  const value: VersionForms = {
    forms,
    displayMode: row?.displayMode ?? '1',
    documents: forms.flatMap((form) => {
      const document = parseFormDocument(form.jsonContent);
      return document ? [document] : [];
    }),
  };
  if (versionCache.size > 500) versionCache.clear();
  versionCache.set(versionId, value);
  return value;
};

/**
 * Users whose getInfo counters a write may change: the instance's initiator (running applications) and whoever was
 * or now is the assignee of a written task (open tasks). They are published as `scope.tasks` after the commit.
 */
export const counterHolders = (createBy: string, before: readonly EngineTask[], written: readonly EngineTask[]): string[] => {
  const writtenIds = new Set(written.map((task) => task.id));
  const assignees = [...written, ...before.filter((task) => writtenIds.has(task.id))].map((task) => task.assignee?.userId ?? '');
  return [...new Set([createBy, ...assignees].filter(Boolean))];
};

/** Counts for getInfo: open tasks of the user, running applications of the user. */
export const countsOf = async (db: Db, merchantId: string, userId: string) => {
  const [tasks] = await db.select({ n: sql<number>`count(*)::int` }).from(wfTasks)
    .where(and(eq(wfTasks.merchantId, merchantId), eq(wfTasks.assigneeId, userId), eq(wfTasks.taskType, 1), eq(wfTasks.taskState, 0)));
  const [running] = await db.select({ n: sql<number>`count(*)::int` }).from(wfInstances)
    .where(and(eq(wfInstances.merchantId, merchantId), eq(wfInstances.createBy, userId), eq(wfInstances.state, 0)));
  return { myTaskCount: tasks?.n ?? 0, myApprovalCount: running?.n ?? 0 };
};
