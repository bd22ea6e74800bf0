/**
 * How the designer gets assignee pickers without importing the console: the host passes picker
 * components (members, roles, organisations, positions) or an option loader for the built-in list.
 */
import type { ComponentType } from 'react';
import type { FlowFormField, NamedRef } from '@shared/flow/types';

export type AssigneeKind = 'user' | 'role' | 'organisation' | 'position';

export interface AssigneePickerProps {
  kind: AssigneeKind;
  value: NamedRef[];
  onChange(value: NamedRef[]): void;
  isMultiple?: boolean;
}

export type AssigneePicker = ComponentType<AssigneePickerProps>;

export interface FormOption {
  id: string;
  name: string;
}

/** Everything the designer needs from its host. */
export interface FlowDesignerServices {
  /** Real pickers from the host; missing kinds use the built-in list fed by `loadAssignees`. */
  pickers?: Partial<Record<AssigneeKind, AssigneePicker>>;
  loadAssignees?(kind: AssigneeKind): Promise<NamedRef[]>;
  /** Form definitions that can be bound to the flow. */
  listForms(): Promise<FormOption[]>;
  /** Fields of the bound forms (for conditions, privileges and the simulator). */
  loadFormFields(formIds: string[]): Promise<FlowFormField[]>;
  /**
   * The organisations above the given ones (their parents up to the top): the simulator counts an applicant of
   * an organisation as one of every organisation above it, as the engine does. Without it, only those picked.
   */
  organisationsAbove?(organizeIds: string[]): Promise<string[]>;
}
