/**
 * Persistence of engine results: the instance row (JSON state + version, locked FOR UPDATE by every action)
 * and one row per task, written with an optimistic `version` check so a task is changed once.
 */
import { InstanceState } from '@shared/approval/states';
import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FormDocument } from '@shared/form';
import type { FlowNode, FlowSettings } from '@shared/flow/types';
import type { Db, Tx } from '../../../db/database';
import { wfInstances, wfProcessVersions, wfTasks } from '../../../db/schema';
import type { EngineInstance, EngineSuccess, EngineTask } from '../../../engine';
import { parseFormDocument } from '../forms/formRules';
import { preparedStatement } from '../../../db/preparedStatement';
import { hasSqlState } from '../../../db/sqlState';
import { insertLetters, letterValues } from '../../messaging/sendLetters';
import type { NewLetter } from '../../messaging/sendLetters';
import { isTodoOf } from './todoRule';
import { deepFreeze } from '../../../cache/deepFreeze';
import { settingsOf } from '../../../engine/run';

export type InstanceRecord = typeof wfInstances.$inferSelect;

/**
 * The SQLSTATE of a step written over rows that changed under it (`wf_step_written`, migration 0031): the caller
 * answers 'already handled'. It may arrive with a later statement of the transaction, its COMMIT included.
 */
const STALE_STEP = 'WF409';

export const isStaleStep = (error: unknown) => hasSqlState(error, STALE_STEP);

/** What an action needs of the instance row it locks. */
export type LockedInstance = Pick<
  InstanceRecord,
  | 'id'
  | 'merchantId'
  | 'processId'
  | 'versionId'
  | 'processName'
  | 'itemName'
  | 'createBy'
  | 'version'
  | 'data'
>;

/*
 * The statements every action runs are written out by hand and prepared once per connection: they are the hot
 * path of the engine (one action = lock + save), and building them with the query builder cost more Node CPU
 * than the rest of the action.
 */
const lockedColumns =
  sql.raw(`id, merchant_id as "merchantId", process_id as "processId", version_id as "versionId",
  process_name as "processName", item_name as "itemName", create_by as "createBy", version, data`);
const merchantId = sql.placeholder('merchantId');

const lockById = preparedStatement<LockedInstance>(
  'approval_lock_instance',
  sql`select ${lockedColumns} from wf_instances
  where id = ${sql.placeholder('id')} and merchant_id = ${merchantId} for update`,
);

/** Locks the instance row for the rest of the transaction; null when it is not the tenant's. */
export const lockInstance = async (tx: Tx, merchant: string, id: string): Promise<LockedInstance | null> =>
  withVersionState(tx, (await lockById(tx, { merchantId: merchant, id }))[0]);

const lockByTask = preparedStatement<LockedInstance>(
  'approval_lock_instance_of_task',
  sql`select ${lockedColumns} from wf_instances
  where id = (select instance_id from wf_tasks where id = ${sql.placeholder('taskId')} and merchant_id = ${merchantId})
    and merchant_id = ${merchantId} for update`,
);

/**
 * Locks the instance of a task in one statement (the task lookup is a sub-select evaluated once, then the
 * instance row is found by its key and locked); null when the task is not the tenant's.
 */
export const lockInstanceOfTask = async (
  tx: Tx,
  merchant: string,
  taskId: string,
): Promise<LockedInstance | null> =>
  withVersionState(tx, (await lockByTask(tx, { merchantId: merchant, taskId }))[0]);

export const readInstance = async (
  db: Db | Tx,
  merchantId: string,
  id: string,
): Promise<InstanceRecord | null> => {
  const [row] = await db
    .select()
    .from(wfInstances)
    .where(and(eq(wfInstances.id, id), eq(wfInstances.merchantId, merchantId)));
  return withVersionState(db, row);
};

/** The engine state of a row read through this module (complete, see `withVersionState`). */
export const engineStateOf = (row: Pick<InstanceRecord, 'data'>): EngineInstance =>
  row.data as EngineInstance;

