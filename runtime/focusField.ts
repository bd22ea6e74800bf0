/** Moves the focus to the field of an error, once React has shown it (tabs opened, every row rendered). */
import type { FieldError } from '@shared/form';
import { fieldDomId } from './state/RuntimeContext';

export function focusField(formId: string, error: FieldError | undefined): void {
  if (!error || typeof document === 'undefined') return;
  setTimeout(() => {
    const element = document.getElementById(fieldDomId(formId, error.key, error.rowIndex));
    const target = element ?? document.querySelector(`[data-fr-form="${formId}"] .fr-item-error`);
    if (target && 'scrollIntoView' in target)
      (target as HTMLElement).scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    if (target && 'focus' in target) (target as HTMLElement).focus?.();
  }, 0);
}
