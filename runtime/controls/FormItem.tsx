/** Label, control slot, help and errors of one field; the error text is announced (aria-live). */
import type { ReactNode } from 'react';
import type { FieldError, FormControl, Translate } from '@shared/form';
import { requiredRule } from '@shared/form';

export interface FormItemProps {
  control: FormControl;
  id: string;
  labelId: string;
  errorId: string;
  errors: readonly FieldError[];
  t: Translate;
  hideRequiredMark?: boolean;
  children: ReactNode;
}

export function errorText(
  t: (key: string, params?: Record<string, unknown>) => string,
  error: FieldError,
): string {
  return error.message || t(error.messageKey, error.params);
}

const GROUP_TYPES = new Set([
  'checkbox',
  'radio',
  'rate',
  'address',
  'uploadFile',
  'uploadImg',
  'batch',
  'selectInputList',
  'cascader',
]);

/** A plain render function (not a component): one fewer layer per field on long forms. */
export function renderFormItem({
  control,
  id,
  labelId,
  errorId,
  errors,
  t,
  hideRequiredMark,
  children,
}: FormItemProps) {
  const isRequired = Boolean(requiredRule(control)) && !hideRequiredMark;
  const showLabel = control.options.showLabel !== false && control.label !== '';
  const isGroup = GROUP_TYPES.has(control.type);
  return (
    <div className={`fr-item${errors.length ? ' fr-item-error' : ''}`} data-key={control.key}>
      {showLabel ? (
        <div className="fr-item-label">
          {isRequired ? (
            <span className="fr-required-mark" aria-hidden="true">
              *
            </span>
          ) : null}
          {isGroup ? (
            <span id={labelId} className="fr-label">
              {control.label}
            </span>
          ) : (
            <label id={labelId} htmlFor={id} className="fr-label">
              {control.label}
            </label>
          )}
        </div>
      ) : (
        <span id={labelId} className="fr-visually-hidden">
          {control.label}
        </span>
      )}
      <div className="fr-item-control">
        {children}
        {control.help ? <div className="fr-help">{control.help}</div> : null}
        <div id={errorId} className="fr-error" aria-live="polite">
          {errors.map((error, index) => (
            <div key={index}>{errorText(t, error)}</div>
          ))}
        </div>
      </div>
    </div>
  );
}
