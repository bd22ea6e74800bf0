import {
  Alignment,
  Classes,
  ContextMenu,
  Menu,
  MenuItem,
  Navbar,
  NavbarDivider,
  NavbarGroup,
  NavbarHeading,
} from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '../../app/storeContext';
import { LanguageSelect } from '../../settings/LanguageSelect';
import { useApplyTabChange } from '../tabs/useTabActions';
import { AppNav } from './AppNav';
import { Bell } from './Bell';
import { Favourites } from './Favourites';
import { UserMenu } from './UserMenu';

export interface TopBarProps {
  appName: string;
  isDark: boolean;
}

/** The Blueprint top bar with its right-click menu (console spec §2.6). */
export const TopBar = observer(function TopBar({ appName, isDark }: TopBarProps) {
  const { session, layout, tabs } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const applyChange = useApplyTabChange();
  const active = `${location.pathname}${location.search}`;
  const logo = session.info?.merchant.icon;
  return (
    <ContextMenu
      content={
        <Menu aria-label={t('header.contextMenu')}>
          <MenuItem
            icon="refresh"
            text={t('header.reload')}
            onClick={() => navigate(`/refresh?redirect=${encodeURIComponent(active)}`)}
          />
          <MenuItem
            icon={layout.isCollapsed ? 'menu-open' : 'menu-closed'}
            text={t(layout.isCollapsed ? 'menu.expand' : 'menu.collapse')}
            onClick={() => layout.setCollapsed(!layout.isCollapsed)}
          />
          <MenuItem
            icon="cross"
            text={t('tabs.closeCurrent')}
            onClick={() => applyChange(tabs.close(active, active))}
          />
          <MenuItem
            icon="cross-circle"
            text={t('tabs.closeOthers')}
            onClick={() => applyChange(tabs.closeOthers(active, active))}
          />
        </Menu>
      }
    >
      <Navbar className={`shell-top${isDark ? ` ${Classes.DARK}` : ''}`}>
        <NavbarGroup align={Alignment.START}>
          {logo ? (
            <img className="shell-logo" src={logo} alt="" />
          ) : (
            <span className="shell-logo shell-logo-mark" aria-hidden>
              ⚡
            </span>
          )}
          <NavbarHeading className="shell-brand">{appName}</NavbarHeading>
          <NavbarDivider />
          <AppNav />
          <Favourites />
        </NavbarGroup>
        <NavbarGroup align={Alignment.END}>
          <LanguageSelect viaRefresh />
          <Bell />
          <NavbarDivider />
          <UserMenu />
        </NavbarGroup>
      </Navbar>
    </ContextMenu>
  );
});
