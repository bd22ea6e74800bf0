import { describe, expect, it } from 'vitest';
import {
  allowedExamineModes,
  allowedSetTypes,
  defaultExamineMode,
  resolveExamineMode,
  showsExamineMode,
} from './examineMode';
import type { SetTypeCode } from './types';
import { NodeType } from './types';

describe('examineMode rules', () => {
  it.each<[SetTypeCode, number[], number]>([
    [1, [1, 2, 3], 1],
    [5, [1], 1],
    [3, [3], 3],
    [4, [3], 3],
    [6, [3], 3],
    [7, [3], 3],
    [8, [3], 3],
  ])('setType %i offers %j and defaults to %i', (setType, offered, fallback) => {
    expect(allowedExamineModes(setType)).toEqual(offered);
    expect(defaultExamineMode(setType)).toBe(fallback);
  });

  it('keeps an allowed requested mode and replaces a forbidden one', () => {
    expect(resolveExamineMode(1, 2)).toBe(2);
    expect(resolveExamineMode(5, 2)).toBe(1);
    expect(resolveExamineMode(3, 1)).toBe(3);
    expect(resolveExamineMode(3)).toBe(3);
  });

  it('restricts cc nodes to named members and shows the rule only on approvers', () => {
    expect(allowedSetTypes(NodeType.Cc)).toEqual([1]);
    expect(allowedSetTypes(NodeType.Approver)).toHaveLength(11);
    expect(showsExamineMode(NodeType.Approver)).toBe(true);
    expect(showsExamineMode(NodeType.Cc)).toBe(false);
  });
});
