/** Test helpers for runtime component tests. */
import { createRef } from 'react';
import { render } from '@testing-library/react';
import { createDefaultConfig } from '@shared/form';
import type { ControlType, FormConfig, FormControl, FormDocument, FormRule } from '@shared/form';
import { FormRuntime } from './FormRuntime';
import type { FormRuntimeHandle, FormRuntimeProps } from './FormRuntime';

export function aControl(type: ControlType, key: string, extra: Partial<FormControl> = {}): FormControl {
  return {
    type,
    label: `${key} label`,
    key,
    model: key,
    options: {},
    rules: [{ required: false, message: '必填项' }],
    ...extra,
  };
}
export const required = (message = '必填项', ...more: FormRule[]): FormRule[] => [
  { required: true, message },
  ...more,
];
export const aDocument = (list: FormControl[], config: Partial<FormConfig> = {}): FormDocument => ({
  list,
  config: { ...createDefaultConfig(), ...config },
});

export function renderForm(props: Partial<FormRuntimeProps> & { document: FormDocument }) {
  const ref = createRef<FormRuntimeHandle>();
  const utils = render(<FormRuntime ref={ref} locale="en_US" {...props} />);
  return { ...utils, ref, handle: () => ref.current as FormRuntimeHandle };
}
