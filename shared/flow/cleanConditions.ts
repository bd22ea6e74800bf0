/** Removes incomplete conditions when the branch panel closes (workflow spec §4.2). */
import { APPLICANT_FIELD } from './types';
import type { ConditionGroup, ConditionItem } from './types';

/**
 * Complete: a label, a field, an operator and a non-blank value; a condition on the applicant: `eq` or `ne` and
 * someone named.
 */
export function isCompleteCondition(item: ConditionItem): boolean {
  if (item.field === APPLICANT_FIELD) {
    const match = item.applicant;
    const count = match
      ? match.users.length + match.organisations.length + match.roles.length + match.positions.length
      : 0;
    return (item.operator === 'eq' || item.operator === 'ne') && count > 0;
  }
  return (
    item.label.trim() !== '' &&
    item.field.trim() !== '' &&
    item.operator !== '' &&
    String(item.value).trim() !== ''
  );
}

/** Drops incomplete items, then groups left empty. */
export function cleanConditionList(list: readonly ConditionGroup[] | undefined): ConditionGroup[] {
  return (list ?? []).map((group) => group.filter(isCompleteCondition)).filter((group) => group.length > 0);
}

/** True when cleaning would change nothing. */
export function isConditionListClean(list: readonly ConditionGroup[] | undefined): boolean {
  return (list ?? []).every((group) => group.length > 0 && group.every(isCompleteCondition));
}
