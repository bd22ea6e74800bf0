/** The approval lists (workflow spec §2.5): to-handle, cc to me, handled, my applications, all instances. */
import { InstanceState, TaskState, TaskType } from '@shared/approval/states';
import { and, count, desc, eq, gte, ilike, inArray, lt, ne, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ApprovalRowData } from '@shared/api/modules/approval';
import { wfInstances, wfTasks } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import type { EngineInstance } from '../../../engine';
import { canQuickApprove, shownTaskState } from '../../../engine';
import { isTodoOf } from './todoRule';
import { defaultItemNameSql, itemNameFor } from '../itemName';
import { displayOfInstances } from './display';
import { withVersionStates } from './instanceStore';
import type { InstanceDisplay } from './display';

export interface ListFilter {
  pageNum?: number;
  limit?: number;
  processName?: string;
  /** 0 all, 1 ended, 2 in progress. */
  ended?: 0 | 1 | 2;
}

const instanceFilter = (filter: ListFilter): (SQL | undefined)[] => [
  filter.processName ? ilike(wfInstances.processName, `%${filter.processName}%`) : undefined,
  filter.ended === 1
    ? ne(wfInstances.state, InstanceState.UnderApproval)
    : filter.ended === 2
      ? eq(wfInstances.state, InstanceState.UnderApproval)
      : undefined,
];

type InstanceRecord = typeof wfInstances.$inferSelect;
type TaskRecord = typeof wfTasks.$inferSelect;

/** Names of the people holding open tasks, per instance. */
const handlersOf = async (deps: AppDeps, instanceIds: string[]) => {
  const map = new Map<string, { names: string[]; nodes: string[] }>();
  if (instanceIds.length === 0) return map;
  const rows = await deps.db
    .select({ instanceId: wfTasks.instanceId, name: wfTasks.assigneeName, nodeName: wfTasks.nodeName })
    .from(wfTasks)
    .where(
      and(
        inArray(wfTasks.instanceId, instanceIds),
        // an application returned to its applicant is with them
        ne(wfTasks.taskType, TaskType.Cc),
        eq(wfTasks.taskState, TaskState.Processing),
      ),
    );
  for (const row of rows) {
    const entry = map.get(row.instanceId) ?? { names: [], nodes: [] };
    if (row.name && !entry.names.includes(row.name)) entry.names.push(row.name);
    if (!entry.nodes.includes(row.nodeName)) entry.nodes.push(row.nodeName);
    map.set(row.instanceId, entry);
  }
  return map;
};

/** A delegated task reads "on behalf of X" for its delegate and "delegated to Y" for the person it was meant for. */
const delegation = (task: TaskRecord | null, viewer: string | undefined) => {
  if (!task?.onBehalfOfId) return { onBehalfOf: '', delegatedTo: '' };
  return task.onBehalfOfId === viewer
    ? { onBehalfOf: '', delegatedTo: task.assigneeName }
    : { onBehalfOf: task.onBehalfOfName, delegatedTo: '' };
};

const toRow = (
  instance: InstanceRecord,
  task: TaskRecord | null,
  handlers: Map<string, { names: string[]; nodes: string[] }>,
  display: Map<string, InstanceDisplay>,
  locale: string,
  viewer?: string,
): ApprovalRowData => {
  const current = handlers.get(instance.id);
  const itemName = itemNameFor(instance, locale);
  return {
    ...(display.get(task?.id ?? instance.id) ?? { title: itemName, summary: [] }),
    id: instance.id,
    taskId: task?.id ?? '',
    processId: instance.processId,
    processType: instance.processType,
    processName: instance.processName,
    itemName,
    degree: instance.degree,
    createTime: instance.createTime,
    endTime: instance.endTime ?? null,
    instanceState: instance.state,
    createBy: instance.createByName,
    nodeName: task?.nodeName ?? current?.nodes.join(', ') ?? '',
    taskState: task ? shownTaskState(task) : 0,
    taskType: task?.taskType ?? 0,
    isRead: task?.isRead ?? false,
    isShared: task?.shared ?? false,
    currentHandlers: current?.names.join(', ') ?? '',
    ...submitterOf(instance),
    ...delegation(task, viewer),
    canQuickApprove: task !== null && viewer !== undefined && isQuickApprovable(instance, task, viewer),
  };
};

/** An open task of the viewer's on a running instance whose flow lets it be approved from the list. */
const isQuickApprovable = (instance: InstanceRecord, task: TaskRecord, viewer: string): boolean =>
  task.taskType === TaskType.Handler &&
  task.taskState === TaskState.Processing &&
  instance.state === InstanceState.UnderApproval &&
  canQuickApprove(instance.data as EngineInstance, task.id, viewer);

/** Submit for others: the submitter's name from the instance's engine data. */
const submitterOf = (instance: InstanceRecord): { submittedBy?: string } => {
  const name = instance.submittedBy ? (instance.data as EngineInstance).submittedBy?.userName : undefined;
  return name ? { submittedBy: name } : {};
};

