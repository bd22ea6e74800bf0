/** The merge node closing a parallel group: where its branches join. It has no name of its own to check. */
import type { FlowNode } from '../types';
import { NodeType } from '../types';
import type { NodeFactoryContext, NodeTypeDefinition } from './definition';
import { PLAIN_FACTS } from './definition';

export function createMergeNode(ctx: NodeFactoryContext, pid: string): FlowNode {
  return {
    id: ctx.newId(),
    pid,
    nodeName: ctx.t('node.merge'),
    type: NodeType.Merge,
    status: -1,
    deletable: false,
    childNode: null,
  };
}

export const mergeNode: NodeTypeDefinition = {
  ...PLAIN_FACTS,
  code: NodeType.Merge,
  name: 'merge',
  role: 'merge',
  bpmn: { element: 'bpmn:Task', kind: 'merge' },
  labelKey: 'node.merge',
  tone: 'merge',
  isDeletable: false,
  isNameRequired: false,
  entry: 'pass',
};
