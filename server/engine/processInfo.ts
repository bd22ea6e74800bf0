/**
 * Process dynamics (workflow spec §2.4, §3 "Process-info entry", §4.1): one entry per node activation and task
 * type, built from the tasks and the engine's notes, plus a final end entry and node display statuses.
 */
import { InstanceState, TaskState, TaskType } from '@shared/approval/states';
import type { NodeDisplayStatus } from '@shared/flow/types';
import { QUICK_APPROVE_SECONDS } from '@shared/flow/types';
import { shownTaskState } from './deadline';
import { buildIndex } from './treeIndex';
import type { TreeIndex } from './treeIndex';
import type { EngineInstance, EngineTask, TaskStateCode, TaskTypeCode, TimelineNote } from './types';

export interface ApprovalInfo {
  taskId: string;
  userId: string | null;
  userName: string;
  comment: string;
  taskState: TaskStateCode;
  endTime: number | null;
  /** Passed by the engine (de-duplication). */
  isAuto: boolean;
  /** Approved within the quick-approve threshold (when the setting is on). */
  isQuick: boolean;
  /** Approved with a handwritten signature. */
  isSigned: boolean;
  /** Delegated task: the name of the person the assignee acts on behalf of; '' otherwise. */
  onBehalfOf: string;
}

export interface ProcessInfoEntry {
  nodeId: string;
  round: number;
  taskType: TaskTypeCode;
  /** The node's name; '' for the end entry, which carries `taskNameKey`. */
  taskName: string;
  taskNameKey?: string;
  taskState: TaskStateCode;
  startTime: number;
  /** Null while processing (handler) or unread (cc). */
  endTime: number | null;
  /** Time spent in whole seconds (the end entry: total process time). */
  durationSeconds: number | null;
  approvalInfos: ApprovalInfo[];
  notes: TimelineNote[];
}

export interface ProcessInfo {
  entries: ProcessInfoEntry[];
  /** Instance-level notes (urge, recall, terminate). */
  notes: TimelineNote[];
  nodeStatuses: Record<string, NodeDisplayStatus>;
}

const seconds = (start: number, end: number | null) =>
  end === null ? null : Math.floor((end - start) / 1000);

/** Splits seconds into days, hours, minutes, seconds for the total-time display. */
export function splitDuration(total: number) {
  const whole = Math.max(0, Math.floor(total));
  return {
    days: Math.floor(whole / 86400),
    hours: Math.floor((whole % 86400) / 3600),
    minutes: Math.floor((whole % 3600) / 60),
    seconds: whole % 60,
  };
}

/** The state an entry shows: 0 while any task is open, else the deciding outcome. */
function entryState(tasks: EngineTask[]): TaskStateCode {
  const states = new Set(tasks.map((task) => task.taskState));
  const open = tasks.filter(
    (task) => task.taskType === TaskType.Handler && task.taskState === TaskState.Processing,
  );
  if (open.some((task) => shownTaskState(task) === TaskState.Overtime)) return TaskState.Overtime;
  if (open.length > 0) return 0;
  for (const state of [2, 7, 5, 1, 6, 3, 4] as const) if (states.has(state)) return state;
  return tasks[0]?.taskState ?? 1;
}

function toInfo(task: EngineTask, instance: EngineInstance): ApprovalInfo {
  const isQuick =
    instance.settings.quickApproveMark &&
    !task.auto &&
    task.taskType === TaskType.Handler &&
    task.taskState === TaskState.Adopt &&
    task.endTime !== null &&
    task.endTime - task.startTime < QUICK_APPROVE_SECONDS * 1000;
  return {
    taskId: task.id,
    userId: task.assignee?.userId ?? null,
    userName: task.assignee?.userName ?? task.candidates.map((user) => user.userName).join(', '),
    comment: task.comment,
    taskState: shownTaskState(task),
    endTime: task.endTime,
    isAuto: task.auto !== undefined,
    isQuick,
    isSigned: task.signed === true,
    onBehalfOf: task.onBehalfOf?.userName ?? '',
  };
}

