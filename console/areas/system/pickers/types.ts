/** A picked record: its id and display name. */
export interface PickerValue {
  id: string;
  name: string;
}

/** A row of a list picker. */
export interface ListItem extends PickerValue {
  /** Second line text (user name, organisation…), also searched. */
  hint: string;
}

/**
 * Props every picker takes. The flow designer passes these pickers in and reads `value` back.
 * - `value`: the picked records (controlled).
 * - `onChange`: called with the new list (a single pick gives a one-element list).
 * - `multiple`: allow several picks (default false: a pick replaces the previous one).
 * - `height`: height in px of the scrolling list (default 320).
 * - `disabled`: read-only display of `value`.
 */
export interface PickerProps {
  value: PickerValue[];
  onChange(value: PickerValue[]): void;
  multiple?: boolean;
  height?: number;
  disabled?: boolean;
}
