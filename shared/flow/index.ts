/** Public face of the flow model rules (pure, shared by the designer, the engine and the API). */
export {
  APPLICANT_FIELD,
  BranchType,
  ExamineMode,
  NodeType,
  QUICK_APPROVE_SECONDS,
  SetType,
  defaultFlowSettings,
} from './types';
export type {
  ApplicantMatch,
  ApproverGroup,
  BranchTypeCode,
  ConditionGroup,
  ConditionItem,
  ConditionOperator,
  ExamineModeCode,
  FieldPrivilege,
  FlowFormField,
  FlowNode,
  FlowReminder,
  ReminderAudience,
  FlowSettings,
  NamedRef,
  NodeAttr,
  NodeConfigure,
  NodeDisplayStatus,
  NodeTypeCode,
  SetTypeCode,
} from './types';
export { ALL_SET_TYPES, NODE_TYPES, NODE_TYPE_NAMES, UNKNOWN_NODE_TYPE, nodeTypeOf } from './nodeTypes';
export type {
  AssigneeFacts,
  CardBody,
  CardTextKey,
  NodeEntry,
  NodeRole,
  NodeTone,
  NodeTypeDefinition,
  NodeTypeName,
  TaskFacts,
} from './nodeTypes';
export { FLOW_NAMESPACE, flowMessageKeys } from './messages';
export type { FlowMessage, FlowMessageKey, MessageParams, Translate } from './messages';
export { createIdGenerator, makeNodeId } from './ids';
export type { IdGenerator, IdSources } from './ids';
export {
  createApproverNode,
  createBranchGroup,
  createCcNode,
  createConditionBranch,
  createDefaultBranch,
  createNode,
  createOpinionGroup,
  createParallelBranch,
  createParallelGroup,
  createStartNode,
} from './factories';
export type { NewNodeKind, NodeFactoryContext } from './factories';
export {
  ancestry,
  branchPath,
  childrenOf,
  collectIds,
  countNodes,
  findGroupOfBranch,
  findNode,
  findParent,
  walkTree,
} from './tree';
export type { BranchChoice, ParentLink } from './tree';
export {
  appendToChain,
  continuationAfter,
  insertAfter,
  isClosedByMerge,
  isDeletableNode,
  reidentify,
  removeNode,
  replaceNode,
  updateNode,
  withPid,
} from './treeEdit';
export {
  addBranch,
  canAddBranch,
  deleteBranch,
  isDefaultBranch,
  moveBranch,
  renumberBranches,
} from './branchEdit';
export {
  branchSummaryText,
  formatConditionSummary,
  summarizeBranch,
  summarizeConditionList,
} from './conditionSummary';
export type { ConditionSummary } from './conditionSummary';
export { DEFAULT_SUMMARY_FIELD_COUNT, defaultSummaryFields } from './formSummary';
export { approverDisplayMessage, chosenRefs, supervisorMessage } from './approverText';
export { hasPrivileges, setAllPrivileges, syncPrivileges, syncTreePrivileges } from './privileges';
export {
  allowedExamineModes,
  allowedSetTypes,
  defaultExamineMode,
  isSupervisorSetType,
  SUPERVISOR_SET_TYPES,
  resolveExamineMode,
  showsExamineMode,
} from './examineMode';
export { cleanConditionList, isCompleteCondition, isConditionListClean } from './cleanConditions';
export { hasAssignee, validateFlow } from './validateFlow';
export type { FlowProblem, ValidateFlowOptions } from './validateFlow';
export { loadModelContent, toModelContent } from './modelContent';
export type { LoadResult } from './modelContent';
export { collectPeopleRefs, idsOfKind } from './peopleRefs';
export type { PeopleRef, PeopleRefKind } from './peopleRefs';
export { customCcNodes, designateNodes } from './applicantPicks';
export type { PickNode } from './applicantPicks';
export {
  fieldPlaceholder,
  fieldsOfDocuments,
  instanceSummary,
  instanceTitle,
  MAX_SUMMARY_FIELDS,
  pickedSummaryFields,
  removedSummaryKeys,
  removedTitleKeys,
  TITLE_PLACEHOLDERS,
} from './displaySettings';
export type { SummaryItem } from './displaySettings';
