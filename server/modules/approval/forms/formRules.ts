/**
 * Form rules the server applies to submitted data (workflow spec §3 "Privilege", §6): only fields writable for
 * the node are applied, hidden fields never reach the node's approvers, serial numbers are the server's.
 */
import { collectDataFields, dataKey, normaliseDocument, privilegeSets, validateFormData } from '@shared/form';
import type { FieldError, FieldPrivilege, FormDocument } from '@shared/form';
import { MAX_DOCUMENT_DEPTH, jsonNestsDeeperThan } from '@shared/json/depth';

/** Parses a stored form document; null when it is not a `{ list, config }` object. */
export function parseFormDocument(json: string): FormDocument | null {
  if (jsonNestsDeeperThan(json, MAX_DOCUMENT_DEPTH)) return null;
  try {
    const value = JSON.parse(json) as unknown;
    if (typeof value !== 'object' || value === null || !Array.isArray((value as FormDocument).list))
      return null;
    return normaliseDocument(value as FormDocument);
  } catch {
    return null;
  }
}

/** Data keys of the fields a privilege list hides. */
export function hiddenDataKeys(
  documents: readonly FormDocument[],
  privileges: readonly FieldPrivilege[] | undefined,
): Set<string> {
  const { hidden } = privilegeSets(privileges);
  const keys = new Set<string>();
  for (const document of documents) {
    for (const control of collectDataFields(document)) {
      if (hidden.has(control.key) || hidden.has(dataKey(control))) keys.add(dataKey(control));
    }
  }
  return keys;
}

/** Data keys a person at this node may change: not hidden, not disabled (privilege or control), not a serial number. */
export function writableDataKeys(
  documents: readonly FormDocument[],
  privileges: readonly FieldPrivilege[] | undefined,
): Set<string> {
  const { hidden, disabled } = privilegeSets(privileges);
  const keys = new Set<string>();
  for (const document of documents) {
    for (const control of collectDataFields(document)) {
      const key = dataKey(control);
      const isLocked =
        hidden.has(control.key) || hidden.has(key) || disabled.has(control.key) || disabled.has(key);
      if (isLocked || control.options.disabled === true || control.type === 'uuid') continue;
      keys.add(key);
    }
  }
  return keys;
}

/** Only the writable entries of submitted params. */
export function writableParams(
  documents: readonly FormDocument[],
  privileges: readonly FieldPrivilege[] | undefined,
  params: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const writable = writableDataKeys(documents, privileges);
  return Object.fromEntries(Object.entries(params ?? {}).filter(([key]) => writable.has(key)));
}

/** The form data without the fields hidden for the node. */
export function visibleData(
  documents: readonly FormDocument[],
  privileges: readonly FieldPrivilege[] | undefined,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const hidden = hiddenDataKeys(documents, privileges);
  return Object.fromEntries(Object.entries(data).filter(([key]) => !hidden.has(key)));
}

/** Validation errors of the data against every bound form, with the node's privileges. */
export function validateAll(
  documents: readonly FormDocument[],
  values: Record<string, unknown>,
  privileges: readonly FieldPrivilege[] | undefined,
): FieldError[] {
  return documents.flatMap((document) => validateFormData(document, values, { privileges }));
}

/** Fills every serial-number (uuid) field with `serial` (suffixed by its position when there are several). */
export function assignSerials(
  documents: readonly FormDocument[],
  values: Record<string, unknown>,
  serial: string,
): Record<string, unknown> {
  const next = { ...values };
  let count = 0;
  for (const document of documents) {
    for (const control of collectDataFields(document)) {
      if (control.type !== 'uuid') continue;
      next[dataKey(control)] = count === 0 ? serial : `${serial}-${count + 1}`;
      count += 1;
    }
  }
  return next;
}
