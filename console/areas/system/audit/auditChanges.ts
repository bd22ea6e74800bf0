import { EMPTY, phoneCell } from '../common/format';

/** A change as the server tells it: the field's label and, for names and codes, the values as people read them. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  label?: string;
  beforeText?: string;
  afterText?: string;
}

/** Change fields that hold a phone number: masked as the user list masks them. */
const PHONE_FIELDS = new Set(['phonenumber', 'phone']);
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * One side of a change as shown: empty as '--', the server's reading of it when it has one (a name, a label), phones
 * masked, times through `formatTime`, lists joined.
 */
export const changeValue = (
  field: string,
  value: unknown,
  formatTime: (value: string) => string,
  text?: string,
): string => {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (text !== undefined) return text;
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : EMPTY;
  if (typeof value !== 'string') return typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (PHONE_FIELDS.has(field)) return phoneCell(value);
  if (ISO_TIME.test(value)) return formatTime(value);
  return value;
};

/** Changes worth a line, each with its field's label: both sides empty (a blank column of a new record) says nothing. */
export const visibleChanges = (
  changes: readonly FieldChange[] | undefined,
  formatTime: (value: string) => string,
) =>
  (changes ?? [])
    .map((change) => ({
      field: change.field,
      label: change.label ?? change.field,
      before: changeValue(change.field, change.before, formatTime, change.beforeText),
      after: changeValue(change.field, change.after, formatTime, change.afterText),
    }))
    .filter((change) => change.before !== EMPTY || change.after !== EMPTY);
