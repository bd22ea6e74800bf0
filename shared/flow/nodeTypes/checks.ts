/** Publishing checks of single node types (approver, cc, branch group, condition branch). */
import { isCompleteCondition } from '../cleanConditions';
import type { ConditionGroup, FlowNode } from '../types';
import { APPLICANT_FIELD, BranchType, SetType } from '../types';
import type { FlowProblem } from './definition';

/** True when an approver node names whom to ask (setType 2, 4, 5 and the supervisors 9-11 need nobody named). */
export function hasAssignee(node: FlowNode): boolean {
  switch (node.setType) {
    case SetType.InitiatorSelects:
    case SetType.Dynamic:
    case SetType.Initiator:
    case SetType.Supervisor:
    case SetType.SupervisorChain:
    case SetType.TopLeader:
      return true;
    case SetType.Members:
      return (node.nodeUserList ?? []).length > 0;
    case SetType.Role:
      return (node.nodeRoleList ?? []).length > 0;
    case SetType.Organisation:
      return (node.nodeOrganizeList ?? []).length > 0;
    case SetType.Position:
    case SetType.PositionAlt:
      return (node.nodePositionList ?? []).length > 0;
    default:
      return false;
  }
}

/** Notice groups of these types find their people (the applicant's supervisors) when the flow runs. */
const SUPERVISOR_GROUP_TYPES = new Set<number>([
  SetType.Supervisor,
  SetType.SupervisorChain,
  SetType.TopLeader,
]);

export function hasCcRecipient(node: FlowNode): boolean {
  const hasGroupPeople = (node.approverGroups ?? []).some(
    (group) => group.approverIds.length > 0 || SUPERVISOR_GROUP_TYPES.has(group.approverType),
  );
  return node.customCc === true || (node.nodeUserList ?? []).length > 0 || hasGroupPeople;
}

export function checkBranch(
  branch: FlowNode,
  fieldKeys: Set<string> | undefined,
  problems: FlowProblem[],
): void {
  const groups = (branch.conditionList ?? []).filter((group) => group.length > 0);
  const name = branch.nodeName;
  if (groups.length === 0)
    problems.push({ nodeId: branch.id, messageKey: 'validation.noCondition', params: { name } });
  const items = groups.flat();
  if (items.some((item) => !isCompleteCondition(item))) {
    problems.push({ nodeId: branch.id, messageKey: 'validation.incompleteCondition', params: { name } });
  }
  if (!fieldKeys) return;
  for (const item of items) {
    if (item.field !== '' && item.field !== APPLICANT_FIELD && !fieldKeys.has(item.field)) {
      problems.push({
        nodeId: branch.id,
        messageKey: 'validation.unknownField',
        params: { name, label: item.label, field: item.field },
      });
    }
  }
}

export function checkGroup(group: FlowNode, problems: FlowProblem[]): void {
  const branches = group.conditionNodes ?? [];
  const kind = group.attr?.branchType ?? BranchType.Condition;
  if (branches.length < 2) {
    problems.push({
      nodeId: group.id,
      messageKey: 'validation.tooFewBranches',
      params: { name: group.nodeName },
    });
  }
  if (kind !== BranchType.Condition) return;
  const defaults = branches.filter((branch) => branch.attr?.isDefault === true);
  if (defaults.length === 0)
    problems.push({
      nodeId: group.id,
      messageKey: 'validation.missingDefaultBranch',
      params: { name: group.nodeName },
    });
  for (const extra of defaults.slice(1)) {
    problems.push({
      nodeId: extra.id,
      messageKey: 'validation.duplicateDefaultBranch',
      params: { name: extra.nodeName },
    });
  }
  const last = branches[branches.length - 1];
  if (defaults.length === 1 && last && last.attr?.isDefault !== true) {
    const lone = defaults[0];
    if (lone)
      problems.push({
        nodeId: lone.id,
        messageKey: 'validation.defaultBranchNotLast',
        params: { name: lone.nodeName },
      });
  }
  checkOverlaps(
    branches.filter((branch) => branch.attr?.isDefault !== true),
    problems,
  );
}

type CanonicalGroup = Set<string>;

function canonical(list: readonly ConditionGroup[] | undefined): CanonicalGroup[] {
  return (list ?? [])
    .filter((group) => group.length > 0)
    .map(
      (group) =>
        new Set(group.map((item) => `${item.field}\u0000${item.operator}\u0000${String(item.value).trim()}`)),
    );
}

function isSubset(small: CanonicalGroup, big: CanonicalGroup): boolean {
  for (const item of small) if (!big.has(item)) return false;
  return true;
}

/** Every case matching `later` also matches `earlier`: each later group contains some earlier group. */
function isCoveredBy(later: CanonicalGroup[], earlier: CanonicalGroup[]): boolean {
  if (earlier.length === 0) return true; // an earlier branch without conditions matches everything
  return later.length > 0 && later.every((group) => earlier.some((candidate) => isSubset(candidate, group)));
}

function sameList(a: CanonicalGroup[], b: CanonicalGroup[]): boolean {
  return a.length > 0 && isCoveredBy(a, b) && isCoveredBy(b, a);
}

function checkOverlaps(branches: FlowNode[], problems: FlowProblem[]): void {
  const lists = branches.map((branch) => canonical(branch.conditionList));
  branches.forEach((branch, index) => {
    const mine = lists[index] ?? [];
    for (let before = 0; before < index; before += 1) {
      const earlier = lists[before] ?? [];
      const other = branches[before];
      if (!other) continue;
      const params = { name: branch.nodeName, other: other.nodeName };
      if (sameList(mine, earlier)) {
        problems.push({ nodeId: branch.id, messageKey: 'validation.duplicateConditions', params });
        return;
      }
      if (isCoveredBy(mine, earlier) || earlier.length === 0) {
        problems.push({ nodeId: branch.id, messageKey: 'validation.unreachableBranch', params });
        return;
      }
    }
  });
}
