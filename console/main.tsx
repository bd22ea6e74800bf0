import { configure, reaction } from 'mobx';
import { createRoot } from 'react-dom/client';
import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import './styles/app.css';
import { App } from './app/App';
import { RootStore } from './app/RootStore';
import { SettingsStore } from './settings/SettingsStore';
import { attachLanguagePacks, serverLanguagePacks, setupI18n } from './i18n/setupI18n';
import { createNotifier } from './ui/notifier';

configure({ enforceActions: 'always' });

const start = async () => {
  const settings = new SettingsStore();
  const i18n = await setupI18n(settings.locale);
  // the product's name from the first paint; the configured one replaces it once the properties are read
  document.title = i18n.t('appName');
  const notify = createNotifier((message, times) => i18n.t('common:repeatedNotice', { message, times }));
  const store = new RootStore(i18n, notify, settings);
  await attachLanguagePacks(i18n, serverLanguagePacks(store.client), settings.locale);
  reaction(
    () => settings.locale,
    (locale) => {
      document.documentElement.lang = locale.replace('_', '-');
      document.documentElement.dir = settings.isRtl ? 'rtl' : 'ltr';
    },
    { fireImmediately: true },
  );
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App store={store} />);
};

void start();
