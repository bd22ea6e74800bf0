/**
 * The handler node (type 6, a task node, workflow spec §3, §6 "task nodes"): the people named do a step of the
 * work and mark it handled; they approve nothing and cannot reject. Its people are chosen like an approver's.
 */
import type { FlowNode } from '../types';
import { ExamineMode, NodeType, SetType } from '../types';
import { hasAssignee } from './checks';
import type { NodeFactoryContext, NodeTypeDefinition } from './definition';
import { ALL_SET_TYPES, PLAIN_FACTS, contentOr } from './definition';

export function createHandlerNode(ctx: NodeFactoryContext, pid: string): FlowNode {
  return {
    id: ctx.newId(),
    pid,
    nodeName: ctx.t('node.handler'),
    type: NodeType.Handler,
    status: -1,
    privileges: [],
    configure: { staging: false, transmitted: false, needClaim: false },
    setType: SetType.Members,
    examineMode: ExamineMode.Sequence,
    nodeUserList: [],
    childNode: null,
  };
}

export const handlerNode: NodeTypeDefinition = {
  ...PLAIN_FACTS,
  code: NodeType.Handler,
  name: 'handler',
  role: 'step',
  bpmn: { element: 'bpmn:UserTask', kind: 'handler', people: 'owners' },
  labelKey: 'node.handler',
  tone: 'handler',
  isDeletable: true,
  hasPrivileges: true,
  needsTaskNodes: true,
  configureKeys: ['staging', 'transmitted', 'needClaim'],
  assignee: {
    setTypes: ALL_SET_TYPES.filter((code) => code !== SetType.InitiatorSelects),
    hasExamineMode: true,
    includesGroups: false,
    hasCustomCc: false,
  },
  entry: 'task',
  task: { canReject: false, isReturnTarget: false, isDeduplicated: false, decidesOpinion: false },
  check(node, { problems }) {
    if (!hasAssignee(node))
      problems.push({ nodeId: node.id, messageKey: 'validation.noHandler', params: { name: node.nodeName } });
  },
  cardBody: (node) => contentOr(node, 'approver.notSet'),
};
