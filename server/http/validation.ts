import { Ajv, type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/** PostgreSQL's `integer` range: an integer field the contract leaves unbounded stays inside it. */
const INTEGER_RANGE = { minimum: -2_147_483_648, maximum: 2_147_483_647 };
/** Keywords whose value is data, not a schema, and keywords whose value maps names to schemas. */
const LITERAL_KEYWORDS = new Set(['default', 'const', 'enum', 'examples']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions']);

/**
 * A copy of a schema where every integer without a bound gets the database's integer range, so a page number of
 * 1e300 is refused by name instead of overflowing an offset or a column.
 */
export const boundIntegers = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(boundIntegers);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (LITERAL_KEYWORDS.has(key)) copy[key] = value;
    else if (SCHEMA_MAPS.has(key) && typeof value === 'object' && value !== null) {
      copy[key] = Object.fromEntries(
        Object.entries(value).map(([name, child]) => [name, boundIntegers(child)]),
      );
    } else copy[key] = boundIntegers(value);
  }
  if (copy.type === 'integer') {
    copy.minimum ??= INTEGER_RANGE.minimum;
    copy.maximum ??= INTEGER_RANGE.maximum;
  }
  return copy;
};

/**
 * Bodies are validated strictly (a number is not silently turned into a string); query strings and path
 * parameters arrive as text, so they are coerced to the declared types.
 */
export const installValidators = (app: FastifyInstance) => {
  const make = (coerce: boolean) => {
    const ajv = new Ajv({
      coerceTypes: coerce ? 'array' : false,
      useDefaults: true,
      removeAdditional: true,
      allErrors: false,
      strict: false,
    });
    addFormats.default(ajv);
    return ajv;
  };
  const strict = make(false);
  const coercing = make(true);
  app.setValidatorCompiler(({ schema, httpPart }) =>
    compiledOnFirstUse(() =>
      (httpPart === 'body' ? strict : coercing).compile(boundIntegers(schema) as object),
    ),
  );
};

type Validate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/**
 * A validator compiled when its route is first called, not while the server starts: compiling every route's
 * schemas up front took most of a warm start (README: a later start takes a second or two).
 */
const compiledOnFirstUse = (compile: () => Validate): Validate => {
  let compiled: Validate | undefined;
  const validate: Validate = (data) => {
    compiled ??= compile();
    const isValid = compiled(data);
    validate.errors = compiled.errors;
    return isValid;
  };
  return validate;
};

export interface FieldProblem {
  field: string;
  reasonKey: string;
  params: Record<string, unknown>;
}

/** Turns the first validation error into the field it names and a reason key of the `server` namespace. */
export const describeValidation = (
  errors:
    | readonly ErrorObject[]
    | readonly { instancePath: string; keyword: string; params: Record<string, unknown> }[],
): FieldProblem => {
  const first = errors[0];
  if (!first) return { field: '', reasonKey: 'invalid', params: {} };
  const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const params = first.params as Record<string, unknown>;
  switch (first.keyword) {
    case 'required':
      return {
        field: [path, String(params.missingProperty)].filter(Boolean).join('.'),
        reasonKey: 'required',
        params: {},
      };
    case 'additionalProperties':
      return {
        field: [path, String(params.additionalProperty)].filter(Boolean).join('.'),
        reasonKey: 'additional',
        params: {},
      };
    case 'type':
      return { field: path, reasonKey: 'type', params: { type: params.type } };
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
      return { field: path, reasonKey: first.keyword, params: { limit: params.limit } };
    case 'minimum':
    case 'maximum':
      return { field: path, reasonKey: first.keyword, params: { limit: params.limit } };
    case 'pattern':
    case 'format':
    case 'enum':
      return { field: path, reasonKey: first.keyword, params: {} };
    default:
      return { field: path, reasonKey: 'invalid', params: {} };
  }
};
