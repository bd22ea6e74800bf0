/**
 * The condition simulator: which path an instance would take for sample form values and an initiator,
 * and who would be asked on each node. Branches are picked by `pickBranch`, the engine's own evaluator.
 */
import { chosenRefs, supervisorMessage } from '@shared/flow/approverText';
import type { ApplicantFacts, FormValues } from '@shared/flow/evaluate';
import type { FlowMessage } from '@shared/flow/messages';
import { pickBranch } from '@shared/flow/evaluate';
import type { FlowNode } from '@shared/flow/types';
import { BranchType, SetType } from '@shared/flow/types';
import { nodeTypeOf } from '@shared/flow/nodeTypes';

/** Who a node would ask: named people/roles/..., the initiator, chosen at start, or nobody yet. */
export type SimulatedAssignees =
  | { kind: 'names'; names: string[] }
  | { kind: 'initiator'; name: string }
  | { kind: 'dynamic' }
  /** Supervisors: who they are depends on the applicant's organisation; the node's text says which. */
  | { kind: 'supervisor'; message: FlowMessage }
  | { kind: 'nobody' };

export interface SimulationStep {
  nodeId: string;
  nodeName: string;
  type: FlowNode['type'];
  assignees: SimulatedAssignees;
}

export interface Simulation {
  /** Every node on the path, branch groups and picked branches included. */
  pathIds: Set<string>;
  /** Approver and cc nodes in the order they would run (parallel branches one after the other). */
  steps: SimulationStep[];
}

function assigneesOf(node: FlowNode, initiator: string): SimulatedAssignees {
  if (node.setType === SetType.Initiator) return { kind: 'initiator', name: initiator };
  if (node.setType === SetType.Dynamic) return { kind: 'dynamic' };
  const supervisor = supervisorMessage(node);
  if (supervisor) return { kind: 'supervisor', message: supervisor };
  const names = chosenRefs(node).map((ref) => ref.name);
  return names.length > 0 ? { kind: 'names', names } : { kind: 'nobody' };
}

function branchesToRun(group: FlowNode, values: FormValues, applicant?: ApplicantFacts): FlowNode[] {
  const kind = group.attr?.branchType ?? BranchType.Condition;
  const branches = group.conditionNodes ?? [];
  if (kind === BranchType.Parallel) return branches;
  if (kind === BranchType.Opinion)
    return branches.filter((branch) => branch.attr?.opinion !== 'disagree').slice(0, 1);
  const picked = pickBranch(group, values, applicant);
  return picked ? [picked] : [];
}

/** `applicant`: who applies, for conditions on the applicant (none match without it). */
export function simulateFlow(
  root: FlowNode,
  values: FormValues,
  initiator: string,
  applicant?: ApplicantFacts,
): Simulation {
  const result: Simulation = { pathIds: new Set(), steps: [] };
  const stack: (FlowNode | null)[] = [root];
  // iterative so long chains cannot overflow the stack; branches run before the group's continuation
  while (stack.length > 0) {
    let node = stack.pop() ?? null;
    while (node) {
      result.pathIds.add(node.id);
      if (nodeTypeOf(node.type).assignee) {
        result.steps.push({
          nodeId: node.id,
          nodeName: node.nodeName,
          type: node.type,
          assignees: assigneesOf(node, initiator),
        });
      }
      if (nodeTypeOf(node.type).role === 'group') {
        stack.push(node.childNode);
        for (const branch of branchesToRun(node, values, applicant).reverse()) stack.push(branch);
        break;
      }
      node = node.childNode;
    }
  }
  return result;
}
