/**
 * Incremental hide-rule evaluation: rules are indexed by the data keys their conditions read, so a change
 * of one field re-evaluates only the rules that read it. The hidden set always equals what
 * `evaluateHideRules` returns for the same values.
 */
import { ruleHolds } from './hideRules';
import type { FormValues, HideRule } from './types';

export interface HideRuleTracker {
  /** Whether a key (control key or model) is hidden by some rule. */
  isHidden: (key: string) => boolean;
  /** The live set of hidden keys (read it, do not keep it). */
  hidden: () => ReadonlySet<string>;
  /** Re-evaluates every rule; returns the keys whose hidden state changed. */
  evaluateAll: (values: FormValues) => string[];
  /** Re-evaluates only the rules reading these data keys; returns the keys whose hidden state changed. */
  update: (values: FormValues, changedDataKeys: Iterable<string>) => string[];
}

interface IndexedRule {
  rule: HideRule;
  showKeys: string[];
  holds: boolean;
}

/** `resolve` maps a condition's field (control key) to the data key holding its value. */
export function createHideRuleTracker(
  rules: readonly HideRule[] | undefined,
  resolve: (field: string) => string = (field) => field,
): HideRuleTracker {
  const indexed: IndexedRule[] = (rules ?? []).map((rule) => ({
    rule,
    showKeys: [...new Set(rule.showKeys ?? [])],
    holds: true,
  }));
  const byDataKey = new Map<string, number[]>();
  indexed.forEach(({ rule }, index) => {
    for (const field of new Set((rule.conditions ?? []).map((condition) => resolve(condition.field)))) {
      const list = byDataKey.get(field) ?? [];
      list.push(index);
      byDataKey.set(field, list);
    }
  });
  /** Per key: how many rules that do not hold list it. */
  const failing = new Map<string, number>();
  const hidden = new Set<string>();

  const reevaluate = (indexes: Iterable<number>, values: FormValues): string[] => {
    const before = new Map<string, boolean>();
    for (const index of indexes) {
      const entry = indexed[index];
      if (!entry) continue;
      const holds = ruleHolds(entry.rule, values, (field) => values[resolve(field)]);
      if (holds === entry.holds) continue;
      entry.holds = holds;
      for (const key of entry.showKeys) {
        if (!before.has(key)) before.set(key, hidden.has(key));
        const count = (failing.get(key) ?? 0) + (holds ? -1 : 1);
        failing.set(key, count);
        if (count > 0) hidden.add(key);
        else hidden.delete(key);
      }
    }
    return [...before].filter(([key, wasHidden]) => hidden.has(key) !== wasHidden).map(([key]) => key);
  };

  return {
    isHidden: (key) => hidden.has(key),
    hidden: () => hidden,
    evaluateAll: (values) => reevaluate(indexed.keys(), values),
    update: (values, changedDataKeys) => {
      const indexes = new Set<number>();
      for (const key of changedDataKeys) for (const index of byDataKey.get(key) ?? []) indexes.add(index);
      return indexes.size ? reevaluate(indexes, values) : [];
    },
  };
}
