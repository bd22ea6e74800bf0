import { Button, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** The error state of a list whose load failed: what happened and a way to try again. */
export function LoadFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('templates');
  return (
    <NonIdealState
      icon="error"
      title={t('ui.loadFailed')}
      action={<Button icon="refresh" text={t('ui.retry')} onClick={onRetry} />}
    />
  );
}