function buildEntry(
  key: { nodeId: string; round: number; taskType: TaskTypeCode },
  tasks: EngineTask[],
  instance: EngineInstance,
): ProcessInfoEntry {
  const startTime = Math.min(...tasks.map((task) => task.startTime));
  const isUnfinished = tasks.some((task) => task.endTime === null);
  const endTime = isUnfinished ? null : Math.max(...tasks.map((task) => task.endTime ?? 0));
  return {
    ...key,
    taskName: tasks[0]?.nodeName ?? '',
    taskState: entryState(tasks),
    startTime,
    endTime,
    durationSeconds: seconds(startTime, endTime),
    approvalInfos: tasks.map((task) => toInfo(task, instance)),
    notes: [],
  };
}

/** Builds the process dynamics of an instance. */
export function processInfo(instance: EngineInstance): ProcessInfo {
  const groups = new Map<string, EngineTask[]>();
  for (const task of instance.tasks) {
    const key = `${task.nodeId}\u0000${task.round}\u0000${task.taskType}`;
    groups.set(key, [...(groups.get(key) ?? []), task]);
  }
  const entries: ProcessInfoEntry[] = [...groups.values()].map((tasks) => {
    const first = tasks[0] as EngineTask;
    return buildEntry(
      { nodeId: first.nodeId, round: first.round, taskType: first.taskType },
      tasks,
      instance,
    );
  });
  const instanceNotes: TimelineNote[] = [];
  const index = buildIndex(instance.tree);
  for (const note of instance.timeline) {
    if (!note.nodeId) {
      instanceNotes.push(note);
      continue;
    }
    let entry = entries.find(
      (e) => e.nodeId === note.nodeId && e.round === note.round && e.taskType !== TaskType.Cc,
    );
    if (!entry) {
      const nodeName = index?.byId.get(note.nodeId)?.nodeName ?? '';
      entry = {
        nodeId: note.nodeId,
        round: note.round,
        taskType: TaskType.Handler,
        taskName: nodeName,
        taskState: TaskState.Adopt,
        startTime: note.at,
        endTime: note.at,
        durationSeconds: 0,
        approvalInfos: [],
        notes: [],
      };
      entries.push(entry);
    }
    entry.notes.push(note);
  }
  entries.sort((a, b) => a.startTime - b.startTime);
  if (instance.state !== InstanceState.UnderApproval && instance.endTime !== null)
    entries.push(endEntry(instance));
  return { entries, notes: instanceNotes, nodeStatuses: nodeStatuses(instance) };
}

const endStates: Record<number, TaskStateCode> = { 1: 1, 2: 2, 3: 5, 5: 4 };

function endEntry(instance: EngineInstance): ProcessInfoEntry {
  return {
    nodeId: '',
    round: 0,
    taskType: TaskType.End,
    taskName: '',
    taskNameKey: 'engine.timeline.end',
    taskState: endStates[instance.state] ?? 1,
    startTime: instance.createTime,
    endTime: instance.endTime,
    durationSeconds: seconds(instance.createTime, instance.endTime),
    approvalInfos: [],
    notes: [],
  };
}

/** Whether an enclosing branch of the node was skipped while its group ran. */
function isSkipped(index: TreeIndex, nodeId: string, onPath: Set<string>): boolean {
  for (let branch = index.branchOf.get(nodeId) ?? null; branch !== null;) {
    const groupId = index.groupOf.get(branch);
    if (groupId === undefined) return false;
    if (!onPath.has(branch) && onPath.has(groupId)) return true;
    branch = index.branchOf.get(groupId) ?? null;
  }
  return false;
}

/** Per node id: 1 current, 2 completed, 0 not reached, -1 in a branch that was not taken. */
export function nodeStatuses(instance: EngineInstance): Record<string, NodeDisplayStatus> {
  const index = buildIndex(instance.tree);
  if (!index) return {};
  const onPath = new Set(instance.path);
  const current = new Set(
    instance.tasks
      .filter((t) => t.taskType !== TaskType.Cc && t.taskState === TaskState.Processing)
      .map((t) => t.nodeId),
  );
  for (const join of instance.joins) current.add(join.groupId);
  const statuses: Record<string, NodeDisplayStatus> = {};
  for (const id of index.byId.keys()) {
    if (current.has(id)) statuses[id] = 1;
    else if (onPath.has(id)) statuses[id] = 2;
    else statuses[id] = isSkipped(index, id, onPath) ? -1 : 0;
  }
  return statuses;
}
