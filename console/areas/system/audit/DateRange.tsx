import { InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** From and to dates (YYYY-MM-DD, inclusive). */
export function DateRange({ begin, end, onChange }: { begin: string; end: string; onChange(begin: string, end: string): void }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <InputGroup type="date" aria-label={t('audit.from')} value={begin} onChange={(e) => onChange(e.target.value, end)} />
      <InputGroup type="date" aria-label={t('audit.to')} value={end} onChange={(e) => onChange(begin, e.target.value)} />
    </>
  );
}
