import { describe, expect, it } from 'vitest';
import { branchSummaryText, formatConditionSummary, summarizeConditionList } from './conditionSummary';
import { fakeT } from './testing';
import type { ConditionGroup, FlowNode } from './types';
import { NodeType } from './types';

const en = (key: string, params?: Record<string, string | number>): string => {
  const texts: Record<string, string> = {
    'summary.or': 'or',
    'summary.and': 'and',
    'summary.anyOther': 'any (other)',
    'summary.noCondition': 'please set conditions',
    'operator.gt': '>',
    'operator.eq': '=',
    'operator.le': '≤',
  };
  if (key === 'summary.item') return `${params?.label} ${params?.operator} ${params?.value}`;
  return texts[key] ?? key;
};

const days = { label: 'Days', field: 'days', operator: 'gt', value: '3' } as const;
const kind = { label: 'Kind', field: 'kind', operator: 'eq', value: 'sick' } as const;
const cost = { label: 'Cost', field: 'cost', operator: 'le', value: '100' } as const;

function branch(conditionList: ConditionGroup[], isDefault = false): FlowNode {
  return {
    id: 'b',
    pid: 'g',
    nodeName: 'b',
    type: NodeType.ConditionBranch,
    childNode: null,
    conditionList,
    attr: { isDefault },
  };
}

describe('condition summary', () => {
  it('joins items with "and" and groups with "or"', () => {
    expect(branchSummaryText(branch([[days, kind], [cost]]), en)).toBe(
      'Days > 3 and Kind = sick or Cost ≤ 100',
    );
  });

  it('shows "any (other)" for the default branch, whatever its conditions', () => {
    expect(branchSummaryText(branch([[days]], true), en)).toBe('any (other)');
  });

  it('asks for conditions when a normal branch has none (empty groups ignored)', () => {
    expect(branchSummaryText(branch([[], []]), en)).toBe('please set conditions');
  });

  it('returns keys and params for views that render parts themselves', () => {
    expect(summarizeConditionList([[days]])).toEqual({
      kind: 'groups',
      groups: [[{ key: 'summary.item', params: { label: 'Days', operator: 'gt', value: '3' } }]],
    });
    expect(formatConditionSummary(summarizeConditionList([[days]]), fakeT)).toBe(
      'summary.item(label=Days,operator=operator.gt,value=3)',
    );
  });
});