/**
 * An instance's state with its flow tree and settings. A row leaves them out when they are its version's
 * (`slimState`), and gets the version's back here; rows written before that, and rows whose tree or settings are
 * not their version's (a migrated instance keeps those it was moved to), carry their own.
 */
export const stateWithVersion = (
  data: unknown,
  version: Pick<FrozenVersion, 'tree' | 'settings'>,
): EngineInstance => {
  const state = data as EngineInstance;
  const tree = state.tree ?? version.tree ?? undefined;
  const settings = state.settings ?? version.settings ?? undefined;
  return tree === state.tree && settings === state.settings
    ? state
    : ({ ...state, tree, settings } as EngineInstance);
};

const isSameSettings = (a: FlowSettings, b: FlowSettings) => {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) if (a[key as keyof FlowSettings] !== b[key as keyof FlowSettings]) return false;
  return true;
};

/**
 * What an instance's row stores of its state: everything but the flow tree when the tree is its version's own
 * (the frozen object `frozenVersion` hands out; versions never change), and but the settings when they are the
 * version's. Every step reads and rewrites the row, and neither grows with the application: the tree is 600 and
 * the settings 560 of the 2,900 characters of a three-step flow's state, and a flow with branches has a far larger
 * tree (issue 31).
 */
export const slimState = (state: EngineInstance, version: Pick<FrozenVersion, 'tree' | 'settings'>) => {
  const isVersionTree = version.tree !== null && state.tree === version.tree;
  const isVersionSettings = version.settings !== null && isSameSettings(state.settings, version.settings);
  if (!isVersionTree && !isVersionSettings) return state;
  return {
    ...state,
    tree: isVersionTree ? undefined : state.tree,
    settings: isVersionSettings ? undefined : state.settings,
  };
};

/** Rows of a list with their states complete (`withVersionState`), in their order. */
export const withVersionStates = async <R extends { versionId: string; data: unknown }>(
  db: Db | Tx,
  rows: R[],
): Promise<R[]> => {
  const out: R[] = [];
  for (const row of rows) out.push((await withVersionState(db, row))!);
  return out;
};

/** `row` with its state complete (`stateWithVersion`); null for no row. */
export const withVersionState = async <R extends { versionId: string; data: unknown }>(
  db: Db | Tx,
  row: R | undefined,
): Promise<R | null> => {
  if (!row) return null;
  const state = row.data as Partial<EngineInstance>;
  if (state.tree !== undefined && state.settings !== undefined) return row;
  return { ...row, data: stateWithVersion(row.data, await frozenVersion(db, row.versionId)) };
};

/**
 * A task as one element of the json array its row is written from (`taskRows`), keyed by column name; the tenant
 * and the instance come from the statement's own parameters. Written out field by field: it runs for every
 * changed task of every step.
 */
export const taskRecord = (task: EngineTask) => ({
  id: task.id,
  node_id: task.nodeId,
  node_name: task.nodeName,
  task_type: task.taskType,
  assignee_id: task.assignee?.userId ?? '',
  assignee_name: task.assignee?.userName ?? '',
  candidate_ids: task.candidates.map((c) => c.userId),
  task_state: task.taskState,
  start_time: task.startTime,
  end_time: task.endTime,
  comment: task.comment ?? '',
  handled_by: task.handledBy ?? '',
  is_read: task.isRead ?? false,
  shared: task.shared ?? false,
  on_behalf_of_id: task.onBehalfOf?.userId ?? '',
  on_behalf_of_name: task.onBehalfOf?.userName ?? '',
  version: task.version,
  overdue_at: task.overdueAt ?? null,
});

/** The columns of a task row, in the order `taskRows` gives them. */
const taskColumns =
  sql.raw(`id, merchant_id, instance_id, node_id, node_name, task_type, assignee_id, assignee_name,
  candidate_ids, task_state, start_time, end_time, comment, handled_by, is_read, shared, on_behalf_of_id, on_behalf_of_name,
  version, overdue_at`);

