import { HTMLSelect } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { isLocale, LOCALES } from '@shared/i18n/locales';
import { useStores } from '../app/storeContext';
import { changeLanguage } from '../i18n/setupI18n';
import { useLanguages } from './useLanguages';

export interface LanguageSelectProps {
  /** Go through /refresh after the change (console spec §4), as the shell does; the login page switches in place. */
  viaRefresh?: boolean;
}

/** The language switcher; shown only when more than one language is enabled (console spec §2.6). */
export const LanguageSelect = observer(function LanguageSelect({ viaRefresh = false }: LanguageSelectProps) {
  const { settings, i18n, session } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const languages = useLanguages();
  const enabled = languages.filter((l) => l.enabled === 'ENABLED' && isLocale(l.locale));
  if (enabled.length <= 1) return null;
  return (
    <HTMLSelect
      aria-label={t('header.language')}
      value={settings.locale}
      minimal
      options={enabled.map((l) => ({ value: l.locale, label: l.name }))}
      onChange={async (event) => {
        const locale = event.currentTarget.value;
        if (!isLocale(locale) || !LOCALES.includes(locale)) return;
        settings.setLocale(locale);
        void session.saveLanguage(locale);
        await changeLanguage(i18n, locale);
        if (viaRefresh)
          navigate(`/refresh?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      }}
    />
  );
});
