/**
 * Control keys and models: the type name plus a timestamp (workflow spec §3), e.g. `input_1619948973892`.
 * Keys made in the same millisecond (or against a clock that went back) still differ: the stamp never
 * repeats within a factory, and stamps already used in the document can be skipped.
 */
import type { FormControl } from '@shared/form';
import { childLists, hasModel } from '@shared/form';
import type { Clock } from '@studio/common/history';

export interface KeyFactory {
  /** A new `type_stamp` key not seen before by this factory nor reported by `isTaken`. */
  next(type: string, isTaken?: (key: string) => boolean): string;
}

export function createKeyFactory(clock: Clock = Date.now): KeyFactory {
  let lastStamp = -Infinity;
  return {
    next(type, isTaken) {
      let stamp = Math.max(Math.floor(clock()), lastStamp + 1);
      while (isTaken?.(`${type}_${stamp}`)) stamp += 1;
      lastStamp = stamp;
      return `${type}_${stamp}`;
    },
  };
}

/**
 * Gives a control (and everything inside it) new keys; model follows the key for types with a model
 * and is dropped for the others. `icon` is removed. Mutates and returns the control.
 */
export function renameKeys(
  control: FormControl,
  keys: KeyFactory,
  isTaken?: (key: string) => boolean,
): FormControl {
  const key = keys.next(control.type, isTaken);
  control.key = key;
  if (hasModel(control.type)) control.model = key;
  else delete control.model;
  delete control.icon;
  for (const child of childLists(control)) {
    for (const inner of child.list) renameKeys(inner, keys, isTaken);
  }
  return control;
}

/** A deep plain copy of JSON-like data (works on MobX observables too, through their enumerable fields). */
export function cloneData<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Whether two plain-data values are equal (as their JSON; undefined equals only undefined). */
export function isSameData(a: unknown, b: unknown): boolean {
  if (a === undefined || b === undefined) return a === b;
  return JSON.stringify(a) === JSON.stringify(b);
}
