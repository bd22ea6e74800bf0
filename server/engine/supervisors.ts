/**
 * Supervisors as approvers (setType 9, 10, 11; issue 28): who they are, read from the applicant's way up the
 * organisation tree. Pure: the directory hands in the organisations with their leaders.
 *
 * - Level 1 (the direct supervisor) is the leaders of the applicant's organisation, or of the next one up when
 *   the applicant leads it (and so on while the applicant leads). Level 2 is the organisation above level 1's.
 * - The applicant never approves as their own supervisor: they are left out of every level.
 * - A person met at more than one level approves at the first one only.
 */
import { isSupervisorSetType } from '@shared/flow/examineMode';
import { SetType } from '@shared/flow/types';
import type { FlowNode } from '@shared/flow/types';
import type { OrganisationLevel, UserRef } from './types';

export const isSupervisorNode = (node: FlowNode): boolean => isSupervisorSetType(node.setType);

const without = (people: UserRef[], userId: string) => people.filter((person) => person.userId !== userId);

/** The supervisor levels above the applicant, nearest first (a level may be empty: its organisation has no leader). */
export function supervisorLevels(chain: readonly OrganisationLevel[], applicantId: string): UserRef[][] {
  const first = chain.findIndex((level) => !level.leaders.some((leader) => leader.userId === applicantId));
  if (first < 0) return [];
  return chain.slice(first).map((level) => without(level.leaders, applicantId));
}

/** Drops empty levels and people already met at an earlier level. */
function distinctLevels(levels: UserRef[][]): UserRef[][] {
  const seen = new Set<string>();
  return levels
    .map((level) => level.filter((person) => !seen.has(person.userId) && (seen.add(person.userId), true)))
    .filter((level) => level.length > 0);
}

/** A positive whole level, else `fallback`. */
const levelOf = (value: number | undefined, fallback: number) =>
  value !== undefined && Number.isInteger(value) && value > 0 ? value : fallback;

/**
 * The steps of a supervisor node, each a list of people approving together (by the node's examine mode); empty
 * when nobody is found. Other setTypes give no steps.
 */
export function supervisorSteps(
  node: FlowNode,
  chain: readonly OrganisationLevel[],
  applicantId: string,
): UserRef[][] {
  switch (node.setType) {
    case SetType.Supervisor: {
      const level = supervisorLevels(chain, applicantId)[levelOf(node.directorLevel, 1) - 1] ?? [];
      return distinctLevels([level]);
    }
    case SetType.SupervisorChain: {
      const levels = supervisorLevels(chain, applicantId);
      const upTo = levelOf(node.directorLevel, levels.length);
      return distinctLevels(levels.slice(0, upTo));
    }
    case SetType.TopLeader: {
      const fromTop = [...chain].reverse()[levelOf(node.directorLevel, 1) - 1];
      return distinctLevels([fromTop ? without(fromTop.leaders, applicantId) : []]);
    }
    default:
      return [];
  }
}
