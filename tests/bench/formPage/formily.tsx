/** The benchmark form in formily: @formily/react fields over plain HTML inputs mapped with connect/mapProps. */
import { createForm, isField } from '@formily/core';
import type { GeneralField } from '@formily/core';
import { Field, FormProvider, connect, mapProps } from '@formily/react';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { FIELDS, MIDDLE_KEY, OPTIONS } from './fields';
import type { FieldKind } from './fields';

interface InputProps<T> {
  id?: string;
  value?: T;
  onChange: (value: T | undefined) => void;
  options?: typeof OPTIONS;
}

const withId = mapProps((props: object, field: GeneralField) => ({
  ...props,
  id: `fm_${String(field.path)}`,
}));
const withOptions = mapProps({ dataSource: 'options' }, (props: object, field: GeneralField) => ({
  ...props,
  id: `fm_${String(field.path)}`,
}));

const Text = connect(
  ({ id, value, onChange }: InputProps<string>) => (
    <input id={id} type="text" value={value ?? ''} onChange={(e) => onChange(e.target.value)} />
  ),
  withId,
);
const Area = connect(
  ({ id, value, onChange }: InputProps<string>) => (
    <textarea id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value)} />
  ),
  withId,
);
const DateInput = connect(
  ({ id, value, onChange }: InputProps<string>) => (
    <input id={id} type="date" value={value ?? ''} onChange={(e) => onChange(e.target.value)} />
  ),
  withId,
);
const NumberInput = connect(
  ({ id, value, onChange }: InputProps<number>) => (
    <input
      id={id}
      type="number"
      min={0}
      max={1000}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
    />
  ),
  withId,
);
const Select = connect(
  ({ id, value, onChange, options = [] }: InputProps<string>) => (
    <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
      <option value="">Select</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  ),
  withOptions,
);
const Checkboxes = connect(
  ({ id, value = [], onChange, options = [] }: InputProps<string[]>) => (
    <div role="group">
      {options.map((option, index) => (
        <label key={option.value}>
          <input
            type="checkbox"
            id={index === 0 ? id : undefined}
            checked={value.includes(option.value)}
            onChange={(e) =>
              onChange(e.target.checked ? [...value, option.value] : value.filter((v) => v !== option.value))
            }
          />
          {option.label}
        </label>
      ))}
    </div>
  ),
  withOptions,
);

interface ItemProps {
  label?: ReactNode;
  htmlFor?: string;
  required?: boolean;
  errors?: ReactNode[];
  children?: ReactNode;
}

/** Label, control and errors, read from the field (observed: re-renders when they change). */
const FormItem = connect(
  ({ label, htmlFor, required, errors = [], children }: ItemProps) => (
    <div className="fm-item">
      <label htmlFor={htmlFor}>
        {required ? '* ' : ''}
        {label}
      </label>
      {children}
      <div className="fm-error">{errors.join(', ')}</div>
    </div>
  ),
  mapProps((props: object, field: GeneralField) => ({
    ...props,
    label: field.title,
    htmlFor: `fm_${String(field.path)}`,
    required: isField(field) ? field.required : false,
    errors: isField(field) ? field.selfErrors : [],
  })),
);

const COMPONENTS: Record<FieldKind, unknown> = {
  input: Text,
  textarea: Area,
  date: DateInput,
  number: NumberInput,
  select: Select,
  checkbox: Checkboxes,
};

function FormilyForm() {
  const form = useMemo(() => createForm(), []);
  return (
    <FormProvider form={form}>
      <form>
        {FIELDS.map((field) => (
          <Field
            key={field.key}
            name={field.key}
            title={field.label}
            required={field.required}
            dataSource={field.kind === 'select' || field.kind === 'checkbox' ? OPTIONS : undefined}
            decorator={[FormItem]}
            component={[COMPONENTS[field.kind] as typeof Text]}
          />
        ))}
      </form>
    </FormProvider>
  );
}

export const formily = {
  name: 'formily',
  element: () => <FormilyForm />,
  middleSelector: `#fm_${MIDDLE_KEY}`,
};
