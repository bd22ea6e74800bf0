import { Button, Card, Classes, H6, Popover } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SysAppRow } from '@shared/api';
import { useStores } from '../../app/storeContext';
import { appTarget, groupApps } from '../model/appTarget';

/** Top navigation of apps grouped by dictionary my_authority_app_category (console spec §2.6). */
export const AppNav = observer(function AppNav() {
  const { menus, session, projects, notify, layout } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = (app: SysAppRow) => {
    const target = appTarget(app, {
      token: session.token,
      hasProject: Boolean(projects.current),
      landing: menus.landingOf(app.appCode),
    });
    if (target.kind === 'warn') {
      notify.warning(t(target.warningKey));
      if (target.thenPath) navigate(target.thenPath);
      return;
    }
    if (target.kind === 'external') {
      if (target.isNewTab) window.open(target.url, '_blank', 'noopener,noreferrer');
      else window.location.assign(target.url);
      return;
    }
    layout.chooseApp(app.appId);
    if (target.isNewTab) window.open(target.path, '_blank', 'noopener');
    else navigate(target.path);
  };
  const groups = groupApps(menus.apps, menus.categories);
  return (
    <Popover
      placement="bottom-start"
      content={
        <div className="app-nav" role="menu" aria-label={t('apps.label')}>
          {groups.map((group) => (
            <section key={group.value || 'other'}>
              <H6 className="app-nav-group">{group.label || t('apps.other')}</H6>
              <div className="app-nav-grid">
                {group.apps.map((app) => (
                  <Card
                    key={app.appId}
                    interactive
                    compact
                    className={`app-nav-card ${Classes.POPOVER_DISMISS}`}
                    role="menuitem"
                    onClick={() => open(app)}
                  >
                    {app.appLogo ? (
                      <img src={app.appLogo} alt="" width={20} height={20} />
                    ) : (
                      <span className="app-nav-logo">{app.appName.slice(0, 1)}</span>
                    )}
                    <span>{app.appName}</span>
                  </Card>
                ))}
              </div>
            </section>
          ))}
        </div>
      }
    >
      <Button variant="minimal" icon="grid-view" text={t('apps.label')} endIcon="caret-down" />
    </Popover>
  );
});
