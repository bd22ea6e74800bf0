import { useId } from 'react';
import { LOCALES, type Locale } from '@shared/i18n/locales';
import { changeLocale } from '../app/i18n';
import { useT } from './useStore';

/** The nine languages, each named in itself. */
export function LanguagePicker() {
  const { t, i18n } = useT();
  const id = useId();
  return (
    <div className="m-field">
      <label htmlFor={id}>{t('common.language')}</label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => void changeLocale(i18n, event.target.value as Locale)}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {t(`language.${locale}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
