import { useState } from 'react';
import { Button, Menu, MenuDivider, MenuItem, Popover, Tag, type IconName } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../app/storeContext';
import { ConfirmDialog } from '../ConfirmDialog';
import { findByName } from '../../router/routeTable';
import { userMenuItems, type UserMenuItem, type UserMenuItemId } from '../model/userMenuItems';

const ICONS: Record<UserMenuItemId, IconName> = {
  personalInfo: 'id-number',
  personalAuth: 'key',
  myTodo: 'time',
  myApply: 'document',
  delegation: 'person',
  messageCenter: 'envelope',
  approvalCenter: 'inbox',
  fileCenter: 'folder-open',
  systemManage: 'cog',
  switchTenant: 'swap-horizontal',
  logout: 'log-out',
};

/** The avatar popover of console spec §2.6 / §6, with the log-out confirmation. */
export const UserMenu = observer(function UserMenu() {
  const store = useStores();
  const { session, menus, notify } = store;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isConfirming, setConfirming] = useState(false);
  const info = session.info;
  if (!info) return null;
  const { user } = info;
  const items = userMenuItems({
    isOwnTenant: user.merchantId === user.homeMerchantId,
    appCodes: menus.apps.map((a) => a.appCode),
    permissions: session.permissions,
  });
  const choose = (item: UserMenuItem) => {
    if (item.isDenied) return notify.warning(t('userMenu.noPermission'));
    if (item.id === 'logout') return setConfirming(true);
    if (item.id === 'switchTenant') return store.setTenantSwitchOpen(true);
    if (item.id === 'personalInfo') return store.setUserInfoOpen(true);
    const route = item.routeName ? findByName(menus.table, item.routeName) : undefined;
    if (!route) return notify.warning(t('userMenu.noPermission'));
    navigate(route.pattern);
  };
  return (
    <>
      <Popover
        placement="bottom-end"
        onOpening={() => void session.refreshCounts()}
        content={
          <Menu aria-label={t('header.userMenu')} className="user-menu">
            <li className="user-menu-head">
              <strong>
                <bdi>{user.nickName || user.userName}</bdi>
              </strong>
              <bdi className="muted">{user.merchantName}</bdi>
              <span className="user-menu-counts">
                <Tag minimal round icon="time">
                  {t('userMenu.todoCount', { count: info.myTaskCount })}
                </Tag>
                <Tag minimal round icon="document">
                  {t('userMenu.applyCount', { count: info.myApprovalCount })}
                </Tag>
              </span>
            </li>
            <MenuDivider />
            {items.map((item) => (
              <MenuItem
                key={item.id}
                icon={ICONS[item.id]}
                text={t(`userMenu.${item.id}`)}
                onClick={() => choose(item)}
                intent={item.id === 'logout' ? 'danger' : undefined}
              />
            ))}
          </Menu>
        }
      >
        <Button
          variant="minimal"
          icon="user"
          endIcon="caret-down"
          text={<bdi>{user.nickName || user.userName}</bdi>}
          aria-label={`${user.nickName || user.userName} ${t('header.userMenu')}`}
        />
      </Popover>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('common:systemTip')}
        confirmText={t('common:confirm')}
        cancelText={t('common:cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          setConfirming(false);
          await store.logout();
          navigate('/login', { replace: true });
        }}
      >
        {t('common:logout.confirm')}
      </ConfirmDialog>
    </>
  );
});
