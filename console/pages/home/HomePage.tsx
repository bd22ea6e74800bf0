import './home.css';
import { useEffect, useRef } from 'react';
import { H2, H5, NonIdealState, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/storeContext';
import { useModel } from '../../app/useModel';
import { HomeDialogs } from './HomeDialogs';
import { HomeWork } from './HomeWork';
import { HomeStore } from './model/HomeStore';
import { useShownAgain } from './useShownAgain';

/** /home: the welcome page with the user's to-dos, applications, the tenant's open work for managers, and apps. */
const HomePage = observer(function HomePage() {
  const { session } = useStores();
  const { t } = useTranslation();
  const store = useModel((deps) => new HomeStore(deps));
  useEffect(() => void store.start(), [store]);
  const root = useRef<HTMLDivElement>(null);
  useShownAgain(root, () => void store.reload());
  const info = session.info;
  if (!info) return null;
  return (
    <div className="home-page" ref={root}>
      <H2>{t('home.welcome', { name: info.user.nickName || info.user.userName })}</H2>
      <p className="muted">{t('home.tenant', { tenant: info.merchant.merchantName })}</p>
      <p>{t('home.intro')}</p>
      <HomeWork store={store} />
      <HomeDialogs store={store} />
      <H5>{t('home.apps')}</H5>
      {info.sysApps.length === 0 ? (
        <NonIdealState icon="application" description={t('home.noApps')} />
      ) : (
        <div className="home-apps">
          {info.sysApps.map((app) => (
            <Tag key={app.appId} large minimal icon="application">
              {app.appName}
            </Tag>
          ))}
        </div>
      )}
    </div>
  );
});
export default HomePage;
