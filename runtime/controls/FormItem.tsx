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
  /** Inline layout: label and control wrap onto two lines when their cell is too narrow (a flex row). */
  isInline?: boolean;
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
/**
 * Controls drawn as text is, on a line (inline-level roots): their space below the baseline is part of the
 * form's look, so they keep a line of their own; every other control is the item's own grid child.
 */
const onLine = (control: FormControl) =>
  control.type === 'textarea' ||
  control.type === 'editor' ||
  control.type === 'rate' ||
  (control.type === 'select' && Boolean(control.options.showSearch));
/** Controls whose renderer names a group or a second input after the label (aria-labelledby). */
const LABELLED_BY_TYPES = new Set([...GROUP_TYPES, 'switch', 'slider', 'date']);
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
  isInline,
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
  // a label's id only where something points at it (a label element names its input through htmlFor)
  const referencedId = LABELLED_BY_TYPES.has(control.type) ? labelId : undefined;
  // the control, its help and its errors are the item's own children (no wrapper): the stylesheet's grid puts
  // them in the control column, beside the label; inline forms keep a wrapper, so a narrow cell wraps the
  // control under its label
  const itemClass = `fr-item${showLabel ? '' : ' fr-item-bare'}${errors.length ? ' fr-item-error' : ''}`;
  const help = control.help ? <div className="fr-help">{control.help}</div> : null;
  const errorArea =
    hasErrorArea || errors.length ? (
      <div id={errorId} className="fr-error" aria-live="polite">
        {errors.map((error, index) => (
          <div key={index}>{errorText(t, error)}</div>
        ))}
      </div>
    ) : null;
  return (
    <div className={itemClass} data-key={control.key}>
      {!showLabel ? (
        <span id={referencedId} className="fr-visually-hidden">
          {control.label}
          {requiredNote}
        </span>
      ) : isGroup ? (
        <span id={referencedId} className={labelClass}>
          {control.label}
          {requiredNote}
        </span>
      ) : (
        <label id={referencedId} htmlFor={id} className={labelClass}>
          {control.label}
        </label>
      )}
      {isInline ? (
        <div className="fr-item-control">
          {children}
          {help}
          {errorArea}
        </div>
      ) : (
        <>
          {onLine(control) ? <div className="fr-item-line">{children}</div> : children}
          {help}
          {errorArea}
        </>
      )}
    </div>
  );
}
