import { describe, expect, it } from 'vitest';
import { parseRange } from './byteRange';

describe('parseRange', () => {
  it.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=10-', { start: 10, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=-500', { start: 0, end: 99 }],
    ['bytes=95-200', { start: 95, end: 99 }],
    [' Bytes = 5 - 5 ', { start: 5, end: 5 }],
  ])('serves %s of a 100-byte file as %o', (header, range) =>
    expect(parseRange(header, 100)).toEqual({ kind: 'part', range }),
  );

  it.each([undefined, '', 'bytes=0-1,5-6', 'items=0-1', 'bytes=9-3', 'bytes=-', 'bytes=a-b'])(
    'sends the whole file for %s',
    (header) => expect(parseRange(header, 100)).toEqual({ kind: 'whole' }),
  );

  it.each(['bytes=100-', 'bytes=150-200', 'bytes=-0'])('refuses %s of a 100-byte file', (header) =>
    expect(parseRange(header, 100)).toEqual({ kind: 'unsatisfiable' }),
  );
});
