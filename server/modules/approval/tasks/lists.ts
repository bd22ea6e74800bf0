/** The approval lists (workflow spec §2.5): to-handle, cc to me, handled, my applications, all instances. */
import { InstanceState, TaskState, TaskType } from '@shared/approval/states';
import { and, count, desc, eq, ilike, inArray, ne } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ApprovalRowData } from '@shared/api/modules/approval';
import { wfInstances, wfTasks } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { shownTaskState } from '../../../engine';
import { isTodoOf } from './todoRule';

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
        eq(wfTasks.taskType, TaskType.Handler),
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

const toRow = (
  instance: InstanceRecord,
  task: TaskRecord | null,
  handlers: Map<string, { names: string[]; nodes: string[] }>,
): ApprovalRowData => {
  const current = handlers.get(instance.id);
  return {
    id: instance.id,
    taskId: task?.id ?? '',
    processId: instance.processId,
    processType: instance.processType,
    processName: instance.processName,
    itemName: instance.itemName,
    degree: instance.degree,
    createTime: instance.createTime,
    endTime: instance.endTime ?? null,
    instanceState: instance.state,
    createBy: instance.createByName,
    nodeName: task?.nodeName ?? current?.nodes.join(', ') ?? '',
    taskState: task ? shownTaskState(task) : 0,
    taskType: task?.taskType ?? 0,
    isRead: task?.isRead ?? false,
    currentHandlers: current?.names.join(', ') ?? '',
  };
};

export const myTasks = async (
  deps: AppDeps,
  session: SessionContext,
  filter: ListFilter & { category?: 'todo' | 'cc' | 'handled' },
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
        : isTodoOf(me);
  const where = and(eq(wfTasks.merchantId, session.merchantId), byCategory, ...instanceFilter(filter));
  const [total] = await deps.db
    .select({ n: count() })
    .from(wfTasks)
    .innerJoin(wfInstances, eq(wfInstances.id, wfTasks.instanceId))
    .where(where);
  const rows = await deps.db
    .select({ task: wfTasks, instance: wfInstances })
    .from(wfTasks)
    .innerJoin(wfInstances, eq(wfInstances.id, wfTasks.instanceId))
    .where(where)
    .orderBy(desc(wfTasks.startTime), desc(wfTasks.id))
    .limit(limit)
    .offset((pageNum - 1) * limit);
  const handlers = await handlersOf(deps, [...new Set(rows.map((r) => r.instance.id))]);
  return { total: total?.n ?? 0, rows: rows.map((r) => toRow(r.instance, r.task, handlers)) };
};

const instancePageWhere = async (deps: AppDeps, where: SQL | undefined, filter: ListFilter) => {
  const pageNum = filter.pageNum ?? 1;
  const limit = filter.limit ?? 10;
  const [total] = await deps.db.select({ n: count() }).from(wfInstances).where(where);
  const rows = await deps.db
    .select()
    .from(wfInstances)
    .where(where)
    .orderBy(desc(wfInstances.createTime), desc(wfInstances.id))
    .limit(limit)
    .offset((pageNum - 1) * limit);
  const handlers = await handlersOf(
    deps,
    rows.map((r) => r.id),
  );
  return { total: total?.n ?? 0, rows: rows.map((r) => toRow(r, null, handlers)) };
};

export const myApplications = (deps: AppDeps, session: SessionContext, filter: ListFilter) =>
  instancePageWhere(
    deps,
    and(
      eq(wfInstances.merchantId, session.merchantId),
      eq(wfInstances.createBy, session.userId),
      ...instanceFilter(filter),
    ),
    filter,
  );

export const allInstances = (deps: AppDeps, session: SessionContext, filter: ListFilter) =>
  instancePageWhere(
    deps,
    and(eq(wfInstances.merchantId, session.merchantId), ...instanceFilter(filter)),
    filter,
  );
