/** examineMode rules per approver setType (workflow spec §4.2). */
import type { ExamineModeCode, NodeTypeCode, SetTypeCode } from './types';
import { ALL_SET_TYPES, nodeTypeOf } from './nodeTypes';
import { ExamineMode, SetType } from './types';

/** The supervisor setTypes (9, 10, 11; issue 28). */
export const SUPERVISOR_SET_TYPES: readonly SetTypeCode[] = [
  SetType.Supervisor,
  SetType.SupervisorChain,
  SetType.TopLeader,
];

export const isSupervisorSetType = (setType: SetTypeCode | undefined): boolean =>
  setType !== undefined && SUPERVISOR_SET_TYPES.includes(setType);

/**
 * Modes offered: setType 1 all three; 5 only in sequence; supervisors countersign or or-sign (within each
 * level); every other type only or-sign.
 */
export function allowedExamineModes(setType: SetTypeCode | undefined): ExamineModeCode[] {
  if (setType === SetType.Members) return [ExamineMode.Sequence, ExamineMode.All, ExamineMode.Any];
  if (setType === SetType.Initiator) return [ExamineMode.Sequence];
  if (isSupervisorSetType(setType)) return [ExamineMode.Any, ExamineMode.All];
  return [ExamineMode.Any];
}

/** The mode set when the assignee type changes: 1 for initiator or named members, else 3. */
export function defaultExamineMode(setType: SetTypeCode | undefined): ExamineModeCode {
  return setType === SetType.Initiator || setType === SetType.Members
    ? ExamineMode.Sequence
    : ExamineMode.Any;
}

/** `requested` when the setType offers it, else the setType's default. */
export function resolveExamineMode(
  setType: SetTypeCode | undefined,
  requested?: ExamineModeCode,
): ExamineModeCode {
  return requested !== undefined && allowedExamineModes(setType).includes(requested)
    ? requested
    : defaultExamineMode(setType);
}

/** Assignee types a node offers: cc nodes only named members (spec §5), approvers all. */
export function allowedSetTypes(nodeType: NodeTypeCode): SetTypeCode[] {
  return [...(nodeTypeOf(nodeType).assignee?.setTypes ?? ALL_SET_TYPES)];
}

/** The circulation rule (examine mode choice) shows only for approver nodes. */
export function showsExamineMode(nodeType: NodeTypeCode): boolean {
  return nodeTypeOf(nodeType).assignee?.hasExamineMode === true;
}
