/**
 * The error summary of a submit attempt: an alert (read out as it appears) listing each error as a button that
 * takes the focus to its field. It lists the errors of the last attempt and goes away once none is left.
 */
import { memo } from 'react';
import { FormMessage, locateControl } from '@shared/form';
import type { FieldError, FormDocument, Translate } from '@shared/form';
import { useRuntime } from './state/RuntimeContext';
import { useErrorCount, useErrorSummary } from './state/storeHooks';
import { errorText } from './controls/FormItem';
import { focusField } from './focusField';

/** "Field: message"; a row's error names its sub-form and row. */
export function summaryLine(document: FormDocument, t: Translate, error: FieldError): string {
  const owner = locateControl(document, error.parentKey ?? error.key)?.control;
  const row = error.rowIndex === undefined ? '' : ` (${t(FormMessage.row, { index: error.rowIndex + 1 })})`;
  const label = `${owner?.label ?? error.key}${row}`;
  return `${label}: ${errorText(t, error)}`;
}

export const ErrorSummary = memo(function ErrorSummary() {
  const { store, t, formId } = useRuntime();
  const errors = useErrorSummary();
  const isOpen = useErrorCount() > 0 && errors.length > 0;
  if (!isOpen) return null;
  return (
    <div className="fr-error-summary" role="alert">
      <p className="fr-error-summary-title">{t(FormMessage.errorSummary, { count: errors.length })}</p>
      <ul>
        {errors.map((error, index) => (
          <li key={index}>
            <button
              type="button"
              className="fr-link"
              onClick={() => {
                store.revealError(error);
                focusField(formId, error);
              }}
            >
              {summaryLine(store.setup.effective, t, error)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
});
