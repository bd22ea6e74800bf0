import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan } from './depth';

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
