import fc from 'fast-check';
import type { EndpointDef } from '@shared/api/contract';
import { ADMIN_PREFIX } from '@shared/api/codes';
import { valueOf, type Schema } from './fromSchema';
import { INFINITY_MARK, hostileSegment, hostileValue } from './hostile';

/** One request as it goes on the wire. */
export interface FuzzRequest {
  method: 'GET' | 'POST';
  url: string;
  body?: string;
  contentType?: string;
  isAnonymous: boolean;
  /** The kind of multipart body, for upload routes. */
  case?: string;
}

/** How a request departs from a plausible one. */
const MUTATIONS = [
  'valid',
  'leaf',
  'missing',
  'extra',
  'wrongBody',
  'deep',
  'rawQuery',
  'rawParam',
  'contentType',
  'anonymous',
] as const;
type Mutation = (typeof MUTATIONS)[number];

const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80'; // a lone surrogate, as a browser would send it
  }
};

const writeJson = (value: unknown) =>
  (JSON.stringify(value) ?? 'null').split(JSON.stringify(INFINITY_MARK)).join('1e309');

const queryText = (value: unknown): string => {
  if (value === INFINITY_MARK) return '1e309';
  return typeof value === 'object' && value !== null ? writeJson(value) : String(value);
};

const writeQuery = (query: Record<string, unknown>, raw: string | undefined) => {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value])
      parts.push(`${encode(key)}=${encode(queryText(item))}`);
  }
  if (raw !== undefined) parts.push(`${encode(Object.keys(query)[0] ?? 'q')}=${raw}`);
  return parts.length ? `?${parts.join('&')}` : '';
};

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? { ...(value as Record<string, unknown>) }
    : {};

/** Replaces, drops or adds one top-level field of an object input. */
const mutateField = (input: unknown, mutation: Mutation, pick: number, hostile: unknown): unknown => {
  const record = asRecord(input);
  const keys = Object.keys(record);
  const key = keys[pick % Math.max(keys.length, 1)];
  if (mutation === 'leaf' && key !== undefined) record[key] = hostile;
  if (mutation === 'missing' && key !== undefined) delete record[key];
  if (mutation === 'extra') record[`extra${pick}`] = hostile;
  return record;
};

const fillParams = (path: string, params: Record<string, unknown>, raw: string | undefined) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => raw ?? encode(queryText(params[name] ?? '')));

/** Requests for one endpoint: plausible ones from its schemas and hostile variations of them. */
export const requestsFor = (def: EndpointDef): fc.Arbitrary<FuzzRequest> => {
  const schemaOf = (s: unknown) => (s ? valueOf(s as Schema) : fc.constant(undefined));
  return fc
    .record({
      mutation: fc.constantFrom(...MUTATIONS),
      query: schemaOf(def.query),
      body: schemaOf(def.body),
      params: schemaOf(def.params),
      hostile: hostileValue,
      segment: hostileSegment,
      pick: fc.nat(50),
      depth: fc.constantFrom(65, 500, 20_000),
      contentType: fc.constantFrom(
        'text/plain',
        'application/xml',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
        '',
      ),
    })
    .map(({ mutation, query, body, params, hostile, segment, pick, depth, contentType }): FuzzRequest => {
      const isQueryTarget = def.method === 'GET' || !def.body;
      const changed = ['leaf', 'missing', 'extra'].includes(mutation);
      const finalQuery = asRecord(
        changed && isQueryTarget ? mutateField(query, mutation, pick, hostile) : query,
      );
      let finalBody: unknown = changed && !isQueryTarget ? mutateField(body, mutation, pick, hostile) : body;
      if (mutation === 'wrongBody') finalBody = hostile;
      const path = fillParams(def.path, asRecord(params), mutation === 'rawParam' ? segment : undefined);
      const url = `${def.prefix ?? ADMIN_PREFIX}${path}${writeQuery(finalQuery, mutation === 'rawQuery' ? segment : undefined)}`;
      const hasBody = def.method === 'POST' && (finalBody !== undefined || mutation === 'deep');
      const text =
        mutation === 'deep' ? `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}` : writeJson(finalBody);
      return {
        method: def.method,
        url,
        body: hasBody ? text : undefined,
        contentType: hasBody ? (mutation === 'contentType' ? contentType : 'application/json') : undefined,
        isAnonymous: mutation === 'anonymous',
      };
    });
};
