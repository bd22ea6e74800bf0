import { describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import { boundIntegers } from './validation';

describe('boundIntegers', () => {
  it('bounds unbounded integers to the database integer range and keeps declared bounds', () => {
    const schema = Type.Object({
      pageNum: Type.Integer({ minimum: 1 }),
      limit: Type.Integer({ minimum: 1, maximum: 100 }),
    });
    expect(boundIntegers(schema)).toMatchObject({
      properties: { pageNum: { minimum: 1, maximum: 2_147_483_647 }, limit: { minimum: 1, maximum: 100 } },
    });
  });

  it('reaches nested schemas, leaves data keywords and the original schema alone', () => {
    const schema = Type.Object({ default: Type.Array(Type.Integer()), kind: Type.Integer({ default: 3 }) });
    const bounded = boundIntegers(schema) as {
      properties: Record<string, { items?: object; default?: unknown }>;
    };
    expect(bounded.properties.default?.items).toMatchObject({
      minimum: -2_147_483_648,
      maximum: 2_147_483_647,
    });
    expect(bounded.properties.kind?.default).toBe(3);
    expect(schema.properties.kind).not.toHaveProperty('maximum');
  });
});
