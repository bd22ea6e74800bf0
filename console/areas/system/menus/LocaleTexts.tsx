import { useState } from 'react';
import { Button, Collapse, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** One optional text per UI language (menu titles, app names), folded away until opened. */
export function LocaleTexts({
  legend,
  idPrefix,
  locales,
  values,
  onChange,
}: {
  legend: string;
  idPrefix: string;
  locales: readonly string[];
  values: Record<string, string>;
  onChange(locale: string, text: string): void;
}) {
  const { t } = useTranslation('menus');
  const [isOpen, setOpen] = useState(false);
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '4px 0 8px' }}>
      <Button
        variant="minimal"
        icon={isOpen ? 'chevron-down' : 'translate'}
        text={legend}
        aria-expanded={isOpen}
        onClick={() => setOpen(!isOpen)}
      />
      <Collapse isOpen={isOpen}>
        <div className="admin-dialog-body" style={{ paddingTop: 8 }}>
          {locales.map((locale) => (
            <label
              key={locale}
              htmlFor={`${idPrefix}-${locale}`}
              style={{ display: 'block', marginBottom: 8 }}
            >
              <span style={{ display: 'block', marginBottom: 4 }}>{t(`locale.${locale}`)}</span>
              <InputGroup
                id={`${idPrefix}-${locale}`}
                lang={locale.replace('_', '-')}
                dir="auto"
                value={values[locale] ?? ''}
                onChange={(e) => onChange(locale, e.target.value)}
              />
            </label>
          ))}
        </div>
      </Collapse>
    </fieldset>
  );
}
