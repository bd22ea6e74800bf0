import { Card, Elevation, H2, H5, NonIdealState, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/storeContext';

/** /home: the welcome page with the user's counts and apps. */
const HomePage = observer(function HomePage() {
  const { session } = useStores();
  const { t } = useTranslation();
  const info = session.info;
  if (!info) return null;
  return (
    <div className="home-page">
      <H2>{t('home.welcome', { name: info.user.nickName || info.user.userName })}</H2>
      <p className="muted">{t('home.tenant', { tenant: info.merchant.merchantName })}</p>
      <p>{t('home.intro')}</p>
      <div className="home-counts">
        <Card elevation={Elevation.ONE} className="home-count-card">
          <H5>{t('home.todo')}</H5>
          <span className="home-count" data-testid="task-count">
            {info.myTaskCount}
          </span>
        </Card>
        <Card elevation={Elevation.ONE} className="home-count-card">
          <H5>{t('home.applications')}</H5>
          <span className="home-count" data-testid="application-count">
            {info.myApprovalCount}
          </span>
        </Card>
      </div>
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