/** Task rows of the instance `id` from the json array `tasks` of `taskRecord`s. */
const taskRows = sql`select t.id, ${merchantId}, ${sql.placeholder('id')}, t.node_id, t.node_name, t.task_type, t.assignee_id,
    t.assignee_name, t.candidate_ids, t.task_state, t.start_time, t.end_time, t.comment, t.handled_by, t.is_read, t.shared,
    t.on_behalf_of_id, t.on_behalf_of_name, t.version, t.overdue_at
  from json_to_recordset(${sql.placeholder('tasks')}::json) as t(id text, node_id text, node_name text, task_type integer,
    assignee_id text, assignee_name text, candidate_ids jsonb, task_state integer, start_time bigint, end_time bigint,
    comment text, handled_by text, is_read boolean, shared boolean, on_behalf_of_id text, on_behalf_of_name text,
    version integer, overdue_at bigint)`;

const insertTasks = preparedStatement(
  'approval_insert_tasks',
  sql`insert into wf_tasks (${taskColumns}) ${taskRows}`,
);

/** The step's statement around the instance's UPDATE `moved` (version-checked, returning the id it wrote). */
const saveStatement = (name: string, moved: SQL) =>
  preparedStatement<{ tasks: number }>(
    name,
    sql`with moved as (${moved}), written as (
    insert into wf_tasks (${taskColumns}) ${taskRows}
    on conflict (id, merchant_id) do update set node_id = excluded.node_id, node_name = excluded.node_name, task_type = excluded.task_type,
      assignee_id = excluded.assignee_id, assignee_name = excluded.assignee_name, candidate_ids = excluded.candidate_ids,
      task_state = excluded.task_state, start_time = excluded.start_time, end_time = excluded.end_time, comment = excluded.comment,
      handled_by = excluded.handled_by, is_read = excluded.is_read, shared = excluded.shared, version = excluded.version,
      overdue_at = excluded.overdue_at
    where wf_tasks.version = (${sql.placeholder('expected')}::jsonb ->> wf_tasks.id)::integer
    returning id
  ), lettered as (${insertLetters})
  select wf_step_written((select count(*) from moved)::int, (select count(*) from written)::int,
    ${sql.placeholder('taskCount')}::int) as tasks`,
    { sendWithNext: true },
  );

const instanceKey = sql`id = ${sql.placeholder('id')} and merchant_id = ${merchantId} and version = ${sql.placeholder('versionBefore')}`;

const save = saveStatement(
  'approval_save_step',
  sql`update wf_instances set data = ${sql.placeholder('data')}::json, version = ${sql.placeholder('version')},
    state = ${sql.placeholder('state')}, end_time = ${sql.placeholder('endTime')}
  where ${instanceKey} returning id`,
);

/**
 * The same when the step leaves the instance's state and end time as they were (most steps): the UPDATE does not
 * name them, so PostgreSQL does not even consider `wf_finish_rollup_restate` (AFTER UPDATE OF state), whose WHEN
 * clause it would otherwise read and check for every step.
 */
const saveKeepingState = saveStatement(
  'approval_save_step_same_state',
  sql`update wf_instances set data = ${sql.placeholder('data')}::json, version = ${sql.placeholder('version')}
  where ${instanceKey} returning id`,
);

/**
 * Writes the step in one statement: the instance UPDATE (version-checked), one INSERT … ON CONFLICT DO UPDATE
 * for the changed tasks and the letters' INSERT, as data-modifying CTEs. The tasks travel as one json array, so
 * the text is the same for every action. An existing task row is only overwritten while its stored version is the
 * one this step read (`expected`, by task id); a new task is not in `expected` and never overwrites anything.
 * A short count fails the statement (`isStaleStep`), so the transaction cannot commit. Nothing waits for its answer:
 * on PostgreSQL it goes out with the transaction's next statement, usually its COMMIT (`sendWithNext`).
 */
