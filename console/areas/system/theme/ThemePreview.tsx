import { observer } from 'mobx-react-lite';
import { darkenForText } from '@shared/theme/contrast';
import { useTranslation } from 'react-i18next';
import type { ThemeConfig } from '@shared/theme/defaults';
import { isColor } from '@shared/theme/rules';

/** A colour to paint with: the edited value while it is valid, else the fallback. */
const paint = (value: string, fallback: string) => (isColor(value) ? value : fallback);

/**
 * A small mock of the shell (header, side menu, content with a button, a link and status tags) painted from the
 * edited theme before it is saved (console spec §2.3 theme config, §3 Theme).
 */
export const ThemePreview = observer(function ThemePreview({ theme }: { theme: ThemeConfig }) {
  const { t } = useTranslation('appearance');
  const isDark = theme.mode === 'dark';
  const accent = paint(theme.themeColor, '#1890ff');
  const onDark = isDark ? '#ffffff' : '#262626';
  return (
    <figure className="theme-preview" aria-label={t('theme.preview')} data-testid="theme-preview">
      <div
        className="theme-preview-top"
        style={{ background: isDark ? paint(theme.navColor, '#001529') : '#fff', color: onDark }}
      >
        <span className="theme-preview-logo" style={{ background: accent }} />
        <span>{t('preview.appName')}</span>
      </div>
      <div className="theme-preview-body">
        <ul
          className="theme-preview-menu"
          style={{ background: isDark ? paint(theme.menuColor, '#001529') : '#fff', color: onDark }}
        >
          <li className="is-active" style={{ background: darkenForText(accent), color: '#fff' }}>
            {t('preview.menuActive')}
          </li>
          <li>{t('preview.menuItem')}</li>
          <li>{t('preview.menuItem2')}</li>
        </ul>
        <div
          className="theme-preview-paper"
          style={{
            background: paint(theme.paperBackground, '#fff'),
            color: paint(theme.paperColor, '#262626'),
          }}
        >
          <p>{t('preview.text')}</p>
          <p>
            <span className="theme-preview-link" style={{ color: paint(theme.linkColor, accent) }}>
              {t('preview.link')}
            </span>
          </p>
          <div className="theme-preview-row">
            <span className="theme-preview-button" style={{ background: paint(theme.buttonColor, accent) }}>
              {t('preview.button')}
            </span>
            <span
              className="theme-preview-primary"
              style={{
                background: paint(theme.primaryBackground, '#e6f7ff'),
                color: paint(theme.primaryColor, accent),
                borderColor: paint(theme.primaryColor, accent),
              }}
            >
              {t('preview.primary')}
            </span>
          </div>
          <div className="theme-preview-row">
            <span className="theme-preview-tag" style={{ background: paint(theme.success, '#52c41a') }}>
              {t('field.success')}
            </span>
            <span className="theme-preview-tag" style={{ background: paint(theme.warn, '#faad14') }}>
              {t('field.warn')}
            </span>
            <span className="theme-preview-tag" style={{ background: paint(theme.error, '#f5222f') }}>
              {t('field.error')}
            </span>
          </div>
        </div>
      </div>
    </figure>
  );
});
