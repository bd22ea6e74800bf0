/**
 * Supervisors and conditions on the applicant, as the importers carry them over (issue 28): Workflow-Vue3
 * `settype` 2 / 7, flowlong `setType` 2 / 6, wflow `LEADER` / `LEADER_TOP`, and the sources' initiator conditions.
 */
import type { ApplicantMatch, ConditionItem, FlowNode, NamedRef } from '../types';
import { APPLICANT_FIELD, SetType } from '../types';

/** A whole level of at least 1, else undefined. */
const positive = (level: number | undefined) =>
  level !== undefined && Number.isInteger(level) && level >= 1 ? level : undefined;

/** The supervisor at `level` (1, the direct supervisor, when unset). */
export function supervisorAt(level: number | undefined): Pick<FlowNode, 'setType' | 'directorLevel'> {
  return { setType: SetType.Supervisor, directorLevel: positive(level) ?? 1 };
}

/** Supervisors level by level up to `upTo` (to the top when undefined). */
export function supervisorsUpTo(upTo: number | undefined): Pick<FlowNode, 'setType' | 'directorLevel'> {
  return { setType: SetType.SupervisorChain, directorLevel: positive(upTo) ?? 0 };
}

/** True when the match names nobody. */
export const isEmptyMatch = (match: ApplicantMatch) =>
  match.users.length + match.organisations.length + match.roles.length + match.positions.length === 0;

/** A condition "the applicant is one of …" naming everyone matched (`label` as the source calls it). */
export function applicantCondition(match: ApplicantMatch, label: string): ConditionItem {
  const names = [...match.users, ...match.organisations, ...match.roles, ...match.positions].map(
    (ref: NamedRef) => ref.name || ref.id,
  );
  return { field: APPLICANT_FIELD, label, operator: 'eq', value: names.join(', '), applicant: match };
}

export const emptyMatch = (): ApplicantMatch => ({ users: [], organisations: [], roles: [], positions: [] });
