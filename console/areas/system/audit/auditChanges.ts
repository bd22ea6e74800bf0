import { EMPTY, phoneCell } from '../common/format';

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Change fields that hold a phone number: masked as the user list masks them. */
const PHONE_FIELDS = new Set(['phonenumber', 'phone']);
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Where a form names a column differently from the column itself (null: no form label fits). */
const FORM_LABELS: Record<string, Record<string, string | null>> = {
  user: {
    organizeId: 'organize',
    roleIds: 'roles',
    positionIds: 'positions',
    merchantId: 'merchant',
    password: null,
  },
  position: { positionName: 'name', positionCode: 'code' },
  organize: { organizeName: 'name', parentId: 'parent' },
  role: { menuIds: 'menus' },
};

/**
 * The `admin` keys that may name a changed field, best first: the label the target's own form uses, then the
 * audit log's label for a column no form shows. The raw name is the last resort.
 */
export const fieldLabelKeys = (targetType: string, field: string): string[] => {
  const formLabel = FORM_LABELS[targetType]?.[field];
  const own = formLabel === null ? [] : [`${targetType}.${formLabel ?? field}`];
  return [...own, `audit.fields.${field}`];
};

/** Codes whose meaning the console knows: the `admin` key that names the value, per target type and field. */
const CODE_LABELS: Record<string, Record<string, (code: string) => string>> = {
  user: { status: (code) => `user.statusName.${code}`, sex: (code) => `audit.values.sex.${code}` },
};
const KNOWN_CODES = new Set(['0', '1', '2']);

/** The `admin` key that names a changed value (yes/no for flags, names for known codes); undefined: shown as it is. */
export const valueLabelKey = (targetType: string, field: string, value: unknown): string | undefined => {
  if (typeof value === 'boolean') return `audit.values.${value ? 'yes' : 'no'}`;
  const code = typeof value === 'number' || typeof value === 'string' ? String(value) : undefined;
  const keyOf = CODE_LABELS[targetType]?.[field];
  return keyOf && code !== undefined && KNOWN_CODES.has(code) ? keyOf(code) : undefined;
};

/** Names a value for display (see `valueLabelKey`), or undefined to show it as it is. */
export type ValueLabel = (field: string, value: unknown) => string | undefined;

/**
 * One side of a change as shown: empty as '--', named values through `labelOf`, phones masked, times through
 * `formatTime`, lists joined.
 */
export const changeValue = (
  field: string,
  value: unknown,
  formatTime: (value: string) => string,
  labelOf: ValueLabel = () => undefined,
): string => {
  if (value === null || value === undefined || value === '') return EMPTY;
  const label = labelOf(field, value);
  if (label !== undefined) return label;
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : EMPTY;
  if (typeof value !== 'string') return typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (PHONE_FIELDS.has(field)) return phoneCell(value);
  if (ISO_TIME.test(value)) return formatTime(value);
  return value;
};

/** Changes worth a line: both sides empty (a blank column of a new record) says nothing. */
export const visibleChanges = (
  changes: readonly FieldChange[] | undefined,
  formatTime: (value: string) => string,
  labelOf?: ValueLabel,
) =>
  (changes ?? [])
    .map((change) => ({
      field: change.field,
      before: changeValue(change.field, change.before, formatTime, labelOf),
      after: changeValue(change.field, change.after, formatTime, labelOf),
    }))
    .filter((change) => change.before !== EMPTY || change.after !== EMPTY);
