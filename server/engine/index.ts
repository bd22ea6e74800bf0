/**
 * The approval engine: pure functions over a node tree and an instance state. No database, clock or I/O:
 * the caller passes `now`, an id generator and a directory, and persists the returned instance, task rows and
 * effects (letters, callbacks) in one transaction.
 */
export { start } from './start';
export { act } from './act';
export { preview } from './preview';
export type { ActorNode, PreviewAnswer, PreviewRequest } from './preview';
export { isHeld } from './actions/guards';
export { agreeNeedsSignature, allowedActions, instanceActions, resubmitOptions } from './allowedActions';
export { applicantTaskOf } from './actions/returnActions';
export { isSameValue } from './fieldChanges';
export { returnTargets } from './returnTargets';
export type { FallbackTarget } from './returnTargets';
export { processInfo, nodeStatuses, splitDuration } from './processInfo';
export type { ApprovalInfo, ProcessInfo, ProcessInfoEntry } from './processInfo';
export { URGE_INTERVAL_MS } from './actions/instanceActions';
export { engineErrorCodes, isEngineFailure } from './errors';
export { deadlineOf, reminderOf, shownTaskState } from './deadline';
export { InstanceState, TaskState, TaskType } from './types';
export type {
  AddedBy,
  AutoReason,
  CallbackEvent,
  Directory,
  EngineContext,
  EngineEffect,
  EngineErrorCode,
  EngineEvent,
  EngineFailure,
  EngineInstance,
  EngineResult,
  EngineSuccess,
  EngineTask,
  FieldChange,
  InstanceStateCode,
  LetterTemplate,
  NodeRun,
  NoteKind,
  OpenJoin,
  OrganisationLevel,
  SignPosition,
  StartInput,
  TaskStateCode,
  TaskTypeCode,
  TimelineNote,
  UserRef,
} from './types';
