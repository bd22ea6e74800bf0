/** Small document builders for the unit tests of this folder. */
import { createDefaultConfig } from './defaults';
import type { ControlType, FormControl, FormDocument, FormRule } from './types';

export function aControl(type: ControlType, key: string, extra: Partial<FormControl> = {}): FormControl {
  return {
    type,
    label: key,
    key,
    model: key,
    options: {},
    rules: [{ required: false, message: '必填项' }],
    ...extra,
  };
}

export function required(message = '必填项', ...more: FormRule[]): FormRule[] {
  return [{ required: true, message }, ...more];
}

export function aDocument(list: FormControl[], config: Partial<FormDocument['config']> = {}): FormDocument {
  return { list, config: { ...createDefaultConfig(), ...config } };
}
