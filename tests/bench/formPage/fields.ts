/**
 * The benchmark form, one list for every library: `?fields=N` fields (default 500) of common kinds, every fifth
 * required.
 */
export type FieldKind = 'input' | 'number' | 'select' | 'textarea' | 'date' | 'checkbox';

export interface BenchField {
  key: string;
  label: string;
  kind: FieldKind;
  required: boolean;
}

const KINDS: readonly FieldKind[] = [
  'input',
  'input',
  'number',
  'select',
  'textarea',
  'input',
  'date',
  'checkbox',
  'input',
  'number',
];

export const OPTIONS = [
  { label: 'Alpha', value: 'a' },
  { label: 'Beta', value: 'b' },
  { label: 'Gamma', value: 'c' },
];

export const FIELD_COUNT = Number(new URLSearchParams(location.search).get('fields') ?? 500);
/** The field typed into: a text input in the middle of the form (every tenth field is one). */
export const MIDDLE_KEY = `f${Math.floor(FIELD_COUNT / 20) * 10}`;

export const FIELDS: readonly BenchField[] = Array.from({ length: FIELD_COUNT }, (_, i) => ({
  key: `f${i}`,
  label: `Field ${i + 1}`,
  kind: KINDS[i % KINDS.length] ?? 'input',
  required: i % 5 === 0,
}));

/** Form controls (input, select, textarea elements) the form has once every field is in the DOM. */
export const CONTROL_COUNT = FIELDS.reduce(
  (total, field) => total + (field.kind === 'checkbox' ? OPTIONS.length : 1),
  0,
);
