/** The start (initiator) node: heads every flow; the initiator may recall while under approval. */
import type { FlowNode } from '../types';
import { NodeType } from '../types';
import type { NodeFactoryContext, NodeTypeDefinition } from './definition';
import { PLAIN_FACTS, contentOr } from './definition';

export function createStartNode(ctx: NodeFactoryContext): FlowNode {
  return {
    id: ctx.newId(),
    pid: '',
    nodeName: ctx.t('node.initiator'),
    type: NodeType.Start,
    status: -1,
    privileges: [],
    configure: { withdraw: false },
    childNode: null,
  };
}

export const startNode: NodeTypeDefinition = {
  ...PLAIN_FACTS,
  code: NodeType.Start,
  name: 'start',
  role: 'start',
  bpmn: { element: 'bpmn:StartEvent' },
  labelKey: 'node.initiator',
  tone: 'start',
  isDeletable: false,
  hasPrivileges: true,
  configureKeys: ['withdraw'],
  entry: 'pass',
  cardBody: (node) => contentOr(node, 'canvas.startBody'),
};
