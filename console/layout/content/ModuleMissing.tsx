import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** A menu route whose component no area registered: a clear "module not found" state (console spec §8). */
export function ModuleMissing({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <div className="page-center">
      <NonIdealState
        icon="search-template"
        title={t('module.missingTitle')}
        description={t('common:chunk.missing', { name })}
      />
    </div>
  );
}
