/**
 * Everything that blocks publishing a flow, listed at once: each problem with the node id, a message key
 * (namespace `flow`) and params.
 */
import { nodeTypeOf } from './nodeTypes';
import type { FlowProblem } from './nodeTypes';
import { taskNodeProblems } from './taskNodes';
import { walkTree } from './tree';
import type { FlowFormField, FlowNode, FlowSettings } from './types';

export { hasAssignee } from './nodeTypes/checks';
export type { FlowProblem } from './nodeTypes';

export interface ValidateFlowOptions {
  /** Fields of the bound form; when given, conditions on other fields are reported. */
  fields?: readonly FlowFormField[];
  /** The flow's settings; when given, task nodes are refused while the `taskNodes` switch is off. */
  settings?: Pick<FlowSettings, 'taskNodes'>;
}

export function validateFlow(root: FlowNode, options: ValidateFlowOptions = {}): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const fieldKeys = fieldKeysOf(options);
  walkTree(root, (node) => {
    nodeProblems(node, fieldKeys, problems);
  });
  if (options.settings) problems.push(...taskNodeProblems(root, options.settings));
  return problems;
}

/** The field keys conditions may use (undefined: any field). */
export function fieldKeysOf(options: ValidateFlowOptions): Set<string> | undefined {
  return options.fields ? new Set(options.fields.map((field) => field.key)) : undefined;
}

/**
 * Appends the problems `validateFlow` reports while visiting `node`: a missing name, then its type's own
 * checks (for a group, those of its branch list). They depend on the node and its direct branches only, so
 * callers may memoize them per node.
 */
export function nodeProblems(
  node: FlowNode,
  fieldKeys: Set<string> | undefined,
  problems: FlowProblem[],
): void {
  const definition = nodeTypeOf(node.type);
  if (definition.isNameRequired && node.nodeName.trim() === '')
    problems.push({ nodeId: node.id, messageKey: 'validation.emptyName' });
  definition.check?.(node, { fieldKeys, problems });
}
