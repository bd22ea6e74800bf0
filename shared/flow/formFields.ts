/** The fields of a saved form document as the flow designer sees them (key = data key, required first rule). */
import type { FlowFormField } from './types';
import { collectDataFields, dataKey } from '../form';
import type { FormDocument } from '../form';

export function formFieldsOf(jsonContent: string): FlowFormField[] {
  let document: unknown;
  try {
    document = JSON.parse(jsonContent);
  } catch {
    return [];
  }
  if (
    typeof document !== 'object' ||
    document === null ||
    !Array.isArray((document as { list?: unknown }).list)
  )
    return [];
  return collectDataFields(document as FormDocument).map((control) => {
    const first = control.rules?.[0];
    const required = first !== undefined && 'required' in first && first.required === true;
    return { key: dataKey(control), label: control.label || control.key, type: control.type, required };
  });
}

/** Fields of several forms in order, each key once. */
export function mergeFields(lists: FlowFormField[][]): FlowFormField[] {
  const seen = new Set<string>();
  return lists.flat().filter((field) => (seen.has(field.key) ? false : (seen.add(field.key), true)));
}
