/**
 * Our nodes made from BPMN elements: our own node data when the element carries it (`dp:nodeData`, exactly as
 * exported), else a new node of the matching type with the element's id and name.
 */
import type { ModdleElement } from 'bpmn-moddle';
import {
  createApproverNode,
  createCcNode,
  createConditionBranch,
  createDefaultBranch,
  createHandlerNode,
  createMergeNode,
  createParallelBranch,
  createStartNode,
} from '../nodeTypes';
import type { NodeFactoryContext } from '../nodeTypes';
import type { Translate } from '../messages';
import type { FlowNode, SetTypeCode } from '../types';
import { BranchType, ExamineMode, NodeType, SetType } from '../types';
import type { PeopleLists } from './bpmnPeople';
import { parsePeople } from './bpmnPeople';
import { extensionJson } from './bpmnModel';

/** The node an element carries, when it carries a well-formed one. */
export function storedNode(element: ModdleElement): FlowNode | undefined {
  const data = extensionJson(element, 'dp:NodeData');
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const node = data as Partial<FlowNode>;
  if (typeof node.type !== 'number' || typeof node.nodeName !== 'string' || typeof node.id !== 'string')
    return undefined;
  return { ...(node as FlowNode), childNode: null };
}

const withId = (id: string, t: Translate): NodeFactoryContext => ({ newId: () => id, t });

function named(node: FlowNode, element: { name?: string }, pid: string): FlowNode {
  return { ...node, pid, ...(element.name ? { nodeName: element.name } : {}) };
}

/**
 * Who a user task names: its potential owner (or human performer) expression, plus the engine attributes
 * Camunda and Flowable modelers write (`assignee`, `candidateUsers`, `candidateGroups`; groups become roles).
 */
function ownerExpression(element: ModdleElement): string {
  const resources = (element.resources ?? []) as ModdleElement[];
  const texts = resources.map((resource) => {
    const assignment = resource.resourceAssignmentExpression as ModdleElement | undefined;
    const expression = assignment?.expression as ModdleElement | undefined;
    return typeof expression?.body === 'string' ? expression.body : '';
  });
  const attributes = (element.$attrs ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value !== 'string' || value.includes('${')) continue;
    const local = name.slice(name.indexOf(':') + 1);
    const kind =
      local === 'candidateGroups' ? 'group' : ['assignee', 'candidateUsers'].includes(local) ? 'user' : '';
    if (!kind) continue;
    for (const id of value.split(',').map((part) => part.trim()))
      if (id !== '') texts.push(kind === 'group' ? `group(role:${id})` : `user(${id})`);
  }
  return texts.filter((text) => text !== '').join(', ');
}

const PEOPLE_SET_TYPES: [keyof PeopleLists, SetTypeCode][] = [
  ['nodeUserList', SetType.Members],
  ['nodeRoleList', SetType.Role],
  ['nodeOrganizeList', SetType.Organisation],
  ['nodePositionList', SetType.Position],
];

/** The first kind of people named decides the set type; the other kinds are returned as dropped. */
function withPeople(node: FlowNode, people: PeopleLists): { node: FlowNode; dropped: string[] } {
  const present = PEOPLE_SET_TYPES.filter(([list]) => (people[list] ?? []).length > 0);
  const [first, ...rest] = present;
  if (!first) return { node, dropped: [] };
  const [list, setType] = first;
  const { nodeUserList: _users, ...base } = node;
  const dropped = rest.flatMap(([other]) => (people[other] ?? []).map((ref) => ref.id));
  return { node: { ...base, setType, [list]: people[list] }, dropped };
}

function examineModeOf(element: ModdleElement): FlowNode['examineMode'] {
  const loop = element.loopCharacteristics as ModdleElement | undefined;
  if (loop?.$type !== 'bpmn:MultiInstanceLoopCharacteristics' || loop.isSequential === true)
    return ExamineMode.Sequence;
  return loop.completionCondition ? ExamineMode.Any : ExamineMode.All;
}

export interface MadeStep {
  node: FlowNode;
  /** Ids of people, roles or other groups the node had no place for. */
  dropped: string[];
}

/** A step node for a start event, user task (approver, or handler), manual task (handler) or send task (cc). */
export function stepNode(element: ModdleElement, pid: string, t: Translate): MadeStep | undefined {
  const id = element.id ?? '';
  const ctx = withId(id, t);
  switch (element.$type) {
    case 'bpmn:StartEvent':
      return { node: named(createStartNode(ctx), element, ''), dropped: [] };
    case 'bpmn:UserTask':
    case 'bpmn:ManualTask': {
      const isHandler = element.nodeKind === 'handler' || element.$type === 'bpmn:ManualTask';
      const base = isHandler ? createHandlerNode(ctx, pid) : createApproverNode(ctx, pid);
      const made = withPeople(named(base, element, pid), parsePeople(ownerExpression(element)));
      return isHandler ? made : { ...made, node: { ...made.node, examineMode: examineModeOf(element) } };
    }
    case 'bpmn:SendTask': {
      const recipients = typeof element.recipients === 'string' ? element.recipients : '';
      return withPeople(named(createCcNode(ctx, pid), element, pid), parsePeople(recipients));
    }
    default:
      return undefined;
  }
}

export function groupNode(element: ModdleElement, pid: string, isParallel: boolean, t: Translate): FlowNode {
  return {
    id: element.id ?? '',
    pid,
    nodeName: element.name || t(isParallel ? 'node.parallelGroup' : 'node.branchGroup'),
    type: NodeType.BranchGroup,
    status: -1,
    attr: { branchType: isParallel ? BranchType.Parallel : BranchType.Condition },
    conditionNodes: [],
    childNode: null,
  };
}

export function branchNode(
  flow: { id: string; name: string },
  groupId: string,
  index: number,
  kind: 'parallel' | 'condition' | 'default',
  t: Translate,
): FlowNode {
  const ctx = withId(flow.id, t);
  const node =
    kind === 'parallel'
      ? createParallelBranch(ctx, groupId, index)
      : kind === 'default'
        ? createDefaultBranch(ctx, groupId, index)
        : createConditionBranch(ctx, groupId, index);
  return named(node, flow, groupId);
}

export function mergeNode(element: ModdleElement, groupId: string, t: Translate): FlowNode {
  return named(createMergeNode(withId(element.id ?? '', t), groupId), element, groupId);
}
