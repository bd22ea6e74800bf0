import type { ReactNode } from 'react';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** Loading spinner, empty state or the content. */
export function DataState({
  isLoading,
  isEmpty,
  children,
}: {
  isLoading: boolean;
  isEmpty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  if (isLoading && isEmpty)
    return (
      <div className="admin-state">
        <Spinner size={30} aria-label={t('ui.loading')} />
      </div>
    );
  if (isEmpty) return <NonIdealState icon="inbox" title={t('ui.empty')} />;
  return <div className={isLoading ? 'admin-dim' : undefined}>{children}</div>;
}
