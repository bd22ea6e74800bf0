import { useTranslation } from 'react-i18next';
import { ScreenLink } from './ScreenLink';

/** Where home pages are set: the tenant's with the theme, each role's in role administration. */
export function HomePageTab() {
  const { t } = useTranslation('security');
  return (
    <div className="security-tab">
      <p className="security-help">{t('homePage.help')}</p>
      <div className="security-actions">
        <ScreenLink component="system/ThemeConfig" text={t('homePage.themeLink')} />
        <ScreenLink component="system/RoleList" text={t('homePage.roleLink')} />
      </div>
    </div>
  );
}
