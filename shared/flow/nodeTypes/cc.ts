/** The cc (notice) node: named members, notice-builder groups, or people the initiator adds get a letter. */
import type { FlowNode } from '../types';
import { NodeType, SetType } from '../types';
import { hasCcRecipient } from './checks';
import type { NodeFactoryContext, NodeTypeDefinition } from './definition';
import { PLAIN_FACTS, contentOr } from './definition';

export function createCcNode(ctx: NodeFactoryContext, pid: string): FlowNode {
  return {
    id: ctx.newId(),
    pid,
    nodeName: ctx.t('node.cc'),
    type: NodeType.Cc,
    status: -1,
    privileges: [],
    setType: SetType.Members,
    nodeUserList: [],
    customCc: false,
    childNode: null,
  };
}

export const ccNode: NodeTypeDefinition = {
  ...PLAIN_FACTS,
  code: NodeType.Cc,
  name: 'cc',
  role: 'step',
  bpmn: { element: 'bpmn:SendTask', kind: 'cc', people: 'recipients' },
  labelKey: 'node.cc',
  tone: 'cc',
  isDeletable: true,
  hasPrivileges: true,
  assignee: { setTypes: [SetType.Members], hasExamineMode: false, includesGroups: true, hasCustomCc: true },
  entry: 'notify',
  check(node, { problems }) {
    if (!hasCcRecipient(node))
      problems.push({
        nodeId: node.id,
        messageKey: 'validation.noCcRecipient',
        params: { name: node.nodeName },
      });
  },
  cardBody: (node) => contentOr(node, 'approver.notSet'),
};
