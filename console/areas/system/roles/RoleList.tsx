import { useEffect } from 'react';
import { Card, Switch } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../../app/useModel';
import { formatTime, orDash } from '../common/format';
import { LtrText } from '../../../ui/LtrText';
import { NameSearchToolbar } from '../common/NameSearchToolbar';
import { PagedTable } from '../common/PagedTable';
import { Permitted } from '../permission/Permitted';
import { HomePageDialog } from './HomePageDialog';
import { RoleFormDialog } from './RoleFormDialog';
import { RoleUsersDialog } from './RoleUsersDialog';
import '../common/admin.css';
import { RowActions, RowButton } from '../common/RowActions';
import { RoleListStore } from './model/RoleListStore';

/** Role administration (console spec §7.3): menus, status, home page and holders. */
function RoleList() {
  const { t } = useTranslation('admin');
  const store = useModel((deps) => new RoleListStore(deps));
  useEffect(() => void store.start(), [store]);
  const { page } = store;
  return (
    <Card className="admin-page">
      <NameSearchToolbar
        label={t('role.roleName')}
        onSearch={(name) => void store.search(name)}
        addText={t('role.add')}
        addPermission="system:role:add"
        onAdd={() => store.openForm(null)}
      />
      <PagedTable
        label={t('role.title')}
        columns={[
          { title: t('role.roleName') },
          { title: t('role.roleKey') },
          { title: t('role.users'), width: 90 },
          { title: t('role.homePage') },
          { title: t('user.status'), width: 100 },
          { title: t('user.createTime'), width: 170 },
          { title: t('ui.operation'), width: 300 },
        ]}
        page={page}
        rowKey={(r) => r.roleId}
        renderCells={(r) => (
          <>
            <td>{r.roleName}</td>
            <td>{r.roleKey}</td>
            <td>{r.userCount}</td>
            <td>{orDash(r.homePage)}</td>
            <td>
              <Switch
                style={{ margin: 0 }}
                aria-label={t('role.enabled', { name: r.roleName })}
                checked={r.status === '0'}
                disabled={r.isSuper}
                onChange={() => void store.toggleStatus(r)}
              />
            </td>
            <td>
              <LtrText>{formatTime(r.createTime)}</LtrText>
            </td>
            <td>
              <RowActions
                name={r.roleName}
                permission="system:role"
                onEdit={() => store.openForm(r.roleId)}
                onRemove={() => void store.remove(r)}
                canRemove={!r.isSuper}
              >
                <Permitted tags={['system:role:edit']}>
                  <RowButton text={t('role.assignUsers')} onClick={() => store.openHolders(r)} />
                  <RowButton text={t('role.homePage')} onClick={() => store.openHomePage(r.roleId)} />
                </Permitted>
              </RowActions>
            </td>
          </>
        )}
      />
      <RoleFormDialog
        store={store.form}
        onClose={() => store.closeDialogs()}
        onSaved={() => void store.saved()}
      />
      <HomePageDialog
        store={store.homePage}
        onClose={() => store.closeDialogs()}
        onSaved={() => void store.saved()}
      />
      <RoleUsersDialog
        store={store.holders}
        onClose={() => store.closeDialogs()}
        onSaved={() => void store.saved()}
      />
    </Card>
  );
}

export default observer(RoleList);
