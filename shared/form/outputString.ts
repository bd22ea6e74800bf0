/**
 * Output-as-string mode (workflow spec §4.3): every submitted value becomes a string; non-string values
 * carry a type prefix so they can be restored. Our prefix is `$<type>:`; decoding also accepts the
 * `k-form-design#<typeof>#<payload>` form written by k-form-design.
 */

export type EncodedType = 'number' | 'boolean' | 'json' | 'string';
const OWN_PREFIX = /^\$(number|boolean|json|string):/;
const KFD_PREFIX = 'k-form-design#';

/** Encodes one value: strings stay as they are (unless they look prefixed), others get a prefix. */
export function encodeValue(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string')
    return OWN_PREFIX.test(value) || value.startsWith(KFD_PREFIX) ? `$string:${value}` : value;
  if (typeof value === 'number') return `$number:${String(value)}`;
  if (typeof value === 'boolean') return `$boolean:${String(value)}`;
  return `$json:${JSON.stringify(value)}`;
}

function decodeKfd(text: string): unknown {
  const rest = text.slice(KFD_PREFIX.length);
  const cut = rest.indexOf('#');
  if (cut < 0) return text;
  const type = rest.slice(0, cut);
  const payload = rest.slice(cut + 1);
  switch (type) {
    case 'object':
      return parseJson(payload, text);
    case 'number':
      return Number(payload);
    case 'boolean':
      return payload === 'true';
    default:
      return payload;
  }
}

function parseJson(payload: string, original: string): unknown {
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return original;
  }
}

/** Decodes one value written by `encodeValue` or by k-form-design; anything else is returned as is. */
export function decodeValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.startsWith(KFD_PREFIX)) return decodeKfd(value);
  const match = OWN_PREFIX.exec(value);
  if (!match) return value;
  const payload = value.slice(match[0].length);
  switch (match[1] as EncodedType) {
    case 'number':
      return Number(payload);
    case 'boolean':
      return payload === 'true';
    case 'json':
      return parseJson(payload, value);
    default:
      return payload;
  }
}

/** Encodes every value of a data object (undefined values are dropped). */
export function encodeValues(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const encoded = encodeValue(value);
    if (encoded !== undefined) out[key] = encoded;
  }
  return out;
}

/** Decodes every value of a data object. */
export function decodeValues(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) out[key] = decodeValue(value);
  return out;
}
