/**
 * Applies one application's move plan (issue 30): the application takes the target version's tree and
 * settings; at each current node, open tasks keep their assignees when the landing node keeps the approvers,
 * otherwise they close (6, moved on) and the landing node is entered again, resolving its people with the
 * empty-assignee rule. Form data stays as it is (carried by key). A timeline note says who moved it from which
 * version to which. Pure like every engine step; a plan that no longer fits the application answers null.
 */
import { TaskState } from '@shared/approval/states';
import type { FlowNode } from '@shared/flow/types';
import { beginRun, closeTask, finishRun, note, openTasks, settingsOf } from '../run';
import type { Run } from '../run';
import { enterNode } from '../walk';
import type { EngineContext, EngineInstance, EngineSuccess, UserRef } from '../types';
import { currentNodesOf } from './plan';
import type { InstancePlan, MigratingInstance, MigrationInput, MigrationStep } from './types';

/** Node-keyed state follows the node to its landing id; keys the target does not have are dropped. */
const moveKeys = <T>(record: Record<string, T> | undefined, run: Run, steps: MigrationStep[]) => {
  if (!record) return record;
  const moved: Record<string, T> = {};
  for (const [nodeId, value] of Object.entries(record)) {
    const to = steps.find((step) => step.from === nodeId && step.keepsAssignees)?.to ?? nodeId;
    if (run.index.byId.has(to) && !steps.some((step) => step.from === nodeId && !step.keepsAssignees))
      moved[to] = value;
  }
  return moved;
};

/** The path keeps the nodes the target still has (a mapped node under its new id), in their order. */
const movePath = (run: Run, input: MigrationInput, steps: MigrationStep[]) => {
  const landed = new Map(steps.map((step) => [step.from, step.to]));
  const mapped = run.draft.path
    .map((nodeId) => landed.get(nodeId) ?? (run.index.byId.has(nodeId) ? nodeId : input.mapping[nodeId]))
    .filter((nodeId): nodeId is string => nodeId !== undefined && run.index.byId.has(nodeId));
  run.draft.path = mapped;
};

const keepTasks = (run: Run, step: MigrationStep, landing: FlowNode) => {
  for (const task of openTasks(run)) {
    if (task.nodeId !== step.from) continue;
    if (task.nodeId === landing.id && task.nodeName === landing.nodeName) continue;
    task.nodeId = landing.id;
    task.nodeName = landing.nodeName;
    task.version += 1;
    run.touched.add(task.id);
  }
  const nodeRun = run.draft.nodeRuns[step.from];
  if (nodeRun && step.from !== step.to) {
    run.draft.nodeRuns[step.to] = nodeRun;
    delete run.draft.nodeRuns[step.from];
  }
};

export interface MigrationActor extends EngineContext {
  by: UserRef;
}

/** The migrated application, or null when the plan does not move it or no longer fits it. */
export function applyMigration(
  input: MigrationInput,
  instance: MigratingInstance,
  plan: InstancePlan,
  ctx: MigrationActor,
): EngineSuccess | null {
  if (plan.kind !== 'move' || instance.versionId !== input.source.versionId) return null;
  const current = currentNodesOf(instance.state);
  const planned = plan.steps.map((step) => step.from);
  if (current.length !== planned.length || current.some((nodeId) => !planned.includes(nodeId))) return null;
  const moved: EngineInstance = {
    ...instance.state,
    tree: input.target.tree,
    settings: settingsOf(input.target.settings),
  };
  const run = beginRun(moved, ctx);
  if (!run) return null;
  note(run, 'migrated', '', ctx.by.userId, {
    fromVersion: input.source.version,
    toVersion: input.target.version,
  });
  const draft = run.draft;
  draft.queues = moveKeys(draft.queues, run, plan.steps) ?? {};
  draft.levels = moveKeys(draft.levels, run, plan.steps);
  draft.chosenActors = moveKeys(draft.chosenActors, run, plan.steps) ?? {};
  for (const nodeId of Object.keys(draft.nodeRuns))
    if (!run.index.byId.has(nodeId) && !planned.includes(nodeId)) delete draft.nodeRuns[nodeId];
  movePath(run, input, plan.steps);
  const entering: FlowNode[] = [];
  for (const step of plan.steps) {
    const landing = run.index.byId.get(step.to);
    if (!landing) return null;
    if (step.keepsAssignees) {
      keepTasks(run, step, landing);
      if (!draft.path.includes(landing.id)) draft.path.push(landing.id);
      continue;
    }
    for (const task of openTasks(run))
      if (task.nodeId === step.from) closeTask(run, task, TaskState.Transfer, ctx.by.userId);
    if (step.from !== step.to || !run.index.byId.has(step.from)) delete draft.nodeRuns[step.from];
    draft.path = draft.path.filter((nodeId) => nodeId !== landing.id);
    entering.push(landing);
  }
  for (const landing of entering) enterNode(run, landing);
  return finishRun(run);
}
