/** Commands on nodes of the flow tree (workflow spec §4.2). */
import { approverDisplayMessage } from '@shared/flow/approverText';
import { cleanConditionList, isConditionListClean } from '@shared/flow/cleanConditions';
import { branchSummaryText } from '@shared/flow/conditionSummary';
import { defaultExamineMode, isSupervisorSetType, resolveExamineMode } from '@shared/flow/examineMode';
import { createNode } from '@shared/flow/factories';
import type { NewNodeKind } from '@shared/flow/factories';
import { findNode } from '@shared/flow/tree';
import { insertAfter, reidentify, removeNode, replaceNode } from '@shared/flow/treeEdit';
import type {
  ConditionGroup,
  ExamineModeCode,
  FieldPrivilege,
  FlowNode,
  NamedRef,
  NodeConfigure,
  SetTypeCode,
} from '@shared/flow/types';
import { nodeTypeOf } from '@shared/flow/nodeTypes';
import { BranchType } from '@shared/flow/types';
import type { FlowDocument } from '../FlowDocument';
import { TreeCommand } from './TreeCommand';

/** Adds a node of `kind` after `afterId`; `createdId` is the new node's id. */
export function addNodeCommand(doc: FlowDocument, afterId: string, kind: NewNodeKind): TreeCommand {
  return new TreeCommand('addNode', doc, (root, created) => {
    if (!findNode(root, afterId)) return root;
    const node = createNode(doc.factoryContext(), kind, afterId);
    created(node.id);
    return insertAfter(root, afterId, node);
  });
}

export function deleteNodeCommand(doc: FlowDocument, id: string): TreeCommand {
  return new TreeCommand('deleteNode', doc, (root) => removeNode(root, id));
}

/** Renames in place; consecutive keystrokes on one node merge into one undo step. */
export function renameNodeCommand(doc: FlowDocument, id: string, nodeName: string): TreeCommand {
  return new TreeCommand(
    'renameNode',
    doc,
    (root) => replaceNode(root, id, (node) => (node.nodeName === nodeName ? node : { ...node, nodeName })),
    { mergeKey: id },
  );
}

export interface AssigneeChoice {
  setType: SetTypeCode;
  nodeUserList?: NamedRef[];
  nodeRoleList?: NamedRef[];
  nodeOrganizeList?: NamedRef[];
  nodePositionList?: NamedRef[];
  /** Requested mode; replaced by the setType's default when the setType does not offer it. */
  examineMode?: ExamineModeCode;
  selectMode?: 1 | 2;
  /** Supervisor setTypes (9, 10, 11): the level; dropped for other setTypes. */
  directorLevel?: number;
}

/**
 * Sets whom a node asks, among the assignee types its node type offers (cc nodes: named members only). A changed setType resets examineMode to 1
 * (initiator, named members) or 3 (any other type); a requested mode is kept only when offered.
 */
export function setAssigneesCommand(doc: FlowDocument, id: string, choice: AssigneeChoice): TreeCommand {
  return new TreeCommand('setAssignees', doc, (root) =>
    replaceNode(root, id, (node) => {
      const assignee = nodeTypeOf(node.type).assignee;
      if (!assignee) return node;
      const setType = assignee.setTypes.includes(choice.setType)
        ? choice.setType
        : (assignee.setTypes[0] ?? choice.setType);
      const next: FlowNode = { ...node, ...choice, setType };
      if (!isSupervisorSetType(setType)) delete next.directorLevel;
      if (assignee.hasExamineMode) {
        next.examineMode =
          choice.examineMode !== undefined
            ? resolveExamineMode(setType, choice.examineMode)
            : node.setType !== setType || node.examineMode === undefined
              ? defaultExamineMode(setType)
              : resolveExamineMode(setType, node.examineMode);
      } else {
        delete next.examineMode;
      }
      const message = approverDisplayMessage(next);
      next.content = doc.t(message.key, message.params);
      return next;
    }),
  );
}

function hasConditions(node: FlowNode): boolean {
  return nodeTypeOf(node.type).branchType === BranchType.Condition;
}

function withConditions(doc: FlowDocument, node: FlowNode, conditionList: ConditionGroup[]): FlowNode {
  const next = { ...node, conditionList };
  return { ...next, content: branchSummaryText(next, doc.t) };
}

/** Edits of one branch's conditions merge while the user keeps editing it. */
export function setConditionsCommand(
  doc: FlowDocument,
  branchId: string,
  conditionList: ConditionGroup[],
): TreeCommand {
  return new TreeCommand(
    'setConditions',
    doc,
    (root) =>
      replaceNode(root, branchId, (node) =>
        hasConditions(node) ? withConditions(doc, node, conditionList) : node,
      ),
    { mergeKey: branchId },
  );
}

/** On closing the branch panel: drops incomplete conditions and empty groups (nothing recorded if clean). */
export function cleanConditionsCommand(doc: FlowDocument, branchId: string): TreeCommand {
  return new TreeCommand('cleanConditions', doc, (root) =>
    replaceNode(root, branchId, (node) =>
      isConditionListClean(node.conditionList)
        ? node
        : withConditions(doc, node, cleanConditionList(node.conditionList)),
    ),
  );
}

export function setPrivilegesCommand(
  doc: FlowDocument,
  id: string,
  privileges: FieldPrivilege[],
): TreeCommand {
  return new TreeCommand('setPrivileges', doc, (root) =>
    replaceNode(root, id, (node) => ({ ...node, privileges })),
  );
}

export function setConfigureCommand(doc: FlowDocument, id: string, patch: NodeConfigure): TreeCommand {
  return new TreeCommand('setConfigure', doc, (root) =>
    replaceNode(root, id, (node) => {
      const current = node.configure ?? {};
      const isChange = (Object.keys(patch) as (keyof NodeConfigure)[]).some(
        (key) => current[key] !== patch[key],
      );
      return isChange ? { ...node, configure: { ...current, ...patch } } : node;
    }),
  );
}

/** Pastes a copied chain/subtree after `afterId`, with all-new ids; `createdId` is the pasted top node's id. */
export function pasteSubtreeCommand(doc: FlowDocument, afterId: string, subtree: FlowNode): TreeCommand {
  return new TreeCommand('pasteSubtree', doc, (root, created) => {
    if (!findNode(root, afterId) || nodeTypeOf(subtree.type).role === 'start') return root;
    const copy = reidentify(subtree, afterId, doc.factoryContext().newId);
    created(copy.id);
    return insertAfter(root, afterId, copy);
  });
}
