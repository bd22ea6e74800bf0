import { describe, expect, it } from 'vitest';
import { backoffMs, encodeBody, mapFields } from './payload';

const source = {
  instanceId: 'I1',
  processName: 'Leave',
  itemName: 'Zhang San leave',
  event: 'approved',
  instanceState: 1,
  initiator: 'Zhang San',
  formData: { days: 5, reason: 'trip', range: ['2026-01-01', '2026-01-05'] },
};

describe('push payload', () => {
  it('maps form and instance fields to their targets', () => {
    expect(
      mapFields(source, [
        { source: 'days', target: 'leave_days' },
        { source: '$instanceId', target: 'bizId' },
        { source: 'missing', target: 'x' },
      ]),
    ).toEqual({ leave_days: 5, bizId: 'I1', x: undefined });
  });

  it('sends everything when no mapping is set', () => {
    expect(mapFields(source, [])).toMatchObject({
      instanceId: 'I1',
      event: 'approved',
      days: 5,
      reason: 'trip',
    });
  });

  it('encodes JSON or an urlencoded form', () => {
    expect(encodeBody({ a: 1, b: 'x' }, 'json')).toEqual({
      body: '{"a":1,"b":"x"}',
      contentType: 'application/json',
    });
    expect(encodeBody({ a: 1, r: ['p', 'q'], n: null }, 'form')).toEqual({
      body: 'a=1&r=%5B%22p%22%2C%22q%22%5D&n=',
      contentType: 'application/x-www-form-urlencoded',
    });
  });

  it('backs off exponentially with a cap', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(backoffMs(30)).toBe(30 * 60_000);
  });
});
