import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIdOf } from './requestId';

const withHeader = (value: string | string[] | undefined) =>
  ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as unknown as IncomingMessage;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('requestIdOf', () => {
  it.each(['abc', 'lb-7f3a.42:1', 'A_b-C.d:E', 'x'.repeat(64), '0b7d2c1e-93c5-4a55-9e0e-5a0d7c2b1f44'])(
    'keeps the safe id %s',
    (id) => expect(requestIdOf(withHeader(id))).toBe(id),
  );

  it.each([
    ['empty', ''],
    ['too long', 'x'.repeat(65)],
    ['with a space', 'a b'],
    ['closing a SQL comment', 'a*/drop'],
    ['with a quote', "a'b"],
    ['with a line break', 'a\nb'],
    ['non-ASCII', 'réquest'],
  ])('replaces an id %s with a fresh UUID', (_, id) => expect(requestIdOf(withHeader(id))).toMatch(UUID));

  it('gives a request without the header, or with it twice, a fresh UUID each time', () => {
    const first = requestIdOf(withHeader(undefined));
    const second = requestIdOf(withHeader(['a', 'b']));
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
  });
});
