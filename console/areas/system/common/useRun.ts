import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/storeContext';
import { fieldOf } from '../../../app/model/fieldError';

/**
 * Runs a server call with a busy flag; on success shows 'Operation successful!' and calls `done`. A form passes
 * `onField` and makes its calls silent: a field validation answer is handed to `onField` (the form shows it under
 * the field) and any other failure shows as a toast.
 */
export const useRun = () => {
  const { t } = useTranslation('admin');
  const { notify } = useStores();
  const [isBusy, setIsBusy] = useState(false);
  const run = async (
    work: () => Promise<unknown>,
    done?: () => void,
    onField?: (field: string, message: string) => void,
  ) => {
    setIsBusy(true);
    try {
      await work();
      notify.success(t('ui.success'));
      done?.();
      return true;
    } catch (error) {
      const field = fieldOf(error);
      if (field && onField) onField(field.field, field.message);
      else if (onField) notify.error(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      setIsBusy(false);
    }
  };
  return { isBusy, run };
};
