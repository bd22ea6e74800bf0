/** Commands for the cc option and for replacing the whole tree (import). */
import { replaceNode } from '@shared/flow/treeEdit';
import type { FlowNode } from '@shared/flow/types';
import { nodeTypeOf } from '@shared/flow/nodeTypes';
import type { FlowDocument } from '../FlowDocument';
import { TreeCommand } from './TreeCommand';

/** Cc nodes: whether the initiator may add cc people. */
export function setCustomCcCommand(doc: FlowDocument, id: string, customCc: boolean): TreeCommand {
  return new TreeCommand('setCustomCc', doc, (root) =>
    replaceNode(root, id, (node) =>
      nodeTypeOf(node.type).assignee?.hasCustomCc !== true || node.customCc === customCc
        ? node
        : { ...node, customCc },
    ),
  );
}

/** Replaces the whole tree (an imported flow); undo brings the previous design back. */
export function replaceFlowCommand(doc: FlowDocument, tree: FlowNode): TreeCommand {
  return new TreeCommand('replaceFlow', doc, (root) =>
    nodeTypeOf(tree.type).role === 'start' && tree !== root ? tree : root,
  );
}
