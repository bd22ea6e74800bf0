import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '@shared/api/modules/identity/rules';
import { useStores } from '../../../app/storeContext';

/**
 * The errors a form shows under its fields. Every problem found on submit shows at once and the first invalid
 * field takes the focus; a server answer naming a field shows under it (or as a toast when the form has no such
 * field). `inputIdOf` gives the id of a field's input.
 */
export const useFieldErrors = (inputIdOf: (field: string) => string) => {
  const { t } = useTranslation('admin');
  const { notify } = useStores();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const inputOf = useCallback((field: string) => document.getElementById(inputIdOf(field)), [inputIdOf]);

  /** Shows every problem and focuses the first; true when there were any. */
  const showProblems = (problems: readonly FieldProblem[]) => {
    setErrors(Object.fromEntries(problems.map((p) => [p.field, t(p.key, p.params)])));
    if (problems[0]) inputOf(problems[0].field)?.focus();
    return problems.length > 0;
  };

  const showServerError = (field: string, message: string) => {
    const input = inputOf(field);
    if (!input) return notify.error(message);
    setErrors({ [field]: message });
    input.focus();
  };

  /** Takes a field's error away once the user changes it. */
  const clearError = (field: string) =>
    setErrors((prev) => {
      if (!(field in prev)) return prev;
      const { [field]: _gone, ...rest } = prev;
      return rest;
    });

  return { errors, showProblems, showServerError, clearError };
};
