/**
 * Efficiency diagnosis of one flow (workflow spec §6 "efficiency diagnosis", §4.1 times in seconds): where its
 * approvals wait, per node, over a period. Refused while the flow's "efficiency diagnosis" setting is off.
 *
 * What is measured, for the instances of the flow started in the period:
 * - time to finish: from the instance's start to its end, for the instances that ended (any end state);
 * - a node's tasks: its handler tasks (approver and handler nodes; not the initiator, not cc);
 * - waiting time of a task: from its start to its end, or to now while it is open;
 * - medians and p90 are PostgreSQL's `percentile_cont` (linear interpolation between the two nearest values).
 */
import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from '../../contract';
import { MANAGE_PERMISSION } from '../approval/flows';
import { Id } from '../approval/schemas';
import { Bucket, PeriodQuery, PeriodRange, Seconds } from './schemas';

/** Someone holding open tasks at a node. */
export const Holder = Type.Object({
  userId: Type.String(),
  userName: Type.String(),
  openTasks: Type.Integer(),
});
export type HolderRow = Static<typeof Holder>;

/** How many people `topHolders` lists per node. */
export const TOP_HOLDERS = 5;

export const NodeFigures = Type.Object({
  nodeId: Type.String(),
  /** As the flow's current design names it; a node no longer in the design keeps the name its tasks carry. */
  nodeName: Type.String(),
  tasks: Type.Integer(),
  openTasks: Type.Integer(),
  medianWaitSeconds: Seconds,
  p90WaitSeconds: Seconds,
  /** Tasks in state 3 (overtime). */
  overtime: Type.Integer(),
  /** Tasks in state 2 (refuse). */
  rejections: Type.Integer(),
  /** Tasks in state 7 (fallback). */
  fallbacks: Type.Integer(),
  /** The people holding the most open tasks here, most first (unclaimed tasks are counted in `openTasks` only). */
  topHolders: Type.Array(Holder),
});
export type NodeFiguresRow = Static<typeof NodeFigures>;

export const Diagnosis = Type.Object({
  processId: Type.String(),
  processName: Type.String(),
  period: PeriodRange,
  instances: Type.Object({
    started: Type.Integer(),
    /** Ended in any way: approved + rejected + revoked + terminated. */
    finished: Type.Integer(),
    approved: Type.Integer(),
    rejected: Type.Integer(),
    revoked: Type.Integer(),
    terminated: Type.Integer(),
    running: Type.Integer(),
  }),
  timeToFinish: Type.Object({ medianSeconds: Seconds, p90Seconds: Seconds }),
  /** Nodes that had tasks, in the order their first task started. */
  nodes: Type.Array(NodeFigures),
  /** Instances started per day of the period (every day listed, `YYYY-MM-DD` in the caller's time zone). */
  startedPerDay: Type.Array(Type.Object({ date: Type.String(), started: Type.Integer() })),
  /**
   * Median time to finish per ISO week in which the instances ended (`2026-W47`, the week's Monday as
   * `weekStart`); weeks without an ended instance are left out.
   */
  finishPerWeek: Type.Array(
    Type.Object({
      week: Type.String(),
      weekStart: Type.String(),
      finished: Type.Integer(),
      medianSeconds: Type.Number(),
    }),
  ),
  /** Time to finish in the buckets of FINISH_BUCKET_BOUNDS, every bucket listed. */
  finishHistogram: Type.Array(Bucket),
  /**
   * true when the nodes' waits were read from the rollup (a long history of a busy flow): their medians and 90th
   * percentiles are then within ±1 % of the exact ones. Every count, and the time to finish, stays exact.
   */
  approximate: Type.Boolean(),
});
export type DiagnosisData = Static<typeof Diagnosis>;

/** One open task of a node, for the node drill-down: longest waiting first. */
export const SlowTask = Type.Object({
  taskId: Type.String(),
  instanceId: Type.String(),
  /** The instance's business name. */
  itemName: Type.String(),
  createBy: Type.String(),
  /** '' while a claimable task is unclaimed. */
  assigneeId: Type.String(),
  assigneeName: Type.String(),
  startTime: Type.Number(),
  waitingSeconds: Type.Number(),
});
export type SlowTaskRow = Static<typeof SlowTask>;

const DiagnosisQuery = { processId: Id, ...PeriodQuery };

export const diagnosisApi = {
  /** The diagnosis of one flow over a period. */
  flowDiagnosis: endpoint({
    method: 'GET',
    path: '/analytics/diagnosis',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    query: Type.Object(DiagnosisQuery),
    response: Diagnosis,
  }),
  /** A node's slowest open tasks (of the flow's instances started in the period), at most `limit`. */
  flowNodeTasks: endpoint({
    method: 'GET',
    path: '/analytics/nodeTasks',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    query: Type.Object({
      ...DiagnosisQuery,
      nodeId: Id,
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
    }),
    response: Type.Object({ nodeId: Type.String(), rows: Type.Array(SlowTask) }),
  }),
};