export const saveResult = async (
  tx: Tx,
  row: LockedInstance,
  result: EngineSuccess,
  letters: NewLetter[],
  now: Date,
  version: Pick<FrozenVersion, 'tree' | 'settings'>,
) => {
  const instance = result.instance;
  const before = engineStateOf(row);
  const known = new Map(before.tasks.map((task) => [task.id, task.version]));
  const expected: Record<string, number> = {};
  for (const task of result.tasks) {
    const before = known.get(task.id);
    if (before !== undefined) expected[task.id] = before;
  }
  const keepsState = instance.state === before.state && instance.endTime === before.endTime;
  await (keepsState ? saveKeepingState : save)(tx, {
    data: JSON.stringify(slimState(instance, version)),
    version: instance.version,
    state: instance.state,
    endTime: instance.endTime,
    id: row.id,
    versionBefore: row.version,
    merchantId: row.merchantId,
    tasks: JSON.stringify(result.tasks.map(taskRecord)),
    expected: JSON.stringify(expected),
    taskCount: result.tasks.length,
    ...letterValues(letters, now),
  });
};

export const insertInstance = async (
  tx: Tx,
  values: typeof wfInstances.$inferInsert,
  tasks: EngineTask[],
) => {
  await tx.insert(wfInstances).values(values);
  if (tasks.length > 0)
    await insertTasks(tx, {
      merchantId: values.merchantId,
      id: values.id,
      tasks: JSON.stringify(tasks.map(taskRecord)),
    });
};

/** What an instance needs of the version it runs on: its forms, display mode, flow tree and settings. */
export interface FrozenVersion {
  documents: FormDocument[];
  forms: { id: string; formName: string; jsonContent: string }[];
  displayMode: string;
  /**
   * The version's flow tree, parsed once and frozen all the way down: every instance on the version shares this
   * object (null when the version is unknown or its model unreadable).
   */
  tree: FlowNode | null;
  /** The version's flow settings as an instance on it starts with them (`settingsOf`), frozen; null when unknown. */
  settings: FlowSettings | null;
}

const treeOf = (modelContent: string | undefined): FlowNode | null => {
  if (modelContent === undefined) return null;
  try {
    const tree = JSON.parse(modelContent) as unknown;
    return tree !== null && typeof tree === 'object' ? deepFreeze(tree as FlowNode) : null;
  } catch {
    return null;
  }
};

/** Versions never change once published, so what instances need of them is read once and kept in memory. */
const versionCache = new Map<string, FrozenVersion>();

export const frozenVersion = async (db: Db | Tx, versionId: string): Promise<FrozenVersion> => {
  const cached = versionCache.get(versionId);
  if (cached) return cached;
  const [row] = await db
    .select({
      forms: wfProcessVersions.forms,
      displayMode: wfProcessVersions.displayMode,
      modelContent: wfProcessVersions.modelContent,
      settings: wfProcessVersions.settings,
    })
    .from(wfProcessVersions)
    .where(eq(wfProcessVersions.id, versionId));
  const forms = row?.forms ?? [];
  const value: FrozenVersion = {
    forms,
    displayMode: row?.displayMode ?? '1',
    tree: treeOf(row?.modelContent),
    settings: row ? deepFreeze(settingsOf(row.settings as Partial<FlowSettings>)) : null,
    documents: forms.flatMap((form) => {
      const document = parseFormDocument(form.jsonContent);
      return document ? [document] : [];
    }),
  };
  if (versionCache.size > 500) versionCache.clear();
  versionCache.set(versionId, value);
  return value;
};

const counts = preparedStatement<{ myTaskCount: number; myApprovalCount: number }>(
  'approval_counts_of_user',
  sql`select
    (select count(*)::int from ${wfTasks} where ${wfTasks.merchantId} = ${merchantId}
      and ${isTodoOf(sql.placeholder('userId'))}) as "myTaskCount",
    (select count(*)::int from ${wfInstances} where ${wfInstances.merchantId} = ${merchantId}
      and ${wfInstances.createBy} = ${sql.placeholder('userId')} and ${wfInstances.state} = ${InstanceState.UnderApproval}) as "myApprovalCount"`,
);

/**
 * Counts for getInfo, read on every call in one prepared statement: the user's to-dos (as the to-do list counts
 * them), running applications of the user.
 */
export const countsOf = async (db: Db, merchant: string, userId: string) => {
  const [row] = await counts(db, { merchantId: merchant, userId });
  return { myTaskCount: row?.myTaskCount ?? 0, myApprovalCount: row?.myApprovalCount ?? 0 };
};
