import { useState } from 'react';
import { Button, Card } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import type { UserViewRow } from '@shared/api/modules/identity/schemas';
import { useStores } from '../../../app/storeContext';
import { ConfirmDialog } from '../../../layout/ConfirmDialog';
import { DataState } from '../common/DataState';
import { Pager } from '../common/Pager';
import { usePaged } from '../common/usePaged';
import { useRun } from '../common/useRun';
import { Permitted } from '../permission/Permitted';
import { ChangeMerchantDialog } from './ChangeMerchantDialog';
import { DataPermDialog } from './DataPermDialog';
import { GrantDialog } from './GrantDialog';
import { LockDialog } from './LockDialog';
import { ResetPwdDialog } from './ResetPwdDialog';
import { UserFilters, NO_FILTER, type UserFilter } from './UserFilters';
import { UserFormDialog } from './UserFormDialog';
import { UserTable, type Sort, type UserAction } from './UserTable';
import '../common/admin.css';

/** User administration (console spec §2.10, §5, §7.2). */
const UserList = observer(function UserList() {
  const { t } = useTranslation('admin');
  const { client } = useStores();
  const [filter, setFilter] = useState<UserFilter>(NO_FILTER);
  const [sort, setSort] = useState<Sort>({ column: 'createTime', isAsc: 'desc' });
  const [dialog, setDialog] = useState<{ action: UserAction | 'add'; row?: UserViewRow }>();
  const { run } = useRun();
  const page = usePaged(
    (pageNum, limit) => client.call(api.identity.userList, { query: { ...filter, orderByColumn: sort.column, isAsc: sort.isAsc, pageNum, limit } }),
    [filter, sort],
  );
  const close = () => setDialog(undefined);
  const open = (action: UserAction, row: UserViewRow) => {
    if (action === 'unlock') return void run(() => client.call(api.identity.unlock, { body: { userId: row.userId } }), page.reload);
    if (action === 'status') {
      const status = row.status === '1' ? 'NORMAL' : 'STOP_USING';
      return void run(() => client.call(api.identity.changeStatus, { body: { userId: row.userId, status } }), page.reload);
    }
    setDialog({ action, row });
  };
  const at = (action: UserAction) => (dialog?.action === action ? dialog.row : undefined);
  const saved = () => {
    close();
    page.reload();
  };
  return (
    <Card className="admin-page">
      <UserFilters onApply={setFilter} />
      <div className="admin-toolbar">
        <Permitted tags={['system:user:add']}>
          <Button intent="primary" icon="add" text={t('user.add')} onClick={() => setDialog({ action: 'add' })} />
        </Permitted>
        <div className="admin-spacer" />
        <Button icon="refresh" aria-label={t('ui.refresh')} onClick={page.reload} />
      </div>
      <DataState isLoading={page.isLoading} isEmpty={page.rows.length === 0}>
        <UserTable rows={page.rows} sort={sort} onSort={setSort} onAction={open} />
      </DataState>
      <Pager pageNum={page.pageNum} limit={page.limit} total={page.total} onPage={page.setPageNum} />
      <UserFormDialog key={dialog?.action === 'add' ? 'add' : (at('edit')?.userId ?? 'none')} userId={dialog?.action === 'add' ? null : at('edit')?.userId} onClose={close} onSaved={saved} />
      <LockDialog userId={at('lock')?.userId} onClose={close} onSaved={page.reload} />
      <ResetPwdDialog user={at('password')} onClose={close} />
      <GrantDialog user={at('grant')} onClose={close} />
      <ChangeMerchantDialog userId={at('merchant')?.userId} onClose={close} onSaved={page.reload} />
      <DataPermDialog userId={at('dataPerm')?.userId} onClose={close} />
      <ConfirmDialog
        isOpen={dialog?.action === 'remove'}
        title={t('ui.confirmTitle')}
        confirmText={t('ui.remove')}
        cancelText={t('ui.cancel')}
        intent="danger"
        onCancel={close}
        onConfirm={() => {
          const row = dialog?.row;
          close();
          if (row) void run(() => client.call(api.identity.userRemove, { params: { id: row.userId } }), page.reload);
        }}
      >
        {t('user.removeConfirm', { name: dialog?.row?.userName ?? '' })}
      </ConfirmDialog>
    </Card>
  );
});

export default UserList;
