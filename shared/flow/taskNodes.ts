/**
 * Task nodes (workflow spec §3 node types 6 handler and 8 opinion branch; §6 "task nodes", on by default): with
 * the flow's switch on the plus menu offers a handler node and an opinion branch group; off, it offers neither
 * and a design holding one cannot be published. One rule for the designer and the server.
 */
import type { NewNodeKind } from './factories';
import type { FlowProblem } from './nodeTypes';
import { nodeTypeOf } from './nodeTypes';
import { walkTree } from './tree';
import type { FlowNode, FlowSettings } from './types';

/** The plus menu's kinds in menu order, each with whether it is a task node. */
const MENU: readonly { kind: NewNodeKind; isTaskNode: boolean }[] = [
  { kind: 'approver', isTaskNode: false },
  { kind: 'handler', isTaskNode: true },
  { kind: 'branchGroup', isTaskNode: false },
  { kind: 'cc', isTaskNode: false },
  { kind: 'parallelGroup', isTaskNode: false },
  { kind: 'opinionGroup', isTaskNode: true },
];

/** What the plus menu offers under the flow's settings. */
export function offeredNodeKinds(settings: Pick<FlowSettings, 'taskNodes'>): NewNodeKind[] {
  return MENU.filter((entry) => settings.taskNodes || !entry.isTaskNode).map((entry) => entry.kind);
}

/** A node that needs the switch: a handler node, or a group of opinion branches (reported once, at the group). */
export function isTaskNode(node: FlowNode): boolean {
  const definition = nodeTypeOf(node.type);
  if (definition.role === 'group')
    return (node.conditionNodes ?? []).some((branch) => nodeTypeOf(branch.type).needsTaskNodes);
  return definition.needsTaskNodes && definition.role !== 'branch';
}

/** With the switch off: one problem per task node of the design, naming it. */
export function taskNodeProblems(root: FlowNode, settings: Pick<FlowSettings, 'taskNodes'>): FlowProblem[] {
  if (settings.taskNodes) return [];
  const problems: FlowProblem[] = [];
  walkTree(root, (node) => {
    if (isTaskNode(node))
      problems.push({
        nodeId: node.id,
        messageKey: 'validation.taskNodesOff',
        params: { name: node.nodeName },
      });
  });
  return problems;
}