export const myTasks = async (
  deps: AppDeps,
  session: SessionContext,
  filter: ListFilter & { category?: 'todo' | 'cc' | 'handled' },
  locale: string,
) => {
  const pageNum = filter.pageNum ?? 1;
  const limit = filter.limit ?? 10;
  const me = session.userId;
  const category = filter.category ?? 'todo';
  const byCategory =
    category === 'cc'
      ? and(eq(wfTasks.taskType, TaskType.Cc), eq(wfTasks.assigneeId, me))
      : category === 'handled'
        ? and(
            eq(wfTasks.taskType, TaskType.Handler),
            eq(wfTasks.assigneeId, me),
            ne(wfTasks.taskState, TaskState.Processing),
            eq(wfTasks.handledBy, me),
          )
        : or(
            isTodoOf(me),
            // delegated away: the person it was meant for still sees it, read-only
            and(
              eq(wfTasks.onBehalfOfId, me),
              eq(wfTasks.taskType, TaskType.Handler),
              eq(wfTasks.taskState, TaskState.Processing),
            ),
          );
  const where = and(eq(wfTasks.merchantId, session.merchantId), byCategory, ...instanceFilter(filter));
  const [total] = await deps.db
    .select({ n: count() })
    .from(wfTasks)
    .innerJoin(wfInstances, eq(wfInstances.id, wfTasks.instanceId))
    .where(where);
  const found = await deps.db
    .select({ task: wfTasks, instance: wfInstances })
    .from(wfTasks)
    .innerJoin(wfInstances, eq(wfInstances.id, wfTasks.instanceId))
    .where(where)
    .orderBy(desc(wfTasks.startTime), desc(wfTasks.id))
    .limit(limit)
    .offset((pageNum - 1) * limit);
  const instances = await withVersionStates(
    deps.db,
    found.map((r) => r.instance),
  );
  const rows = found.map((r, i) => ({ task: r.task, instance: instances[i]! }));
  const handlers = await handlersOf(deps, [...new Set(rows.map((r) => r.instance.id))]);
  const display = await displayOfInstances(
    deps.db,
    rows.map((r) => ({ ...r.instance, taskId: r.task.id, nodeId: r.task.nodeId })),
    locale,
  );
  return {
    total: total?.n ?? 0,
    rows: rows.map((r) => toRow(r.instance, r.task, handlers, display, locale, me)),
  };
};

const instancePageWhere = async (
  deps: AppDeps,
  where: SQL | undefined,
  filter: ListFilter,
  locale: string,
) => {
  const pageNum = filter.pageNum ?? 1;
  const limit = filter.limit ?? 10;
  const [total] = await deps.db.select({ n: count() }).from(wfInstances).where(where);
  const rows = await withVersionStates(
    deps.db,
    await deps.db
      .select()
      .from(wfInstances)
      .where(where)
      .orderBy(desc(wfInstances.createTime), desc(wfInstances.id))
      .limit(limit)
      .offset((pageNum - 1) * limit),
  );
  const handlers = await handlersOf(
    deps,
    rows.map((r) => r.id),
  );
  const display = await displayOfInstances(deps.db, rows, locale);
  return { total: total?.n ?? 0, rows: rows.map((r) => toRow(r, null, handlers, display, locale)) };
};

/** The caller's applications: those they are the initiator of, and those they submitted for others. */
export const myApplications = (deps: AppDeps, session: SessionContext, filter: ListFilter, locale: string) =>
  instancePageWhere(
    deps,
    and(
      eq(wfInstances.merchantId, session.merchantId),
      or(eq(wfInstances.createBy, session.userId), eq(wfInstances.submittedBy, session.userId)),
      ...instanceFilter(filter),
    ),
    filter,
    locale,
  );

/** Filters of the administrators' instance list. */
export interface AdminFilter extends ListFilter {
  processId?: string;
  state?: number;
  initiatorId?: string;
  /** Started at or after / before (ms since epoch). */
  from?: number;
  to?: number;
  keyword?: string;
}

/** `%` and `_` typed by the user match themselves. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const allInstances = (deps: AppDeps, session: SessionContext, filter: AdminFilter, locale: string) => {
  const keyword = filter.keyword?.trim();
  return instancePageWhere(
    deps,
    and(
      eq(wfInstances.merchantId, session.merchantId),
      ...instanceFilter(filter),
      filter.processId ? eq(wfInstances.processId, filter.processId) : undefined,
      filter.state !== undefined ? eq(wfInstances.state, filter.state) : undefined,
      filter.initiatorId ? eq(wfInstances.createBy, filter.initiatorId) : undefined,
      filter.from !== undefined ? gte(wfInstances.createTime, filter.from) : undefined,
      filter.to !== undefined ? lt(wfInstances.createTime, filter.to) : undefined,
      keyword
        ? or(
            ilike(wfInstances.itemName, likeText(keyword)),
            ilike(defaultItemNameSql(locale), likeText(keyword)),
            ilike(wfInstances.processName, likeText(keyword)),
            ilike(wfInstances.createByName, likeText(keyword)),
          )
        : undefined,
    ),
    filter,
    locale,
  );
};
