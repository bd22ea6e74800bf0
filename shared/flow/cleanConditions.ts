/** Removes incomplete conditions when the branch panel closes (workflow spec §4.2). */
import type { ConditionGroup, ConditionItem } from './types';

/** Complete: a label, a field, an operator and a non-blank value. */
export function isCompleteCondition(item: ConditionItem): boolean {
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
