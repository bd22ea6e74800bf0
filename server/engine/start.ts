/**
 * Starting an instance: the initiator's entry is completed at once and the walk runs until the first approver
 * or handler nodes (or the end).
 */
import { InstanceState, TaskState, TaskType } from '@shared/approval/states';
import { nodeTypeOf } from '@shared/flow/nodeTypes';
import type { FlowNode } from '@shared/flow/types';
import { fail } from './errors';
import { addTask, beginRun, finishRun, settingsOf } from './run';
import { continueAfter } from './walk';
import type { EngineInstance, EngineResult, StartInput } from './types';

/**
 * Starts an instance of `flowTree` (copied into the instance). Fails with `invalidTree` when the root is not a
 * start node or ids repeat, and with `actorsRequired` (params.nodeIds) when a dynamic approver is reached and
 * `assignorList` is empty.
 */
export function start(flowTree: FlowNode, input: StartInput): EngineResult {
  if (nodeTypeOf(flowTree.type).role !== 'start') return fail('invalidTree');
  const blank: EngineInstance = {
    id: input.ids(),
    tree: flowTree,
    settings: settingsOf(undefined, input.settings),
    state: InstanceState.UnderApproval,
    version: 0,
    initiator: input.initiator,
    formData: { ...input.formData },
    tasks: [],
    timeline: [],
    path: [],
    nodeRuns: {},
    joins: [],
    queues: {},
    chosenActors: {},
    createTime: input.now,
    endTime: null,
    lastUrgeAt: null,
  };
  const run = beginRun(blank, input);
  if (!run) return fail('invalidTree');
  const root = run.draft.tree;
  run.draft.nodeRuns[root.id] = { round: 1, enteredAt: input.now, passedAt: input.now };
  run.draft.path.push(root.id);
  addTask(run, {
    node: root,
    taskType: TaskType.Initiator,
    assignee: input.initiator,
    taskState: TaskState.Adopt,
    comment: input.comment ?? '',
  });
  run.assignorList = input.assignorList ?? null;
  run.isStrictActors = true;
  continueAfter(run, root);
  if (run.missingActors.length > 0) {
    return fail('actorsRequired', { params: { nodeIds: run.missingActors.map((node) => node.id) } });
  }
  return finishRun(run);
}
