import fc from 'fast-check';

/** Marks a number JSON.stringify cannot write (1e309); the request writer puts it into the body text. */
export const INFINITY_MARK = '\u0001inf\u0001';

/** Values no client should send: NUL bytes, overflowing numbers, huge or odd strings, the wrong type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uFFFF\uFFFE',
    '𠮷\u200F\u202E',
    '../../../etc/passwd',
    '..\\..\\windows',
    '%00',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '{{constructor}}',
    '__proto__',
    '1e309',
    'NaN',
    '-0',
    '0x10',
    ' ',
    '',
    INFINITY_MARK,
    // JSON text that nests too deeply, for the fields that carry a form or a flow as text.
    '['.repeat(6000),
    `${'{"list":[{"type":"grid","columns":[{"list":['.repeat(3000)}]}]}`,
    `${'{"nodeName":"a","type":1,"childNode":'.repeat(8000)}null${'}'.repeat(8000)}`,
  ),
  fc.constantFrom(-0, -1, 0, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1.5, Number.MAX_VALUE, true, false, null),
  fc.constantFrom([], {}, [null], { __proto__: { x: 1 } }, [[[[[1]]]]]),
  fc.integer({ min: 1000, max: 300_000 }).map((n) => 'x'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** Raw text for query values and path segments: bad escapes, traversal, NUL. */
export const hostileSegment = fc.constantFrom(
  '%00',
  '..%2f..%2f',
  '../',
  '%E0%A4%A',
  '%',
  '%ZZ',
  '%2e%2e',
  'a%00b',
  '1e309',
  '-0',
  '%F0%9F',
  '',
);
