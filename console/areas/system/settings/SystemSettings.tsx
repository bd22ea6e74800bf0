import { useEffect, type ReactElement } from 'react';
import { Card, Tab, Tabs } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../../app/useModel';
import { DataState } from '../common/DataState';
import '../common/admin.css';
import './settings.css';
import { HomePageTab } from './HomePageTab';
import { SecuritySettingsStore } from './model/SecuritySettingsStore';
import { ScreenLink } from './ScreenLink';
import { SecurityTab } from './SecurityTab';
import { StyleTab } from './StyleTab';

/** A tab that only points at the screen where its settings live. */
function LinkTab({ help, component, link }: { help: string; component: string; link: string }) {
  return (
    <div className="security-tab">
      <p className="security-help">{help}</p>
      <ScreenLink component={component} text={link} />
    </div>
  );
}

/** System settings (console spec §2.3): language, home page, security, style and system parameters. */
function SystemSettings() {
  const { t } = useTranslation('security');
  const store = useModel((deps) => new SecuritySettingsStore(deps));
  useEffect(() => void store.start(), [store]);
  const { loader } = store;
  const loaded = (content: ReactElement) =>
    loader.failed ? (
      <p className="security-help">{t('loadFailed')}</p>
    ) : (
      <DataState isLoading={loader.isLoading} isEmpty={!loader.value}>
        {content}
      </DataState>
    );
  return (
    <Card className="admin-page system-settings">
      <Tabs id="system-settings" renderActiveTabPanelOnly aria-label={t('title')}>
        <Tab id="security" title={t('tabs.security')} panel={loaded(<SecurityTab store={store} />)} />
        <Tab id="homePage" title={t('tabs.homePage')} panel={<HomePageTab />} />
        <Tab id="style" title={t('tabs.style')} panel={<StyleTab />} />
        <Tab
          id="language"
          title={t('tabs.language')}
          panel={
            <LinkTab help={t('language.help')} component="system/LanguageList" link={t('language.open')} />
          }
        />
        <Tab
          id="params"
          title={t('tabs.params')}
          panel={
            <LinkTab help={t('params.help')} component="system/PropertiesList" link={t('params.open')} />
          }
        />
      </Tabs>
    </Card>
  );
}

export default observer(SystemSettings);
