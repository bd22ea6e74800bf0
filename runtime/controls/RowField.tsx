/** One field inside a sub-form row (batch, selectInputList): bound to the row, labelled for assistive tech. */
import { useMemo } from 'react';
import type { FormControl } from '@shared/form';
import { dataKey, requiredRule } from '@shared/form';
import { fieldDomId, useRuntime } from '../state/RuntimeContext';
import { useFieldErrors } from '../state/storeHooks';
import { errorText } from './FormItem';

export interface RowFieldProps {
  control: FormControl;
  parentKey: string;
  rowIndex: number;
  row: Record<string, unknown>;
  isDisabled: boolean;
  label: string;
  onChange: (model: string, value: unknown) => void;
}

export function RowField({ control, parentKey, rowIndex, row, isDisabled, label, onChange }: RowFieldProps) {
  const { formId, t, renderers } = useRuntime();
  const groupErrors = useFieldErrors(parentKey);
  const errors = useMemo(
    () =>
      groupErrors.filter(
        (error) => error.key === control.key && error.rowIndex === rowIndex && error.parentKey === parentKey,
      ),
    [groupErrors, control.key, rowIndex, parentKey],
  );
  const Field = renderers.fields[control.type];
  if (!Field || control.options.hidden) return null;
  const id = fieldDomId(formId, control.key, rowIndex);
  return (
    <div className="fr-row-field">
      <label id={`${id}-label`} htmlFor={id} className="fr-visually-hidden">
        {label}
      </label>
      <Field
        control={control}
        value={row[dataKey(control)]}
        onChange={(value) => onChange(dataKey(control), value)}
        id={id}
        labelId={`${id}-label`}
        isDisabled={isDisabled || control.options.disabled === true}
        isInvalid={errors.length > 0}
        isRequired={Boolean(requiredRule(control))}
        describedBy={`${id}-label${errors.length ? ` ${id}-error` : ''}`}
        rowIndex={rowIndex}
      />
      <div id={`${id}-error`} className="fr-error" aria-live="polite">
        {errors.map((error, index) => (
          <div key={index}>{errorText(t, error)}</div>
        ))}
      </div>
    </div>
  );
}
