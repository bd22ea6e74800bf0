/** What the flow diff compares and what it answers (issue 30 "Visual diff"). */
import type {
  ConditionGroup,
  ExamineModeCode,
  FlowFormField,
  FlowNode,
  NodeTypeCode,
  SetTypeCode,
} from '../types';

/** One side of a comparison: a published version or the draft. */
export interface FlowVersionDocument {
  root: FlowNode;
  settings: Readonly<Record<string, unknown>>;
  /** The bound forms' fields, in form order. */
  fields: readonly FlowFormField[];
}

/** How a node treats one form field. */
export type FieldAccess = 'editable' | 'readOnly' | 'hidden';

export interface PrivilegeChange {
  key: string;
  label: string;
  before: FieldAccess;
  after: FieldAccess;
}

interface OnNode {
  nodeId: string;
  /** The node's name in the newer document (the older one for a removed node). */
  nodeName: string;
}

/** One difference, in words the view translates; node changes name the node they are about. */
export type FlowChange =
  | (OnNode & { kind: 'nodeAdded'; nodeType: NodeTypeCode })
  | (OnNode & { kind: 'nodeRemoved'; nodeType: NodeTypeCode })
  | (OnNode & { kind: 'nodeRenamed'; before: string })
  | (OnNode & { kind: 'approverRule'; before: SetTypeCode | null; after: SetTypeCode | null })
  | (OnNode & { kind: 'approvers'; added: string[]; removed: string[] })
  | (OnNode & { kind: 'examineMode'; before: ExamineModeCode | null; after: ExamineModeCode | null })
  | (OnNode & { kind: 'condition'; before: ConditionGroup[]; after: ConditionGroup[]; isDefault: boolean })
  | (OnNode & { kind: 'privileges'; fields: PrivilegeChange[] })
  | { kind: 'setting'; key: string; before: unknown; after: unknown }
  | { kind: 'fieldAdded'; key: string; label: string; type: string }
  | { kind: 'fieldRemoved'; key: string; label: string; type: string }
  | { kind: 'fieldRelabelled'; key: string; before: string; after: string }
  | { kind: 'fieldType'; key: string; label: string; before: string; after: string };

export type FlowChangeKind = FlowChange['kind'];

/** How a node of the drawn tree differs; nodes left out are unchanged. */
export type NodeMark = 'added' | 'removed' | 'changed';

export interface FlowDiff {
  changes: FlowChange[];
  /** The newer tree with each removed node put back where it stood (a ghost). */
  drawnRoot: FlowNode;
  marks: Record<string, NodeMark>;
}
