/** Props every field control receives. */
import type { ComponentType } from 'react';
import type { ControlType, FormControl } from '@shared/form';

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
  /** The first rule makes the field required (aria-required where the element's role allows it). */
  isRequired: boolean;
  describedBy?: string;
  rowIndex?: number;
}

export interface ContainerProps {
  control: FormControl;
}

/**
 * The renderer of each control type (registry.ts). Reached through the runtime context, not imported, because
 * container controls render controls themselves: importing the registry from them would close an import cycle.
 */
export interface ControlRenderers {
  /** Controls bound to a value (rendered inside a form item). */
  fields: Partial<Record<ControlType, ComponentType<FieldProps>>>;
  /** Controls without a value (layout and decoration), rendered on their own. */
  blocks: Partial<Record<ControlType, ComponentType<ContainerProps>>>;
}

export const asText = (value: unknown): string =>
  value === undefined || value === null ? '' : String(value);
export const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const widthStyle = (control: FormControl) =>
  control.options.width ? { width: control.options.width } : undefined;
