/**
 * Test builders for node trees, a fake directory and a step driver. Used only by the engine's tests.
 */
import { APPLICANT_FIELD } from '@shared/flow/types';
import type { ConditionItem, FlowNode, FlowSettings, NodeConfigure } from '@shared/flow/types';
import { isEngineFailure } from '../errors';
import { act } from '../act';
import { start } from '../start';
import type {
  Directory,
  EngineContext,
  EngineEvent,
  EngineInstance,
  EngineResult,
  EngineSuccess,
  EngineTask,
  UserRef,
} from '../types';

export const user = (id: string): UserRef => ({ userId: id, userName: id.toUpperCase() });
const refs = (ids: string[]) => ids.map((id) => ({ id, name: id.toUpperCase() }));

/** Links nodes through `childNode` and returns the first (null for none). */
export function chain(nodes: FlowNode[]): FlowNode | null {
  for (let i = 0; i < nodes.length - 1; i++) (nodes[i] as FlowNode).childNode = nodes[i + 1] as FlowNode;
  return nodes[0] ?? null;
}

function base(id: string, type: FlowNode['type'], extra: Partial<FlowNode> = {}): FlowNode {
  return { id, pid: '', nodeName: `node ${id}`, type, childNode: null, ...extra };
}

export const startNode = (configure: NodeConfigure = {}) =>
  base('start', 0, { nodeName: 'initiator', configure });

/** An approver with named members (setType 1) unless `extra` says otherwise. */
export const approver = (id: string, userIds: string[], extra: Partial<FlowNode> = {}) =>
  base(id, 1, { setType: 1, examineMode: 1, nodeUserList: refs(userIds), ...extra });

export const handler = (id: string, userIds: string[], extra: Partial<FlowNode> = {}) =>
  base(id, 6, { setType: 1, examineMode: 3, nodeUserList: refs(userIds), ...extra });

export const cc = (id: string, userIds: string[]) => base(id, 2, { setType: 1, nodeUserList: refs(userIds) });

export const when = (field: string, operator: ConditionItem['operator'], value: string): ConditionItem => ({
  label: field,
  field,
  operator,
  value,
});

/** A condition on the applicant: in one of these organisations (or below) or holding one of these roles. */
export const applicantIn = (organisationIds: string[], roleIds: string[] = []): ConditionItem => ({
  label: 'Applicant',
  field: APPLICANT_FIELD,
  operator: 'eq',
  value: [...organisationIds, ...roleIds].join(', '),
  applicant: { users: [], organisations: refs(organisationIds), roles: refs(roleIds), positions: [] },
});

/** A condition group; each branch: [id, conditionList, chain], and an optional default branch chain. */
export function conditionGroup(
  id: string,
  branches: Array<[string, ConditionItem[][], FlowNode[]]>,
  defaultChain?: FlowNode[],
): FlowNode {
  const nodes = branches.map(([branchId, conditionList, nodesInBranch], position) =>
    base(branchId, 3, {
      priorityLevel: position + 1,
      conditionList,
      attr: { branchType: 1, priorityLevel: position + 1 },
      childNode: chain(nodesInBranch),
    }),
  );
  if (defaultChain) {
    const level = nodes.length + 1;
    nodes.push(
      base(`${id}-other`, 3, {
        priorityLevel: level,
        conditionList: [],
        attr: { branchType: 1, priorityLevel: level, isDefault: true },
        childNode: chain(defaultChain),
      }),
    );
  }
  return base(id, 4, { attr: { branchType: 1 }, conditionNodes: nodes });
}

export function parallelGroup(id: string, branches: FlowNode[][], withMerge = false): FlowNode {
  const nodes = branches.map((nodesInBranch, position) =>
    base(`${id}-p${position + 1}`, 10, { attr: { branchType: 3 }, childNode: chain(nodesInBranch) }),
  );
  const group = base(id, 4, { attr: { branchType: 3 }, conditionNodes: nodes });
  if (withMerge) group.childNode = base(`${id}-merge`, 11);
  return group;
}

export function opinionGroup(id: string, agree: FlowNode[], disagree: FlowNode[]): FlowNode {
  return base(id, 4, {
    attr: { branchType: 8 },
    conditionNodes: [
      base(`${id}-agree`, 8, { attr: { opinion: 'agree' }, childNode: chain(agree) }),
      base(`${id}-disagree`, 8, { attr: { opinion: 'disagree' }, childNode: chain(disagree) }),
    ],
  });
}

/** A flow: start node followed by `nodes`. Group nodes get their `childNode` from the chain. */
export function flow(nodes: FlowNode[], startConfigure: NodeConfigure = { withdraw: true }): FlowNode {
  const root = startNode(startConfigure);
  let tail = root;
  for (const next of nodes) {
    while (tail.childNode) tail = tail.childNode;
    tail.childNode = next;
  }
  return root;
}

const directory: Directory = {
  usersOfRoles: (ids) => ids.flatMap((id) => (id === 'r1' ? [user('r1a'), user('r1b')] : [])),
  usersOfOrganisations: (ids) => ids.flatMap((id) => (id === 'o1' ? [user('o1a'), user('o1b')] : [])),
  usersOfPositions: (ids) => ids.flatMap((id) => (id === 'p1' ? [user('p1a')] : [])),
  tenantAdmin: () => user('admin'),
  userById: (id) => user(id),
};

/** A context with a clock the test moves and sequential ids. */
export function testContext(settings: Partial<FlowSettings> = {}, startAt = 1_700_000_000_000) {
  let counter = 0;
  const ctx: EngineContext & { now: number } = {
    now: startAt,
    ids: () => `id${++counter}`,
    directory,
    settings,
  };
  return ctx;
}

export function expectSuccess(result: EngineResult): EngineSuccess {
  if (isEngineFailure(result)) throw new Error(`engine failed: ${result.error}`);
  return result;
}

export function startFlow(
  tree: FlowNode,
  ctx = testContext(),
  formData: Record<string, unknown> = {},
  initiator = user('init'),
): EngineSuccess {
  return expectSuccess(start(tree, { ...ctx, initiator, formData }));
}

export function step(instance: EngineInstance, event: EngineEvent, ctx: EngineContext): EngineSuccess {
  return expectSuccess(act(instance, event, ctx));
}

export function openTasks(instance: EngineInstance): EngineTask[] {
  return instance.tasks.filter((task) => task.taskType === 1 && task.taskState === 0);
}

/** The open task held (or claimable) by `userId`. */
export function taskOf(instance: EngineInstance, userId: string): EngineTask {
  const task = openTasks(instance).find(
    (open) =>
      open.assignee?.userId === userId ||
      (!open.assignee && open.candidates.some((c) => c.userId === userId)),
  );
  if (!task) throw new Error(`no open task for ${userId}`);
  return task;
}

/** Approves the open task of each user in turn. */
export function approveAll(
  instance: EngineInstance,
  ctx: EngineContext,
  ...userIds: string[]
): EngineInstance {
  return userIds.reduce(
    (current, userId) =>
      step(current, { kind: 'approve', taskId: taskOf(current, userId).id, userId }, ctx).instance,
    instance,
  );
}

export const holders = (instance: EngineInstance) =>
  openTasks(instance).map((task) => task.assignee?.userId ?? null);
