/**
 * Submitted form data is accepted once it passes the form rules and its addresses are in the region dataset. A
 * refusal names the field as its reader knows it: the control's label in the message, the control's key in
 * `data.field` (so the form can point at it).
 */
import { ResultCode } from '@shared/api/codes';
import { findControl } from '@shared/form';
import type { FieldError, FieldPrivilege, FormDocument } from '@shared/form';
import { AppError } from '../../../http/errors';
import { regionDataset } from '../formSources/regionDataset';
import { checkAddresses } from './addressCheck';
import { validateAll } from './formRules';

const labelOf = (documents: readonly FormDocument[], key: string): string => {
  for (const document of documents) {
    const label = findControl(document, key)?.label?.trim();
    if (label) return label;
  }
  return key;
};

/** The refusal of one validation error (a rule's own message, else the `form` namespace's message key). */
export const fieldRefusal = (documents: readonly FormDocument[], error: FieldError): AppError =>
  new AppError(
    ResultCode.InvalidParam,
    'invalidParam',
    {
      field: labelOf(documents, error.key),
      reasonKey: error.message ? 'approval:error.fieldRule' : `form:${error.messageKey}`,
      ...(error.params ?? {}),
      message: error.message ?? '',
    },
    { data: { field: error.key } },
  );

export interface AcceptOptions {
  /** The instance's form data so far: submitted fields are validated merged over it, unchanged addresses pass. */
  stored?: Record<string, unknown>;
  privileges?: readonly FieldPrivilege[];
  /** Whether the form rules (required, formats…) apply; addresses are always checked. */
  isValidated: boolean;
}

/** The submitted values with the dataset's region names; throws the refusal of the first bad field. */
export const acceptFormData = (
  documents: readonly FormDocument[],
  submitted: Record<string, unknown>,
  options: AcceptOptions,
): Record<string, unknown> => {
  const stored = options.stored ?? {};
  const { values, error } = checkAddresses(documents, submitted, stored, regionDataset().index);
  const first = options.isValidated
    ? (validateAll(documents, { ...stored, ...values }, options.privileges)[0] ?? error)
    : error;
  if (first) throw fieldRefusal(documents, first);
  return values;
};
