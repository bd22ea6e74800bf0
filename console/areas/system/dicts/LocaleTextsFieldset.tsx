import { InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Field } from '../common/Field';
import { LABEL_LOCALES } from './model/localeTexts';

export interface LocaleTextsFieldsetProps {
  legend: string;
  /** Prefix of the input ids: `<prefix>-<locale>`, and `<prefix>-error` for the message. */
  idPrefix: string;
  values: Record<string, string>;
  onChange(locale: string, text: string): void;
  error?: string;
}

/** One text per UI language other than the default (item labels, type names), with the server's message under it. */
export function LocaleTextsFieldset({ legend, idPrefix, values, onChange, error }: LocaleTextsFieldsetProps) {
  const { t } = useTranslation('dicts');
  return (
    <fieldset className="dict-labels" aria-describedby={error ? `${idPrefix}-error` : undefined}>
      <legend>{legend}</legend>
      {LABEL_LOCALES.map((locale) => (
        <Field key={locale} label={t(`lang.${locale}`)} inputId={`${idPrefix}-${locale}`}>
          <InputGroup
            id={`${idPrefix}-${locale}`}
            value={values[locale] ?? ''}
            onChange={(e) => onChange(locale, e.target.value)}
          />
        </Field>
      ))}
      {error && (
        <div id={`${idPrefix}-error`} className="admin-inline-error" role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
}
