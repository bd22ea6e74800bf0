/** Label, control slot, help and errors of one field; the error text is announced (aria-live). */
import type { ReactNode } from 'react';
import type { FieldError, FormControl, Translate } from '@shared/form';
import { FormMessage, requiredRule } from '@shared/form';

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
/** Groups whose role takes aria-required (radiogroup); the other groups say "required" in their name. */
const ARIA_REQUIRED_GROUPS = new Set(['radio', 'rate']);

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
  const isRequiredRule = Boolean(requiredRule(control));
  const isRequired = isRequiredRule && !hideRequiredMark;
  const showLabel = control.options.showLabel !== false && control.label !== '';
  const isGroup = GROUP_TYPES.has(control.type);
  const requiredNote =
    isRequiredRule && isGroup && !ARIA_REQUIRED_GROUPS.has(control.type) ? (
      <span className="fr-visually-hidden"> ({t(FormMessage.required)})</span>
    ) : null;
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
              {requiredNote}
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
          {requiredNote}
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
