import type { HTMLAttributes, ReactElement } from 'react';
import { InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { FormModel } from '../../../app/model/FormModel';
import { Field } from './Field';

/** The keys of `V` whose values are text. */
export type TextKeyOf<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface TextFieldProps<V extends object, K extends TextKeyOf<V>> {
  form: FormModel<V>;
  /** The value's key; also the key of its error in `form.errors`. */
  field: K;
  label: string;
  required?: boolean;
  inputId: string;
  dir?: 'ltr' | 'rtl';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  disabled?: boolean;
}

/** One text value of a form model: a labelled input with its error under it. */
function TextFieldView<V extends object, K extends TextKeyOf<V>>({
  form,
  field,
  label,
  required,
  inputId,
  dir,
  inputMode,
  placeholder,
  disabled,
}: TextFieldProps<V, K>) {
  const error = form.errors[field];
  return (
    <Field label={label} error={error} required={required} inputId={inputId}>
      <InputGroup
        id={inputId}
        dir={dir}
        inputMode={inputMode}
        placeholder={placeholder}
        disabled={disabled}
        intent={error ? 'danger' : 'none'}
        value={form.values[field] as string}
        onChange={(e) => form.set(field, e.target.value as V[K])}
      />
    </Field>
  );
}

export const TextField = observer(TextFieldView) as <V extends object, K extends TextKeyOf<V>>(
  props: TextFieldProps<V, K>,
) => ReactElement;
