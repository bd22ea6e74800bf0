/**
 * The node drawer edits a draft copy of a node; confirming applies every change as one history entry
 * (and cleans incomplete conditions of a branch), cancelling applies nothing.
 */
import { nodeTypeOf } from '@shared/flow/nodeTypes';
import { findNode } from '@shared/flow/tree';
import type { FlowNode } from '@shared/flow/types';
import { BranchType } from '@shared/flow/types';
import type { FlowDocument } from '../FlowDocument';
import {
  cleanConditionsCommand,
  renameNodeCommand,
  setAssigneesCommand,
  setConditionsCommand,
  setConfigureCommand,
  setCustomCcCommand,
  setPrivilegesCommand,
} from '../commands';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const ASSIGNEE_KEYS = [
  'setType',
  'nodeUserList',
  'nodeRoleList',
  'nodeOrganizeList',
  'nodePositionList',
  'examineMode',
  'selectMode',
  'customCc',
  'directorLevel',
] as const;

/** Problems that keep the drawer from confirming: a node name is required. */
export function draftProblems(draft: FlowNode): 'nameRequired'[] {
  return nodeTypeOf(draft.type).isNameRequired && draft.nodeName.trim() === '' ? ['nameRequired'] : [];
}

/** Applies the draft's changes; true when something changed (one undo entry). */
export function applyNodeDraft(doc: FlowDocument, draft: FlowNode): boolean {
  const current = findNode(doc.root, draft.id);
  if (!current || draftProblems(draft).length > 0) return false;
  const before = doc.history.undoCount;
  const beforeRoot = doc.root;
  doc.history.breakMerge();
  doc.history.transact(() => {
    const id = draft.id;
    if (draft.nodeName.trim() !== current.nodeName)
      doc.run(renameNodeCommand(doc, id, draft.nodeName.trim()));
    const { assignee, branchType } = nodeTypeOf(current.type);
    const isAssignable = assignee !== undefined;
    if (isAssignable && ASSIGNEE_KEYS.some((key) => !same(draft[key], current[key]))) {
      if (assignee?.hasCustomCc) doc.run(setCustomCcCommand(doc, id, draft.customCc === true));
      doc.run(
        setAssigneesCommand(doc, id, {
          setType: draft.setType ?? 1,
          nodeUserList: draft.nodeUserList ?? [],
          nodeRoleList: draft.nodeRoleList ?? [],
          nodeOrganizeList: draft.nodeOrganizeList ?? [],
          nodePositionList: draft.nodePositionList ?? [],
          ...(draft.examineMode !== undefined ? { examineMode: draft.examineMode } : {}),
          ...(draft.selectMode !== undefined ? { selectMode: draft.selectMode } : {}),
          ...(draft.directorLevel !== undefined ? { directorLevel: draft.directorLevel } : {}),
        }),
      );
    }
    if (branchType === BranchType.Condition) {
      if (!same(draft.conditionList, current.conditionList))
        doc.run(setConditionsCommand(doc, id, draft.conditionList ?? []));
      doc.run(cleanConditionsCommand(doc, id));
    }
    if (draft.privileges && !same(draft.privileges, current.privileges))
      doc.run(setPrivilegesCommand(doc, id, draft.privileges));
    if (draft.configure && !same(draft.configure, current.configure))
      doc.run(setConfigureCommand(doc, id, draft.configure));
  }, 'editNode');
  doc.history.breakMerge();
  return doc.root !== beforeRoot && doc.history.undoCount >= before;
}
