/**
 * How one reader sees an instance's form data: with the privileges of their latest task's node (else the start
 * node's), values as displayed (option labels, lists joined). Shared by print, the applicant's view and the
 * trace of changed fields in process dynamics (issue 28 "every data change traced").
 */
import { findNode } from '@shared/flow';
import { collectDataFields, dataKey, optionLabel } from '@shared/form';
import type { FormControl, FormDocument } from '@shared/form';
import type { FieldChangeRowData } from '@shared/api/modules/approval';
import type { EngineInstance, FieldChange } from '../../../engine';

/** A value as a reader sees it: option labels instead of option values, lists joined, objects as JSON. */
export const displayValue = (control: FormControl | undefined, value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map((item) => displayValue(control, item)).join(', ');
  const label = control ? optionLabel(control.options.options, value) : undefined;
  if (label !== undefined) return label;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** The privileges the caller reads the form with: those of their latest task's node, else the start node's. */
export const privilegesFor = (state: EngineInstance, userId: string) => {
  const task = [...state.tasks].reverse().find((candidate) => candidate.assignee?.userId === userId);
  const node = task ? findNode(state.tree, task.nodeId) : null;
  return (node ?? state.tree).privileges;
};

/** Data key → control of every bound form (the first form that has the key wins). */
export const controlsByKey = (documents: readonly FormDocument[]): Map<string, FormControl> => {
  const controls = new Map<string, FormControl>();
  for (const document of documents)
    for (const control of collectDataFields(document)) {
      const key = dataKey(control);
      if (!controls.has(key)) controls.set(key, control);
    }
  return controls;
};

/** Changed fields as the reader may see them: labelled, displayed, masked where the field is hidden for them. */
export const changesForReader = (
  changes: readonly FieldChange[],
  controls: ReadonlyMap<string, FormControl>,
  hidden: ReadonlySet<string>,
): FieldChangeRowData[] =>
  changes.map((change) => {
    const control = controls.get(change.key);
    const label = control?.label || change.key;
    if (hidden.has(change.key)) return { key: change.key, label, before: '', after: '', isMasked: true };
    return {
      key: change.key,
      label,
      before: displayValue(control, change.before),
      after: displayValue(control, change.after),
      isMasked: false,
    };
  });
