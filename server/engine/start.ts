/**
 * Starting an instance: the initiator's entry is completed at once and the walk runs until the first approver
 * or handler nodes (or the end).
 */
import { InstanceState, TaskState, TaskType } from '@shared/approval/states';
import { customCcNodes, designateNodes } from '@shared/flow/applicantPicks';
import { nodeTypeOf } from '@shared/flow/nodeTypes';
import type { FlowNode, FlowSettings } from '@shared/flow/types';
import { uniqueUsers } from './assignees';
import { fail } from './errors';
import { addTask, beginRun, finishRun, note, settingsOf } from './run';
import { continueAfter } from './walk';
import type { EngineFailure, EngineInstance, EngineResult, StartInput, UserRef } from './types';

/**
 * The applicant's picks checked against the tree and the switches (workflow spec §6): initiator-selects nodes
 * need the designate-approver switch and a pick (one when `selectMode` is 1); added cc people need allow-cc and a
 * cc node with `customCc`; picks for any other node are refused.
 */
function checkPicks(
  tree: FlowNode,
  settings: FlowSettings,
  picks: Record<string, UserRef[]>,
): { failure: EngineFailure } | { picks: Record<string, UserRef[]> } {
  const designate = designateNodes(tree);
  if (designate.length > 0 && !settings.designateApprover) return { failure: fail('designateApproverOff') };
  const chosen = (nodeId: string) => uniqueUsers(picks[nodeId] ?? []);
  const missing = designate.filter((node) => chosen(node.id).length === 0);
  if (missing.length > 0)
    return {
      failure: fail('picksRequired', {
        params: {
          nodeIds: missing.map((node) => node.id),
          nodeNames: missing.map((node) => node.nodeName).join(', '),
        },
      }),
    };
  const crowded = designate.find((node) => node.selectMode === 1 && chosen(node.id).length > 1);
  if (crowded)
    return {
      failure: fail('tooManyPicks', { params: { nodeIds: [crowded.id], nodeName: crowded.nodeName } }),
    };
  const ccIds = new Set(customCcNodes(tree).map((node) => node.id));
  const kept: Record<string, UserRef[]> = {};
  for (const nodeId of Object.keys(picks)) {
    const people = chosen(nodeId);
    if (people.length === 0) continue;
    if (ccIds.has(nodeId) && !settings.allowCc) return { failure: fail('applicantCcOff') };
    if (!ccIds.has(nodeId) && !designate.some((node) => node.id === nodeId))
      return { failure: fail('badTarget') };
    kept[nodeId] = people;
  }
  return { picks: kept };
}

/**
 * Starts an instance of `flowTree` (copied into the instance). Fails with `invalidTree` when the root is not a
 * start node or ids repeat, and with `actorsRequired` (params.nodeIds) when a dynamic approver is reached and
 * `assignorList` is empty. The applicant's picks are checked by `checkPicks`; submitting for someone else
 * (`submittedBy` differs from `initiator`) needs the submit-for-others switch and leaves a timeline note.
 */
export function start(flowTree: FlowNode, input: StartInput): EngineResult {
  if (nodeTypeOf(flowTree.type).role !== 'start') return fail('invalidTree');
  const settings = settingsOf(undefined, input.settings);
  const submittedBy =
    input.submittedBy && input.submittedBy.userId !== input.initiator.userId ? input.submittedBy : undefined;
  if (submittedBy && !settings.submitForOthers) return fail('submitForOthersOff');
  const checked = checkPicks(flowTree, settings, input.picks ?? {});
  if ('failure' in checked) return checked.failure;
  const { picks } = checked;
  const blank: EngineInstance = {
    id: input.ids(),
    tree: flowTree,
    settings,
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
    ...(Object.keys(picks).length > 0 ? { applicantPicks: picks } : {}),
    ...(submittedBy ? { submittedBy } : {}),
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
  if (submittedBy)
    note(run, 'submittedFor', root.id, submittedBy.userId, {
      userName: submittedBy.userName,
      initiatorName: input.initiator.userName,
    });
  run.assignorList = input.assignorList ?? null;
  run.isStrictActors = true;
  continueAfter(run, root);
  if (run.missingActors.length > 0) {
    return fail('actorsRequired', { params: { nodeIds: run.missingActors.map((node) => node.id) } });
  }
  return finishRun(run);
}
