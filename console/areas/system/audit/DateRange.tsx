import { InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT, isDateText } from './model/dateText';

/** From and to dates (YYYY-MM-DD, inclusive); a malformed one is marked and named. */
export function DateRange({
  begin,
  end,
  onChange,
}: {
  begin: string;
  end: string;
  onChange(begin: string, end: string): void;
}) {
  const { t } = useTranslation('admin');
  const input = (label: string, value: string, change: (value: string) => void) => {
    const isValid = isDateText(value);
    return (
      <InputGroup
        aria-label={label}
        aria-invalid={!isValid}
        placeholder={`${label} (${DATE_FORMAT})`}
        dir="ltr"
        inputMode="numeric"
        value={value}
        intent={isValid ? 'none' : 'danger'}
        onChange={(e) => change(e.target.value.trim())}
      />
    );
  };
  return (
    <>
      {input(t('audit.from'), begin, (value) => onChange(value, end))}
      {input(t('audit.to'), end, (value) => onChange(begin, value))}
      {!(isDateText(begin) && isDateText(end)) && (
        <span role="alert" className="admin-inline-error">
          {t('audit.dateFormat', { format: DATE_FORMAT })}
        </span>
      )}
    </>
  );
}
