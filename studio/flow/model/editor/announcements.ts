/**
 * What the designer's live region says after a change or a keyboard move (pure): each message is built from
 * `flow` keys with the document's `t`, so the view only renders the text it is handed.
 */
import { nodeTypeOf } from '@shared/flow/nodeTypes';
import type { Translate } from '@shared/flow/messages';
import type { FlowNode } from '@shared/flow/types';
import type { FlowCommandKind } from '../commands/FlowCommandKind';

/** The node's type, as said aloud ("Approver"). */
export function typeLabel(t: Translate, node: FlowNode): string {
  return t(`announce.type.${nodeTypeOf(node.type).name}`);
}

/** "Approver: 部门审批": the node's type and name (also the outline's row text). */
export function nodeLabel(t: Translate, node: FlowNode): string {
  return t('announce.label', { type: typeLabel(t, node), name: node.nodeName });
}

/** "Approver node added after Initiator". */
export function addedMessage(t: Translate, added: FlowNode, after: FlowNode): string {
  return t('announce.added', { type: typeLabel(t, added), after: after.nodeName });
}

/** "branch 3 added to Branch". */
export function branchAddedMessage(t: Translate, branch: FlowNode, group: FlowNode): string {
  return t('announce.branchAdded', { name: branch.nodeName, group: group.nodeName });
}

export function removedMessage(t: Translate, node: FlowNode): string {
  return t('announce.removed', { name: node.nodeName });
}

export function copiedMessage(t: Translate, node: FlowNode): string {
  return t('announce.copied', { name: node.nodeName });
}

/**
 * Why a copy (or cut) did nothing: nothing selected, a single branch (only its whole group is copied), or a
 * node that is never copied (the initiator).
 */
export function notCopiedMessage(t: Translate, node: FlowNode | undefined): string {
  if (!node) return t('announce.copyNothing');
  if (nodeTypeOf(node.type).role === 'branch') return t('announce.copyBranch', { name: node.nodeName });
  return t('announce.copyNotAllowed', { name: node.nodeName });
}

/** "部门审批 cut: select where it goes and paste". */
export function cutMessage(t: Translate, node: FlowNode): string {
  return t('announce.cut', { name: node.nodeName });
}

export function movedMessage(t: Translate, moved: FlowNode, after: FlowNode): string {
  return t('announce.moved', { name: moved.nodeName, after: after.nodeName });
}

export function pastedMessage(t: Translate, pasted: FlowNode, after: FlowNode): string {
  return t('announce.pasted', { name: pasted.nodeName, after: after.nodeName });
}

/** "Undone: add node" / "Redone: add node". */
export function historyMessage(t: Translate, kind: FlowCommandKind, isRedo: boolean): string {
  return t(isRedo ? 'announce.redone' : 'announce.undone', { change: t(`announce.change.${kind}`) });
}

/** "Approver: 部门审批, 2 of 5": where a keyboard move landed, counted in flow order. */
export function positionMessage(t: Translate, node: FlowNode, index: number, count: number): string {
  return t('announce.position', { label: nodeLabel(t, node), index, count });
}
