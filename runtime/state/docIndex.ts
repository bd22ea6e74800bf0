/**
 * Built once per document: its data controls in order, each with the containers holding it, indexed by data key
 * and by every name (key or model of the control, a container or a row field) whose hiding affects it.
 */
import {
  collectDataFields,
  controlErrors,
  dataKey,
  isSubform,
  skipsValidation,
  subformFields,
  walkControls,
} from '@shared/form';
import type { FieldError, FormControl, FormDocument, FormValues } from '@shared/form';

export interface DataEntry {
  control: FormControl;
  /** Containers holding the control, outermost first, then the control itself. */
  chain: FormControl[];
}

export interface DocIndex {
  entries: DataEntry[];
  byDataKey: ReadonlyMap<string, DataEntry[]>;
  byName: ReadonlyMap<string, DataEntry[]>;
}

const push = (map: Map<string, DataEntry[]>, name: string, entry: DataEntry) => {
  const list = map.get(name);
  if (!list) map.set(name, [entry]);
  else if (!list.includes(entry)) list.push(entry);
};

export function indexDocument(document: FormDocument): DocIndex {
  const dataControls = new Set(collectDataFields(document));
  const entries: DataEntry[] = [];
  const byDataKey = new Map<string, DataEntry[]>();
  const byName = new Map<string, DataEntry[]>();
  walkControls(document, (control, context) => {
    if (!dataControls.has(control)) return;
    const entry: DataEntry = { control, chain: [...context.parents, control] };
    entries.push(entry);
    push(byDataKey, dataKey(control), entry);
    const related = isSubform(control.type) ? [...entry.chain, ...subformFields(control)] : entry.chain;
    for (const item of related) {
      push(byName, item.key, entry);
      push(byName, dataKey(item), entry);
    }
    if (isSubform(control.type)) return false;
  });
  return { entries, byDataKey, byName };
}

/** Errors of one data control, the same `validateFormData` reports for it: none when it or a container is skipped. */
export function entryErrors(entry: DataEntry, values: FormValues, hidden: ReadonlySet<string>): FieldError[] {
  const skip = (control: FormControl) => skipsValidation(control, hidden);
  if (entry.chain.some(skip)) return [];
  return controlErrors(entry.control, values[dataKey(entry.control)], skip);
}
