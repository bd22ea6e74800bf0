import { useEffect, useState } from 'react';
import { Card, Tab, Tabs } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/storeContext';
import { useModel } from '../../../app/useModel';
import { reloadLanguagePack } from '../../../i18n/setupI18n';
import { LanguageTable } from './LanguageTable';
import { MessageOverrides } from './MessageOverrides';
import { LanguageListStore } from './model/LanguageListStore';
import { MessageOverrideStore } from './model/MessageOverrideStore';
import '../common/admin.css';
import './languages.css';

/**
 * Language packs (console spec §2.6 switcher, §3 Language, §7.5): the tenant's languages (enabled, default) and
 * its message overrides. Changes reach the header switcher and the console's texts at once.
 */
function LanguageList() {
  const { t } = useTranslation('appearance');
  const { settings, i18n } = useStores();
  const [tab, setTab] = useState<'languages' | 'messages'>('languages');
  const languages = useModel((deps) => new LanguageListStore(deps, () => settings.languagesChanged()));
  const messages = useModel(
    (deps) =>
      new MessageOverrideStore(deps, settings.locale, (locale) => void reloadLanguagePack(i18n, locale)),
  );
  useEffect(() => void languages.start(), [languages]);
  return (
    <Card className="admin-page">
      <Tabs
        id="language-tabs"
        selectedTabId={tab}
        onChange={(id) => setTab(id === 'messages' ? 'messages' : 'languages')}
      >
        <Tab id="languages" title={t('language.title')} panel={<LanguageTable store={languages} />} />
        <Tab
          id="messages"
          title={t('message.title')}
          panel={<MessageOverrides store={messages} languages={languages.languages.value ?? []} />}
        />
      </Tabs>
    </Card>
  );
}

export default observer(LanguageList);
