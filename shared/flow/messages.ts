/**
 * Every i18n key (namespace `flow`) that the flow model layer returns. Pure code returns these keys plus
 * params; views translate them with `t(key, params)` in the `flow` namespace.
 */
export const FLOW_NAMESPACE = 'flow';

export const flowMessageKeys = [
  // default node names
  'node.initiator',
  'node.approver',
  'node.cc',
  'node.branchGroup',
  'node.parallelGroup',
  'node.opinionGroup',
  'node.branch',
  'node.parallel',
  'node.otherBranch',
  'node.agree',
  'node.disagree',
  'node.merge',
  'node.end',
  // condition summary
  'summary.or',
  'summary.and',
  'summary.anyOther',
  'summary.noCondition',
  'summary.item',
  'summary.applicantIn',
  'summary.applicantNotIn',
  'operator.eq',
  'operator.ne',
  'operator.gt',
  'operator.ge',
  'operator.lt',
  'operator.le',
  // approver display text
  'approver.names',
  'approver.notSet',
  'approver.dynamic',
  'approver.initiator',
  'approver.customCc',
  'approver.directSupervisor',
  'approver.supervisorAtLevel',
  'approver.supervisorsToTop',
  'approver.supervisorsUpTo',
  'approver.topLeader',
  'initiatorSelects.card',
  // validation
  'validation.noAssignee',
  'validation.noCcRecipient',
  'validation.incompleteCondition',
  'validation.noCondition',
  'validation.missingDefaultBranch',
  'validation.duplicateDefaultBranch',
  'validation.defaultBranchNotLast',
  'validation.duplicateConditions',
  'validation.unreachableBranch',
  'validation.emptyName',
  'validation.unknownField',
  'validation.tooFewBranches',
  // import
  'import.invalidJson',
  'import.unknownShape',
  'import.fieldCatalogue',
  'import.unknownNodeType',
  'import.unsupportedAssignee',
  'import.unsupportedCondition',
  'import.unsupportedOperator',
  'import.unsupportedExpression',
  'import.defaultBranchAdded',
  'import.examineModeAdjusted',
  'import.ignoredSetting',
  'import.duplicateId',
  'import.tooManyConditionGroups',
  'import.inclusiveAsCondition',
  'import.routePlaceholder',
  'import.routeLeftOut',
  'import.assigneesDropped',
  'import.emptyAssigneeToAdmin',
  'import.emptyAssigneeOther',
  // loader of saved designs
  'load.invalidJson',
  'load.invalidTree',
  // announcements of the designer's live region (studio/flow/model/editor/announcements.ts)
  'announce.added',
  'announce.branchAdded',
  'announce.removed',
  'announce.copied',
  'announce.copyNothing',
  'announce.copyBranch',
  'announce.copyNotAllowed',
  'announce.pasted',
  'announce.cut',
  'announce.moved',
  'announce.undone',
  'announce.redone',
  'announce.position',
  'announce.label',
  'announce.type.start',
  'announce.type.approver',
  'announce.type.cc',
  'announce.type.conditionBranch',
  'announce.type.branchGroup',
  'announce.type.handler',
  'announce.type.opinionBranch',
  'announce.type.other',
  'announce.type.parallelBranch',
  'announce.type.merge',
  'announce.change.addNode',
  'announce.change.deleteNode',
  'announce.change.renameNode',
  'announce.change.addBranch',
  'announce.change.deleteBranch',
  'announce.change.moveBranch',
  'announce.change.setAssignees',
  'announce.change.setConditions',
  'announce.change.cleanConditions',
  'announce.change.setPrivileges',
  'announce.change.setConfigure',
  'announce.change.pasteSubtree',
  'announce.change.moveNode',
  'announce.change.setCustomCc',
  'announce.change.replaceFlow',
  'announce.change.editNode',
  'announce.change.setBasicInfo',
  'announce.change.setFlowSettings',
  'timeLimit.invalid',
  'timeLimit.noTransferTarget',
] as const;

export type FlowMessageKey = (typeof flowMessageKeys)[number];

export type MessageParams = Record<string, string | number>;

/** A message as pure code returns it: a key in the `flow` namespace and its params. */
export interface FlowMessage {
  key: FlowMessageKey;
  params?: MessageParams;
}

/** A translate function as the views hold it (i18next's `t` bound to the `flow` namespace fits). */
export type Translate = (key: FlowMessageKey, params?: MessageParams) => string;
