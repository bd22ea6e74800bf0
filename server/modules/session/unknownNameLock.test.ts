import { describe, expect, it } from 'vitest';
import { unknownNameLock } from './unknownNameLock';

const MINUTE = 60_000;
const rule = { maxFailures: 3, failureWindowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 9, 0) + minutes * MINUTE);

describe('unknownNameLock', () => {
  it.each([
    ['no failures', [], 0, { lockedUntil: undefined, countsFrom: undefined }],
    ['fewer failures than the limit', [0, 1], 2, { lockedUntil: undefined, countsFrom: undefined }],
    [
      'the limit reached: locked from the last failure',
      [0, 1, 2],
      3,
      { lockedUntil: at(17), countsFrom: undefined },
    ],
    [
      'failures spread past the window do not lock',
      [0, 10, 20],
      21,
      { lockedUntil: undefined, countsFrom: undefined },
    ],
    [
      'attempts while locked do not extend it',
      [0, 1, 2, 5, 10],
      12,
      { lockedUntil: at(17), countsFrom: undefined },
    ],
    [
      'a lock that ran out: failures count again from its end',
      [0, 1, 2, 5],
      18,
      { lockedUntil: undefined, countsFrom: at(17) },
    ],
    ['locked again after it ran out', [0, 1, 2, 18, 19, 20], 21, { lockedUntil: at(35), countsFrom: at(17) }],
  ])('%s', (_, minutes, now, expected) => {
    expect(unknownNameLock((minutes as number[]).map(at), rule, at(now as number))).toEqual(expected);
  });
});
