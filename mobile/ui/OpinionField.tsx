import { useId } from 'react';
import { useT } from './useStore';

/** The opinion box of an action sheet (the contract's `comment`, at most 2,000 characters). */
export function OpinionField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useT();
  const id = useId();
  return (
    <div className="m-field">
      <label htmlFor={id}>{t('sheet.comment')}</label>
      <textarea
        id={id}
        rows={3}
        maxLength={2000}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
