/** The flow diff (issue 30 "Visual diff"): pure, used by the canvas marks and the side list alike. */
export { diffFlows } from './diffFlows';
export type {
  FieldAccess,
  FlowChange,
  FlowChangeKind,
  FlowDiff,
  FlowVersionDocument,
  NodeMark,
  PrivilegeChange,
} from './types';
