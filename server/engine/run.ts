/**
 * One engine step: a private draft of the instance plus what the step produced. Actions change the draft
 * through these helpers; `finishRun` bumps the version and hands back the result. The caller's instance is
 * never touched, so a rejected action leaves no trace.
 */
import { TaskState, TaskType } from '@shared/approval/states';
import type { TaskTypeCode } from '@shared/approval/states';
import { defaultFlowSettings } from '@shared/flow/types';
import type { FlowNode, FlowSettings } from '@shared/flow/types';
import { deadlineOf, isValidLimit, reminderOf } from './deadline';
import { changedFields } from './fieldChanges';
import { buildIndex } from './treeIndex';
import { copyState } from './copyState';
import type { TreeIndex } from './treeIndex';
import type {
  Directory,
  EngineContext,
  EngineEffect,
  EngineInstance,
  EngineSuccess,
  EngineTask,
  LetterTemplate,
  NoteKind,
  TaskStateCode,
  UserRef,
} from './types';

export interface Run {
  draft: EngineInstance;
  index: TreeIndex;
  now: number;
  ids: () => string;
  directory: Directory;
  settings: FlowSettings;
  effects: EngineEffect[];
  touched: Set<string>;
  /** People the acting approver chose for dynamic nodes reached in this step. */
  assignorList: UserRef[] | null;
  /** When set, a dynamic node with nobody chosen stops the walk and is listed in `missingActors`. */
  isStrictActors: boolean;
  missingActors: FlowNode[];
}

export function settingsOf(
  stored: Partial<FlowSettings> | undefined,
  override?: Partial<FlowSettings>,
): FlowSettings {
  return { ...defaultFlowSettings, ...stored, ...override };
}

/** Opens a step over a deep copy of the instance; null when the stored tree is invalid. */
export function beginRun(instance: EngineInstance, ctx: EngineContext): Run | null {
  const draft = copyState(instance);
  const index = buildIndex(draft.tree);
  if (!index) return null;
  draft.settings = settingsOf(draft.settings, ctx.settings);
  return {
    draft,
    index,
    now: ctx.now,
    ids: ctx.ids,
    directory: ctx.directory,
    settings: draft.settings,
    effects: [],
    touched: new Set(),
    assignorList: null,
    isStrictActors: false,
    missingActors: [],
  };
}

/** Closes the step: +1 version, and the tasks it made or changed. */
export function finishRun(run: Run, versionStep = 1): EngineSuccess {
  run.draft.version += versionStep;
  const tasks = run.draft.tasks.filter((task) => run.touched.has(task.id));
  return { instance: run.draft, tasks, effects: run.effects };
}

export function findTask(run: Run, taskId: string): EngineTask | undefined {
  return run.draft.tasks.find((task) => task.id === taskId);
}

export function isOpen(task: EngineTask): boolean {
  return task.taskType === TaskType.Handler && task.taskState === TaskState.Processing;
}

export function openTasks(run: Run): EngineTask[] {
  return run.draft.tasks.filter(isOpen);
}

export function roundOf(run: Run, nodeId: string): number {
  return run.draft.nodeRuns[nodeId]?.round ?? 0;
}

export interface NewTask {
  node: FlowNode;
  taskType: Exclude<TaskTypeCode, typeof TaskType.End>;
  assignee: UserRef | null;
  candidates?: UserRef[];
  taskState?: TaskStateCode;
  comment?: string;
}

/** Adds a task at the node's current round; closed at once unless its state is 0. */
export function addTask(run: Run, spec: NewTask): EngineTask {
  const taskState = spec.taskState ?? TaskState.Processing;
  const isClosed = taskState !== TaskState.Processing || spec.taskType === TaskType.Cc;
  const task: EngineTask = {
    id: run.ids(),
    nodeId: spec.node.id,
    nodeName: spec.node.nodeName,
    round: roundOf(run, spec.node.id),
    taskType: spec.taskType,
    assignee: spec.assignee,
    candidates: spec.candidates ?? [],
    taskState,
    startTime: run.now,
    endTime: isClosed && spec.taskType !== TaskType.Cc ? run.now : null,
    comment: spec.comment ?? '',
    handledBy: isClosed && spec.taskType !== TaskType.Cc ? (spec.assignee?.userId ?? null) : null,
    version: 1,
  };
  if (spec.taskType === TaskType.Cc) task.isRead = false;
  const limit = spec.node.configure?.timeLimit;
  if (run.settings.timeLimit && !isClosed && spec.taskType === TaskType.Handler && isValidLimit(limit)) {
    task.dueAt = deadlineOf(run.now, limit);
    const remindAt = reminderOf(run.now, limit);
    if (remindAt !== null) task.remindAt = remindAt;
  }
  run.draft.tasks.push(task);
  run.touched.add(task.id);
  return task;
}

/** Closes a task with a state, a comment and who closed it. */
export function closeTask(
  run: Run,
  task: EngineTask,
  taskState: TaskStateCode,
  by: string | null,
  comment?: string,
) {
  task.taskState = taskState;
  task.endTime = run.now;
  task.handledBy = by;
  if (comment !== undefined) task.comment = comment;
  task.version += 1;
  run.touched.add(task.id);
}

export function note(
  run: Run,
  kind: NoteKind,
  nodeId: string,
  userId: string | null,
  params: Record<string, string | number> = {},
) {
  run.draft.timeline.push({
    at: run.now,
    kind,
    nodeId,
    round: nodeId ? roundOf(run, nodeId) : 0,
    userId,
    messageKey: `engine.note.${kind}`,
    params,
  });
}

export function letter(
  run: Run,
  to: string,
  template: LetterTemplate,
  params: Record<string, string | number> = {},
) {
  run.effects.push({ kind: 'letter', to, template, params: { instanceId: run.draft.id, ...params } });
}

/**
 * Merges the form data read before an action over the instance's form data. With `by` (the node and the person
 * acting), the fields that really change are traced in the timeline with their old and new values.
 */
export function mergeParams(
  run: Run,
  params: Record<string, unknown> | undefined,
  by?: { nodeId: string; userId: string },
) {
  if (!params) return;
  const changes = by ? changedFields(run.draft.formData, params) : [];
  run.draft.formData = { ...run.draft.formData, ...params };
  if (by && changes.length > 0) {
    note(run, 'fieldsChanged', by.nodeId, by.userId, { count: changes.length });
    const added = run.draft.timeline[run.draft.timeline.length - 1];
    if (added) added.changes = changes;
  }
}
