/** The benchmark form in our runtime. */
import { createDefaultConfig } from '@shared/form';
import type { FormControl, FormDocument } from '@shared/form';
import { FormRuntime } from '@runtime/index';
import { FIELDS, MIDDLE_KEY, OPTIONS } from './fields';

const document: FormDocument = {
  list: FIELDS.map((field): FormControl => ({
    type: field.kind,
    label: field.label,
    key: field.key,
    model: field.key,
    options: {
      ...(field.kind === 'select' || field.kind === 'checkbox' ? { options: OPTIONS } : {}),
      ...(field.kind === 'number' ? { min: 0, max: 1000 } : {}),
    },
    rules: [{ required: field.required, message: `${field.label} is required` }],
  })),
  config: createDefaultConfig(),
};

export const ours = {
  name: 'ours',
  element: () => <FormRuntime document={document} locale="en_US" />,
  middleSelector: `[data-key="${MIDDLE_KEY}"] input`,
};
