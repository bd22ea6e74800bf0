/** The body of a data push: mapped fields in the chosen format (workflow spec §2.5 field mapping, data format). */
export interface PushSource {
  instanceId: string;
  processName: string;
  itemName: string;
  event: string;
  instanceState: number;
  initiator: string;
  formData: Record<string, unknown>;
}

const instanceField = (source: PushSource, name: string): unknown => {
  switch (name) {
    case '$instanceId':
      return source.instanceId;
    case '$processName':
      return source.processName;
    case '$itemName':
      return source.itemName;
    case '$event':
      return source.event;
    case '$state':
      return source.instanceState;
    case '$initiator':
      return source.initiator;
    default:
      return source.formData[name];
  }
};

/** Mapped values; with no mapping, the instance basics plus every form field under its own key. */
export function mapFields(
  source: PushSource,
  mapping: readonly { source: string; target: string }[],
): Record<string, unknown> {
  if (mapping.length === 0) {
    return {
      instanceId: source.instanceId,
      processName: source.processName,
      itemName: source.itemName,
      event: source.event,
      instanceState: source.instanceState,
      ...source.formData,
    };
  }
  return Object.fromEntries(mapping.map((entry) => [entry.target, instanceField(source, entry.source)]));
}

const text = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** Encodes the mapped values: JSON text, or an urlencoded form (objects as JSON text). */
export function encodeBody(
  values: Record<string, unknown>,
  format: string,
): { body: string; contentType: string } {
  if (format === 'form') {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(values)) form.append(key, text(value));
    return { body: form.toString(), contentType: 'application/x-www-form-urlencoded' };
  }
  return { body: JSON.stringify(values), contentType: 'application/json' };
}

/** Retry delay after `attempt` failed attempts: 10 s, 20 s, 40 s … capped at 30 min. */
export const backoffMs = (attempt: number) => Math.min(10_000 * 2 ** Math.max(0, attempt - 1), 30 * 60_000);
export const MAX_PUSH_ATTEMPTS = 5;
