import { useEffect } from 'react';
import { Button, Card } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../../app/useModel';
import { ConfirmDialog } from '../../../layout/ConfirmDialog';
import { DataState } from '../common/DataState';
import { Pager } from '../common/Pager';
import { Permitted } from '../permission/Permitted';
import { ChangeMerchantDialog } from './ChangeMerchantDialog';
import { DataPermDialog } from './DataPermDialog';
import { GrantDialog } from './GrantDialog';
import { LockDialog } from './LockDialog';
import { ResetPwdDialog } from './ResetPwdDialog';
import { UserFilters } from './UserFilters';
import { UserFormDialog } from './UserFormDialog';
import { UserTable } from './UserTable';
import { UserListStore } from './model/UserListStore';
import { useUploader } from '../common/useUploader';
import '../common/admin.css';

/** User administration (console spec §2.10, §5, §7.2). */
const UserList = observer(function UserList() {
  const { t } = useTranslation('admin');
  const upload = useUploader();
  const store = useModel((deps) => new UserListStore(deps, upload));
  useEffect(() => void store.start(), [store]);
  const { page } = store;
  const close = () => store.closeDialogs();
  const saved = () => void store.saved();
  return (
    <Card className="admin-page">
      <UserFilters store={store} />
      <div className="admin-toolbar">
        <Permitted tags={['system:user:add']}>
          <Button intent="primary" icon="add" text={t('user.add')} onClick={() => store.openAdd()} />
        </Permitted>
        <div className="admin-spacer" />
        <Button icon="refresh" aria-label={t('ui.refresh')} onClick={() => void page.reload()} />
      </div>
      <DataState isLoading={page.isLoading || !page.hasLoaded} isEmpty={page.rows.length === 0}>
        <UserTable
          rows={page.rows}
          sort={store.sort}
          onSort={(column) => void store.sortBy(column)}
          onAction={(action, row) => void store.act(action, row)}
        />
      </DataState>
      <Pager
        pageNum={page.pageNum}
        limit={page.limit}
        total={page.total}
        onPage={(n) => page.setPageNum(n)}
      />
      <UserFormDialog store={store.form} onClose={close} onSaved={saved} />
      <LockDialog store={store.lock} onClose={close} onSaved={saved} />
      <ResetPwdDialog store={store.resetPwd} onClose={close} />
      <GrantDialog store={store.grant} onClose={close} />
      <ChangeMerchantDialog store={store.move} onClose={close} onSaved={saved} />
      <DataPermDialog store={store.dataPerm} onClose={close} />
      <ConfirmDialog
        isOpen={store.removing !== undefined}
        title={t('ui.confirmTitle')}
        confirmText={t('ui.remove')}
        cancelText={t('ui.cancel')}
        intent="danger"
        onCancel={close}
        onConfirm={() => void store.confirmRemove()}
      >
        {t('user.removeConfirm', { name: store.removing?.userName ?? '' })}
      </ConfirmDialog>
    </Card>
  );
});

export default UserList;
