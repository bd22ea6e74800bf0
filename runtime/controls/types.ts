/** Props every field control receives. */
import type { FormControl } from '@shared/form';

export interface FieldProps {
  control: FormControl;
  value: unknown;
  onChange: (value: unknown) => void;
  /** id of the focusable element (labels point at it). */
  id: string;
  /** id of the label text, for group roles. */
  labelId: string;
  isDisabled: boolean;
  isInvalid: boolean;
  describedBy?: string;
  rowIndex?: number;
}

export interface ContainerProps {
  control: FormControl;
}

export const asText = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
export const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const widthStyle = (control: FormControl) => (control.options.width ? { width: control.options.width } : undefined);
