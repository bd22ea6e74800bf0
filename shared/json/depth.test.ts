import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan, valueDepth } from './depth';

describe('jsonNestsDeeperThan', () => {
  it.each([
    ['a scalar', '42', 0, false],
    ['one object', '{"a":1}', 1, false],
    ['one object over a limit of zero', '{"a":1}', 0, true],
    ['arrays and objects alike', '[{"a":[1]}]', 2, true],
    ['exactly the limit', '[[[]]]', 3, false],
    ['brackets inside strings', '{"a":"[[[[{{{{"}', 1, false],
    ['an escaped quote inside a string', '{"a":"\\"[[["}', 1, false],
    ['siblings do not add up', '[[],[],[],[]]', 2, false],
    ['a hostile body', '['.repeat(100_000), 64, true],
  ])('%s', (_name, text, limit, expected) => {
    expect(jsonNestsDeeperThan(text, limit)).toBe(expected);
  });
});

describe('valueDepth', () => {
  it('counts arrays and objects, without recursion even when very deep', () => {
    expect(valueDepth(1)).toBe(0);
    expect(valueDepth({ a: [1, { b: 2 }] })).toBe(3);
    let deep: unknown = 0;
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(valueDepth(deep)).toBe(100_000);
  });
});
