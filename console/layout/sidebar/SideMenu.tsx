import { Button, Classes, HTMLSelect } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../app/storeContext';
import { MenuTree } from './MenuTree';

export interface SideMenuProps {
  /** The app whose menu shows. */
  appId: string | undefined;
  isDark: boolean;
}

/** Side menu (console spec §2.4): project selector, back to the project list, the app's menu, collapse toggle. */
export const SideMenu = observer(function SideMenu({ appId, isDark }: SideMenuProps) {
  const { layout, menus, projects } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menu = appId ? (menus.menus[appId] ?? []) : [];
  return (
    <aside
      className={`side-menu${isDark ? ` ${Classes.DARK}` : ''}`}
      style={{ width: layout.sidebarWidth }}
      aria-label={t('menu.label')}
    >
      {projects.isEnabled && !layout.isCollapsed && (
        <div className="side-projects">
          <HTMLSelect
            fill
            aria-label={t('menu.project')}
            value={projects.currentProjectId ?? ''}
            options={[
              { value: '', label: t('menu.chooseProject') },
              ...projects.projects.map((p) => ({ value: p.projectId, label: p.projectName })),
            ]}
            onChange={(e) => projects.setCurrent(e.currentTarget.value || undefined)}
          />
        </div>
      )}
      {projects.isEnabled && (
        <Button
          variant="minimal"
          alignText="start"
          icon="arrow-left"
          className="side-back"
          fill
          text={layout.isCollapsed ? undefined : t('menu.backToProjects')}
          aria-label={t('menu.backToProjects')}
          onClick={() => navigate('/project')}
        />
      )}
      <nav className="side-scroll">
        <MenuTree key={appId} menu={menu} />
      </nav>
      <Button
        variant="minimal"
        fill
        className="side-toggle"
        icon={layout.isCollapsed ? 'menu-open' : 'menu-closed'}
        aria-label={t(layout.isCollapsed ? 'menu.expand' : 'menu.collapse')}
        onClick={() => layout.setCollapsed(!layout.isCollapsed)}
      />
    </aside>
  );
});
