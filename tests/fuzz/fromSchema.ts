import fc from 'fast-check';

/** The parts of JSON Schema (as TypeBox writes it) the generator reads. */
interface Schema {
  type?: string | string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  patternProperties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  $id?: string;
  $ref?: string;
}

const text = (s: Schema) => {
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 40, min + 40);
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'uri') return fc.webUrl();
  if (s.pattern)
    return fc.oneof(fc.stringMatching(new RegExp(s.pattern)), fc.string({ minLength: min, maxLength: max }));
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.constant('1'.padEnd(Math.max(min, 1), '0')),
  );
};

const bounded = (s: Schema, isInteger: boolean) => {
  const min = s.minimum ?? -1000;
  const max = s.maximum ?? 100_000;
  return isInteger
    ? fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31)) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
};

/**
 * A plausible value for a schema: of the declared type and within its limits most of the time, so requests get
 * past validation and reach the services. `depth` stops recursive schemas (trees).
 */
export const valueOf = (
  schema: Schema,
  refs: Map<string, Schema> = new Map(),
  depth = 0,
): fc.Arbitrary<unknown> => {
  if (schema.$id) refs.set(schema.$id, schema);
  if (schema.$ref) {
    const target = refs.get(schema.$ref);
    return target && depth < 4 ? valueOf(target, refs, depth + 1) : fc.constant([]);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((s) => valueOf(s, refs, depth + 1)));
  if (schema.allOf?.[0]) return valueOf(schema.allOf[0], refs, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return text(schema);
    case 'integer':
      return bounded(schema, true);
    case 'number':
      return bounded(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const item =
        schema.items && depth < 6 ? valueOf(schema.items, refs, depth + 1) : fc.anything({ maxDepth: 2 });
      return fc.array(item, { minLength, maxLength: Math.min(schema.maxItems ?? 4, minLength + 4) });
    }
    case 'object':
      return objectOf(schema, refs, depth);
    default:
      return fc.jsonValue({ maxDepth: 3 });
  }
};

const objectOf = (schema: Schema, refs: Map<string, Schema>, depth: number): fc.Arbitrary<unknown> => {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  if (Object.keys(properties).length === 0) {
    const values = schema.patternProperties ? Object.values(schema.patternProperties)[0] : undefined;
    if (values)
      return fc.dictionary(fc.string({ maxLength: 12 }), valueOf(values, refs, depth + 1), { maxKeys: 4 });
    return fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
  }
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of Object.entries(properties))
    record[key] = depth < 8 ? valueOf(value, refs, depth + 1) : fc.constant(null);
  return fc.record(record, { requiredKeys: [...required].filter((key) => key in properties) });
};

export type { Schema };
