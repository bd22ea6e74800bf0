/** One place mapping each control type to its renderer. Heavy ones load on demand. */
import type { ComponentType } from 'react';
import type { ControlType } from '@shared/form';
import { InputField, NumberField, TextareaField, UuidField } from './InputControls';
import {
  CheckboxField,
  RadioField,
  RateField,
  SelectField,
  SliderField,
  SwitchField,
} from './ChoiceControls';
import { DateField, TimeField } from './DateControls';
import { AlertBlock, ButtonBlock, DividerBlock, FrameBlock, HtmlBlock, TextBlock } from './StaticControls';
import { CardBlock, GridBlock, TableBlock, TabsBlock } from './LayoutControls';
import { BatchField } from './BatchField';
import { SelectInputListField } from './SelectInputListField';
import type { ContainerProps, ControlRenderers, FieldProps } from './types';
import { lazyField } from './lazyField';

const CascaderField = lazyField(() => import('./CascaderField'));
const TreeSelectField = lazyField(() => import('./TreeSelectField'));
// People, organisation and address pickers load with the first form that has one.
const PickerField = lazyField(() => import('./picker/PickerField'));
const AddressField = lazyField(() => import('./picker/AddressField'));
// Uploads (the file list, the transfer and the size checks) load with the first form that has one: most forms
// have none, and the runtime's first download stays small.
const UploadField = lazyField(() => import('./UploadField'));

/** Controls bound to a value (rendered inside a form item). */
export const FIELD_RENDERERS: Partial<Record<ControlType, ComponentType<FieldProps>>> = {
  input: InputField,
  textarea: TextareaField,
  editor: TextareaField,
  number: NumberField,
  uuid: UuidField,
  select: SelectField,
  checkbox: CheckboxField,
  radio: RadioField,
  switch: SwitchField,
  rate: RateField,
  slider: SliderField,
  date: DateField,
  time: TimeField,
  uploadFile: UploadField,
  uploadImg: UploadField,
  userSelect: PickerField,
  organizationSelect: PickerField,
  address: AddressField,
  batch: BatchField,
  selectInputList: SelectInputListField,
  cascader: CascaderField,
  treeSelect: TreeSelectField,
};

/** Controls without a value (layout and decoration), rendered on their own. */
export const BLOCK_RENDERERS: Partial<Record<ControlType, ComponentType<ContainerProps>>> = {
  grid: GridBlock,
  card: CardBlock,
  tabs: TabsBlock,
  table: TableBlock,
  text: TextBlock,
  html: HtmlBlock,
  alert: AlertBlock,
  button: ButtonBlock,
  divider: DividerBlock,
  frame: FrameBlock,
};

/** Both maps, as FormRuntime hands them to the controls through the runtime context. */
export const CONTROL_RENDERERS: ControlRenderers = { fields: FIELD_RENDERERS, blocks: BLOCK_RENDERERS };
