/** The benchmark form in rjsf: @rjsf/core's default theme with the ajv8 validator. */
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { FIELDS, MIDDLE_KEY, OPTIONS } from './fields';
import type { BenchField } from './fields';

const choices = OPTIONS.map((option) => ({ const: option.value, title: option.label }));

const property = (field: BenchField): RJSFSchema => {
  const title = field.label;
  switch (field.kind) {
    case 'number':
      return { type: 'number', title, minimum: 0, maximum: 1000 };
    case 'select':
      return { type: 'string', title, oneOf: choices };
    case 'date':
      return { type: 'string', title, format: 'date' };
    case 'checkbox':
      return { type: 'array', title, uniqueItems: true, items: { type: 'string', oneOf: choices } };
    default:
      return { type: 'string', title };
  }
};

const schema: RJSFSchema = {
  type: 'object',
  properties: Object.fromEntries(FIELDS.map((field) => [field.key, property(field)])),
  required: FIELDS.filter((field) => field.required).map((field) => field.key),
};

const uiSchema: UiSchema = Object.fromEntries(
  FIELDS.filter((field) => field.kind === 'textarea' || field.kind === 'checkbox').map((field) => [
    field.key,
    { 'ui:widget': field.kind === 'textarea' ? 'textarea' : 'checkboxes' },
  ]),
);

export const rjsf = {
  name: 'rjsf',
  element: () => <Form schema={schema} uiSchema={uiSchema} validator={validator} />,
  middleSelector: `#root_${MIDDLE_KEY}`,
};
