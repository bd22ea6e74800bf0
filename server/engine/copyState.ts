/**
 * A deep copy of an instance's state for a step's private draft. The state is plain data (it is stored as
 * jsonb), so arrays and plain objects are copied field by field, which costs a fraction of `structuredClone`'s
 * serialise-and-read-back on the approval path. Anything else that is an object (a Date, a Map a caller built by
 * hand) still goes through `structuredClone`, so the copy never shares a mutable value with the caller's state.
 * A frozen object is shared, not copied: nobody can change it (a version's flow tree, frozen all the way down, is
 * shared by every instance on that version, and its identity tells the store the tree need not be written; see
 * `deepFreeze` in server/cache).
 */
export function copyState<T>(value: T): T {
  return copyValue(value) as T;
}

function copyValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    const copy = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) copy[i] = copyValue(value[i]);
    return copy;
  }
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return structuredClone(value);
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = copyValue((value as Record<string, unknown>)[key]);
  return copy;
}
