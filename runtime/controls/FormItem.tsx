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
  /**
   * Whether the field has its (possibly empty) error area. Errors exist only once the form has been checked, so
   * until then no field carries one; from then on every field keeps its live region, so that a message that
   * later appears in it is announced (the first ones are announced by the error summary's alert).
   */
  hasErrorArea: boolean;
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
  hasErrorArea,
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
  // the label is the label column itself (no wrapper); the required mark is drawn by CSS, outside its name
  const labelClass = `fr-item-label fr-label${isRequired ? ' fr-label-required' : ''}`;
  return (
    <div className={`fr-item${errors.length ? ' fr-item-error' : ''}`} data-key={control.key}>
      {!showLabel ? (
        <span id={labelId} className="fr-visually-hidden">
          {control.label}
          {requiredNote}
        </span>
      ) : isGroup ? (
        <span id={labelId} className={labelClass}>
          {control.label}
          {requiredNote}
        </span>
      ) : (
        <label id={labelId} htmlFor={id} className={labelClass}>
          {control.label}
        </label>
      )}
      <div className="fr-item-control">
        {children}
        {control.help ? <div className="fr-help">{control.help}</div> : null}
        {hasErrorArea || errors.length ? (
          <div id={errorId} className="fr-error" aria-live="polite">
            {errors.map((error, index) => (
              <div key={index}>{errorText(t, error)}</div>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
