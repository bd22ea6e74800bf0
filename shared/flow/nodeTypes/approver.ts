/** The approver node: people approve (or reject) in sequence, all together, or any one of them. */
import type { FlowNode } from '../types';
import { ExamineMode, NodeType, SetType } from '../types';
import { timeLimitProblem } from '../timeLimit';
import { hasAssignee } from './checks';
import type { NodeFactoryContext, NodeTypeDefinition } from './definition';
import { ALL_SET_TYPES, PLAIN_FACTS, contentOr } from './definition';

export function createApproverNode(ctx: NodeFactoryContext, pid: string): FlowNode {
  return {
    id: ctx.newId(),
    pid,
    nodeName: ctx.t('node.approver'),
    type: NodeType.Approver,
    status: -1,
    privileges: [],
    configure: { fallBack: false, staging: false, transmitted: false, needClaim: false },
    setType: SetType.Members,
    examineMode: ExamineMode.Sequence,
    nodeUserList: [],
    childNode: null,
  };
}

export const approverNode: NodeTypeDefinition = {
  ...PLAIN_FACTS,
  code: NodeType.Approver,
  name: 'approver',
  role: 'step',
  bpmn: { element: 'bpmn:UserTask', people: 'owners', isMultiInstance: true },
  labelKey: 'node.approver',
  tone: 'approver',
  isDeletable: true,
  hasPrivileges: true,
  configureKeys: ['fallBack', 'staging', 'transmitted', 'needClaim'],
  assignee: {
    setTypes: ALL_SET_TYPES,
    hasExamineMode: true,
    includesGroups: false,
    hasCustomCc: false,
  },
  entry: 'task',
  task: { canReject: true, isReturnTarget: true, isDeduplicated: true, decidesOpinion: true },
  check(node, { problems }) {
    if (!hasAssignee(node))
      problems.push({
        nodeId: node.id,
        messageKey: 'validation.noAssignee',
        params: { name: node.nodeName },
      });
    const limit = timeLimitProblem(node);
    if (limit) problems.push(limit);
  },
  cardBody: (node) => contentOr(node, 'approver.notSet'),
};
