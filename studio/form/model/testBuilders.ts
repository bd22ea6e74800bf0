/** Small builders for the model tests. */
import { manualClock } from '@studio/common/history';
import type { FormControl, FormDocument as FormDocumentData } from '@shared/form';
import { createDefaultConfig } from '@shared/form';
import { FormEditor } from './FormEditor';

export const field = (type: FormControl['type'], key: string): FormControl => ({
  type,
  key,
  model: key,
  label: key,
  options: {},
});
export const card = (key: string, list: FormControl[] = []): FormControl => ({
  type: 'card',
  key,
  label: key,
  options: {},
  list,
});
export const batch = (key: string, list: FormControl[] = []): FormControl => ({
  type: 'batch',
  key,
  model: key,
  label: key,
  options: {},
  list,
});
export const grid = (key: string, ...columns: FormControl[][]): FormControl => ({
  type: 'grid',
  key,
  label: key,
  options: {},
  columns: columns.map((list) => ({ span: 12, list })),
});
export const tableOf = (key: string, rows: FormControl[][][]): FormControl => ({
  type: 'table',
  key,
  label: key,
  options: {},
  trs: rows.map((cells) => ({ tds: cells.map((list) => ({ colspan: 1, rowspan: 1, list })) })),
});
export const docOf = (...list: FormControl[]): FormDocumentData => ({ list, config: createDefaultConfig() });

/** An editor on a manual clock that starts far from zero; `later()` steps past every time window. */
export function editorWith(...list: FormControl[]) {
  const clock = manualClock(1_700_000_000_000);
  const editor = new FormEditor({ initial: docOf(...list), clock: clock.now });
  const keysOf = (controls: FormControl[] = editor.doc.list) => controls.map((control) => control.key);
  const later = () => clock.advance(1000);
  return { editor, clock, keysOf, later };
}
